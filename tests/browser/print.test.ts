/**
 * Printing (docs/product.md §5 "Print"): a page prints its content in dark ink under the site's
 * name, without the shell's controls, live widgets and link lists; dark mode's light ink and
 * closed <details> are undone for the print (client/runtime/print.ts) and come back after it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, SAVE_DATA } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { pdfSheets, sheetOf } from '../support/pdf-text.ts';

const env = browserSuite();

const DESKTOP = { width: 1280, height: 900 };

/** Records what <html> and the page's <details> look like while the print is made: added after hydration, it runs after the site's own listener. */
const recordPrint = (page: Page) =>
  page.evaluate(() =>
    addEventListener('beforeprint', () => {
      const html = document.documentElement;
      (window as unknown as { atPrint: unknown }).atPrint = { dark: html.classList.contains('dark'), scheme: html.style.colorScheme, closed: document.querySelectorAll('main details:not([open])').length };
    }),
  );

const display = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).display);

describe('printing a page', () => {
  it('in dark mode prints light, with every answer and notice open, and is back as it was after', async () => {
    const { context, page } = await openPage(env, '/tourist', { locale: 'zh-CN', colorScheme: 'dark', viewport: DESKTOP, init: [SAVE_DATA] });
    await recordPrint(page);
    const before = await page.evaluate(() => ({ dark: document.documentElement.classList.contains('dark'), closed: document.querySelectorAll('main details:not([open])').length }));
    expect(before.dark).toBe(true);
    expect(before.closed).toBeGreaterThan(5);

    // The browser's own print path (printing steps: beforeprint, the print, afterprint).
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await page.evaluate(() => (window as unknown as { atPrint: unknown }).atPrint)).toEqual({ dark: false, scheme: 'light', closed: 0 });
    expect(await page.evaluate(() => ({ dark: document.documentElement.classList.contains('dark'), scheme: document.documentElement.style.colorScheme, closed: document.querySelectorAll('main details:not([open])').length }))).toEqual({ dark: true, scheme: 'dark', closed: before.closed });
    await context.close();
  });

  it('keeps the letterhead, the content and the numbers to call, and leaves the controls and link lists out', async () => {
    const { context, page } = await openPage(env, '/en/theme?id=2', { locale: 'en-US', viewport: DESKTOP, init: [SAVE_DATA] });
    await page.emulateMedia({ media: 'print' });
    const shown = async (selector: string) => (await display(page, selector)) !== 'none';
    expect({
      brand: await shown('.brand'),
      main: await shown('main h1'),
      consult: await shown('.today-band .widget--consult'),
      footerOrg: await shown('.site-footer__org'),
    }).toEqual({ brand: true, main: true, consult: true, footerOrg: true });
    expect({
      utility: await shown('.utility-bar'),
      nav: await shown('.main-nav'),
      actions: await shown('.header-actions'),
      weather: await shown('.today-band .widget--weather'),
      links: await shown('.site-footer nav.footer-col'),
      credits: await shown('.footer-credits'),
    }).toEqual({ utility: false, nav: false, actions: false, weather: false, links: false, credits: false });
    const ink = await page.evaluate(() => ({
      header: getComputedStyle(document.querySelector('.site-header')!).position,
      footer: getComputedStyle(document.querySelector('.site-footer__org')!).color,
    }));
    expect(ink).toEqual({ header: 'static', footer: 'rgb(17, 24, 39)' });
    await context.close();
  });

  it('drops the list layout switch and the home hero photo, and prints the hero words in dark ink', async () => {
    const { context, page } = await openPage(env, '/en/theme/list', { locale: 'en-US', viewport: DESKTOP, init: [SAVE_DATA] });
    await page.emulateMedia({ media: 'print' });
    expect(await display(page, 'nav[aria-label="Layout"]')).toBe('none');
    await page.goto(env.site.url + '/');
    await page.emulateMedia({ media: 'print' });
    const hero = await page.evaluate(() => {
      const slide = document.querySelector('.hero-slide__text')!;
      return { photo: getComputedStyle(slide.parentElement!.querySelector('img')!).display, text: getComputedStyle(slide).position, title: getComputedStyle(slide.querySelector('.hero-slide__title')!).color };
    });
    expect(hero).toEqual({ photo: 'none', text: 'static', title: 'oklch(0.21 0.034 264.665)' });
    await context.close();
  });

  it("prints the home's sight cards as their words in dark ink, without the photo and its scrim", async () => {
    const { context, page } = await openPage(env, '/', { viewport: DESKTOP, init: [SAVE_DATA] });
    const card = () =>
      page.evaluate(() => {
        const el = document.querySelector('.spot-card')!;
        const style = (selector: string) => getComputedStyle(el.querySelector(selector)!);
        return { photo: style('.spot-card__photo').display, scrim: style('.spot-card__scrim').display, body: style('.spot-card__body').position, name: style('.spot-card__name').color, intro: style('.spot-card__intro').color };
      });
    expect(await card()).toEqual({ photo: 'block', scrim: 'block', body: 'absolute', name: 'rgb(255, 255, 255)', intro: expect.stringMatching(/ \/ 0\.85\)$/) });
    await page.emulateMedia({ media: 'print' });
    expect(await card()).toEqual({ photo: 'none', scrim: 'none', body: 'static', name: 'oklch(0.21 0.034 264.665)', intro: 'oklch(0.373 0.034 259.733)' });
    await context.close();
  });

  it("prints the home's landscape mosaic, dark on screen, in dark ink with its captions on white labels", async () => {
    const { context, page } = await openPage(env, '/', { viewport: DESKTOP, init: [SAVE_DATA] });
    await page.emulateMedia({ media: 'print' });
    const mosaic = await page.evaluate(() => {
      const section = document.getElementById('landscapes-heading')!.closest('section')!;
      const caption = getComputedStyle(section.querySelector('.mosaic__caption')!);
      return {
        section: getComputedStyle(section).backgroundColor,
        heading: getComputedStyle(section.querySelector('h2')!).color,
        hint: getComputedStyle(section.querySelector('h2 + p')!).display,
        caption: { ink: caption.color, label: caption.backgroundColor, image: caption.backgroundImage, adjust: caption.printColorAdjust },
      };
    });
    expect(mosaic).toEqual({
      section: 'rgba(0, 0, 0, 0)',
      heading: 'oklch(0.21 0.034 264.665)',
      hint: 'none',
      caption: { ink: 'oklch(0.21 0.034 264.665)', label: 'rgb(255, 255, 255)', image: 'none', adjust: 'exact' },
    });
    await context.close();
  });

  it("on paper keeps every home section's label, title and first content on one sheet, and leaves the live 'today' section out", async () => {
    const { context, page } = await openPage(env, '/en', { viewport: DESKTOP, init: [SAVE_DATA] });
    const heads = await page.evaluate(() =>
      [...document.querySelectorAll('main .eyebrow')].map((label) => {
        // The title's first three words: a longer title wraps, and txtwrite sets lines apart.
        const title = label.parentElement!.querySelector('h2')!.textContent!.split(/\s+/).slice(0, 3).join(' ');
        return { label: label.textContent!, title };
      }),
    );
    const sheets = await pdfSheets(await page.pdf({ format: 'A4' }));
    // Each label printed straight above its title, on one sheet (not at the foot of the one before).
    expect(heads.filter(({ label, title }) => sheetOf(sheets, `${label} ${title}`) === 0)).toEqual([]);
    expect(heads.map((h) => h.label)).toEqual(['About Qinglan', 'Must-see sights', 'Landscapes', 'Itineraries', 'News', 'Explore Qinglan', 'Area map']);
    // The sights grid starts under its head, not whole on the next sheet.
    expect(sheetOf(sheets, 'Qinglan Gorge')).toBe(sheetOf(sheets, 'From Lankou to Snowcrown'));
    // The news head is followed on its sheet by the first story, not by a blank.
    expect(sheetOf(sheets, 'First snow at the lake')).toBe(sheetOf(sheets, 'Latest from the mountain'));
    // Live figures go stale on paper (docs/product.md §5).
    expect(['qinglan today', 'visitors right now'].map((t) => sheetOf(sheets, t))).toEqual([0, 0]);
    await context.close();
  });
});

/**
 * Whole pages on A4 (docs/product.md §5 "Print"): the first sheet starts with the page's own
 * content under the letterhead, and what a sheet cannot use (the trail of links, in-page
 * contents, buttons, permalinks, maps and links elsewhere) is left out. Sheet counts as
 * measured at TEST_NOW; before the cut they were 14, 11, 4 and 5.
 */
describe('printing whole pages on few sheets', () => {
  const print = async (path: string, locale: string) => {
    const { context, page } = await openPage(env, path, { locale, viewport: DESKTOP, init: [SAVE_DATA] });
    const firsts = await page.evaluate(() => {
      // A title's first words (or characters): txtwrite sets a wrapped line's parts apart.
      const text = (selector: string) => [...document.querySelectorAll(selector)].map((el) => el.textContent!.trim().split(/\s+/).slice(0, 4).join(' ').slice(0, 10));
      return { h1: text('main h1')[0]!, notices: text('main li[id^="notice-"] :is(h3, summary span.block)'), cards: text('main [data-testid="condition"] h3'), about: text('#about-heading')[0] ?? '' };
    });
    const sheets = await pdfSheets(await page.pdf({ format: 'A4' }));
    await context.close();
    return { sheets, firsts };
  };

  // 10 sheets since the getting-there answer (printed in Getting here and in the FAQ) gives both seasons' buses.
  it('/en/tourist: 10 sheets (was 14), the notices from the first, without controls or links to follow', async () => {
    const { sheets, firsts } = await print('/en/tourist', 'en-US');
    expect(sheets).toHaveLength(10);
    expect(firsts.notices.length).toBeGreaterThan(3);
    // Under the title, the first three notices fill the first sheet (it was a third blank).
    expect([firsts.h1, ...firsts.notices.slice(0, 3)].map((t) => sheetOf(sheets, t))).toEqual([1, 1, 1, 1]);
    expect(['Home / Visitor information', 'On this page', 'Reserve tickets', 'Link to this question', 'Trails, roads and car parks now', 'Open the link'].map((t) => sheetOf(sheets, t))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(sheetOf(sheets, 'Frequently asked questions')).toBeGreaterThan(1);
  });

  it('/tourist: 8 sheets (was 11), the notices from the first', async () => {
    const { sheets, firsts } = await print('/tourist', 'zh-CN');
    expect(sheets).toHaveLength(8);
    expect([firsts.h1, ...firsts.notices.slice(0, 3)].map((t) => sheetOf(sheets, t))).toEqual([1, 1, 1, 1]);
    expect(['首页/游客服务', '预约门票', '本条问题的链接', '查看详情'].map((t) => sheetOf(sheets, t))).toEqual([0, 0, 0, 0]);
  });

  it('/conditions: 3 sheets (was 4), the weather on the first sheet instead of after a blank one', async () => {
    const { sheets, firsts } = await print('/conditions', 'zh-CN');
    expect(sheets).toHaveLength(3);
    expect([firsts.h1, '天气预报'].map((t) => sheetOf(sheets, t))).toEqual([1, 1]);
    expect(sheetOf(sheets, firsts.cards[0]!)).toBe(2);
  });

  it('a hotel: 2 sheets (was 5), the facts and the description, without the call button, the map or the links elsewhere', async () => {
    const { sheets, firsts } = await print('/en/hotel/detail?id=1003', 'en-US');
    expect(sheets).toHaveLength(2);
    expect([firsts.h1, 'Good to know', '0836-288 7311'].map((t) => sheetOf(sheets, t))).toEqual([1, 1, 1]);
    expect(sheetOf(sheets, firsts.about)).toBeGreaterThan(0);
    expect(['Call 0836-288 7311', 'Location', 'Also nearby'].map((t) => sheetOf(sheets, t))).toEqual([0, 0, 0]);
  });
});
