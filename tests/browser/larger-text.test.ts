/**
 * The accessibility toolbar's larger text sizes on a phone (docs/product.md §5): at 150 % the
 * home page still fits a 390 px screen. The logo keeps its shape (the search button leaves the
 * bar for the drawer's form instead), the hero's dots stay in one row under its text, and the
 * "today" cards, their forecast and the map teaser stay inside the page.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function openAt(path: string, locale: string, zoom: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale, reducedMotion: 'reduce' });
  close = () => context.close();
  // What the toolbar saves; it is applied before the body paints (client/components/shell/a11y/settings.ts).
  await context.addInitScript(`localStorage.setItem('ql-a11y', JSON.stringify({ zoom: ${zoom} }))`);
  const page = await context.newPage();
  await page.goto(suite.site.url + path);
  await waitForHydration(page);
  return page;
}

/** Elements reaching past the window's right edge, leaving out those a scroller clips (carousel slides). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        if (el.getBoundingClientRect().right <= innerWidth + 0.5) return false;
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return false;
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`),
  );

describe('the home page at 150 % text on a phone', () => {
  it.each([
    ['/', 'zh-CN'],
    ['/en', 'en-US'],
  ] as const)('%s fits the screen, the logo square, the hero dots in one row', async (path, locale) => {
    const page = await openAt(path, locale, 1.5);
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('150%');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await overflowing(page)).toEqual([]);

    const logo = (await page.locator('.brand__logo').boundingBox())!;
    expect([logo.width, logo.height]).toEqual([54, 54]);
    expect(await page.locator('.header-actions .popover--search').isVisible()).toBe(false);

    const hero = page.getByTestId('hero');
    const dotTops = await hero.locator('[data-carousel-dot]').evaluateAll((dots) => dots.map((d) => Math.round(d.getBoundingClientRect().top)));
    expect(dotTops.length).toBeGreaterThan(1);
    expect(new Set(dotTops).size).toBe(1);
    // Under the slide's button, not on it.
    const cta = (await hero.locator('.hero-slide__cta').first().boundingBox())!;
    expect(dotTops[0]!).toBeGreaterThanOrEqual(cta.y + cta.height);

    // The forecast's four days in two rows of two, each day's name inside its cell.
    const days = await page.locator('.today-forecast > li').evaluateAll((lis) =>
      lis.map((li) => {
        const cell = li.getBoundingClientRect();
        const name = li.querySelector('.forecast-day__date')!.getBoundingClientRect();
        return { top: Math.round(cell.top), inside: name.left >= cell.left - 0.5 && name.right <= cell.right + 0.5 };
      }),
    );
    expect(days.map((d) => d.inside)).toEqual([true, true, true, true]);
    expect(new Set(days.map((d) => d.top)).size).toBe(2);
  });

  it('at the default size the search button stays in the bar and the forecast is one row of four', async () => {
    const page = await openAt('/', 'zh-CN', 1);
    expect(await page.locator('.header-actions .popover--search').isVisible()).toBe(true);
    const tops = await page.locator('.today-forecast > li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });
});
