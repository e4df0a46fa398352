/**
 * Phones (docs/product.md §5, §9): at 390 px nothing pushes the page wider than the screen —
 * not the error layout's header in either language, not 125 % text from the accessibility
 * toolbar — and high contrast leaves no dark or grey ink on its black page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, SAVE_DATA, startShellEnv, type ShellEnv } from '../support/browser-env.ts';

let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
});
afterAll(async () => {
  await env?.close();
});

const PHONE = { width: 390, height: 844 };
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const A11Y = (settings: object) => `localStorage.setItem('ql-a11y', ${JSON.stringify(JSON.stringify(settings))});`;

describe('no horizontal overflow at 390 px', () => {
  it.each([
    ['/nope', 'zh-CN'],
    ['/en/nope', 'en'],
  ] as const)('error page %s', async (path, locale) => {
    const { context, page } = await openPage(env, path, { locale, viewport: PHONE, init: [SAVE_DATA] });
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    expect(await scrollWidth(page)).toBe(390);
    await context.close();
  });

  it.each([
    ['/', 'zh-CN'],
    ['/en', 'en'],
    ['/en/hotel', 'en'],
  ] as const)('%s with text at 125 per cent and high contrast: the menu button stays on screen', async (path, locale) => {
    const { context, page } = await openPage(env, path, { locale, viewport: PHONE, init: [SAVE_DATA, A11Y({ zoom: 1.25, contrast: true })] });
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('125%');
    expect(await scrollWidth(page)).toBe(390);
    const box = await page.locator('[data-testid="menu-button"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await context.close();
  });
});

describe('high contrast', () => {
  it('turns headings and subtitles white on the black page', async () => {
    const { context, page } = await openPage(env, '/en/hotel', { locale: 'en', colorScheme: 'light', viewport: PHONE, init: [SAVE_DATA, A11Y({ zoom: 1, contrast: true })] });
    const ink = await page.evaluate(() => {
      const color = (sel: string) => getComputedStyle(document.querySelector(sel)!).color;
      return { body: getComputedStyle(document.body).backgroundColor, h1: color('main h1'), lead: color('main h1 + p') };
    });
    expect(ink).toEqual({ body: 'rgb(0, 0, 0)', h1: 'rgb(255, 255, 255)', lead: 'rgb(255, 255, 255)' });
    await context.close();
  });
});

describe('sideways rows on a phone', () => {
  it('scroll the chosen tab into view and fade the edges that have more', async () => {
    const { context, page } = await openPage(env, '/en/article/grid?type=explain', { locale: 'en', viewport: PHONE, init: [SAVE_DATA] });
    const row = page.locator('ul.tabs');
    await expect.poll(() => row.evaluate((el) => [el.hasAttribute('data-more-start'), el.hasAttribute('data-more-end')])).toEqual([true, true]);
    const fits = await row.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const a = el.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      return { text: el.querySelector('[aria-current="page"]')!.textContent, inside: a.left >= r.left && a.right <= r.right };
    });
    expect(fits).toEqual({ text: 'Audio guides', inside: true });
    // Scrolled to its start, only the far edge still fades.
    await row.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect.poll(() => row.evaluate((el) => [el.hasAttribute('data-more-start'), el.hasAttribute('data-more-end')])).toEqual([false, true]);
    await context.close();
  });
});

describe('the shell at the end of a phone page', () => {
  const shellTel = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('.today-band a[href^="tel:"], footer.site-footer a[href^="tel:"]')].map((a) => a.getAttribute('href')));

  it('gives each number once and the QR codes one row', async () => {
    const { context, page } = await openPage(env, '/en/hotel', { locale: 'en', viewport: PHONE, init: [SAVE_DATA] });
    expect(await shellTel(page)).toEqual(['tel:08362880000', 'tel:08362880110', 'tel:08362880315']);
    const tops = await page.locator('.today-band .qr__img').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.length).toBe(3);
    expect(new Set(tops).size).toBe(1);
    expect(await page.locator('.today-band .qr__desc').first().isVisible()).toBe(false);
    await context.close();
  });

  it('on /tourist leaves consult and QR codes to the page', async () => {
    const { context, page } = await openPage(env, '/en/tourist', { locale: 'en', viewport: PHONE, init: [SAVE_DATA] });
    expect(await shellTel(page)).toEqual([]);
    expect(await page.locator('.today-band [data-testid="weather"]').count()).toBe(1);
    expect(await page.locator('.today-band [data-testid="qr-codes"]').count()).toBe(0);
    await context.close();
  });
});
