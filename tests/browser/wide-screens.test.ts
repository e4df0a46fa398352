/**
 * Desktops at the accessibility toolbar's larger text sizes (docs/product.md §5, WCAG 1.4.4 and
 * 1.4.10): the header's wide-screen steps follow the page's width in rem, so at 1440 px the
 * main menu stays in the bar up to 112.5 % and hands over to the drawer from 125 %, the utility
 * row from 150 %, and no page is wider than the window. At 100 % a 1280 px desktop keeps its
 * menu in the bar and a 1024 px one its utility row.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11ySettings, openPage } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';

const env = browserSuite();

/** What the header shows, and how wide the page is. */
const header = (page: Page) =>
  page.evaluate(() => {
    const shown = (sel: string) => getComputedStyle(document.querySelector(sel)!).display !== 'none';
    return { scrollWidth: document.documentElement.scrollWidth, nav: shown('.main-nav'), utility: shown('.utility-bar'), menu: shown('[data-testid="menu-button"]') };
  });

describe('the header at 1440 px follows the text size', () => {
  it.each([
    ['/', 'zh-CN', 1.125, { nav: true, utility: true, menu: false }],
    ['/en', 'en-US', 1.125, { nav: true, utility: true, menu: false }],
    ['/', 'zh-CN', 1.25, { nav: false, utility: true, menu: true }],
    ['/en', 'en-US', 1.25, { nav: false, utility: true, menu: true }],
    ['/en/hotel', 'en-US', 1.5, { nav: false, utility: false, menu: true }],
    ['/', 'zh-CN', 2, { nav: false, utility: false, menu: true }],
    ['/en/theme/list', 'en-US', 2, { nav: false, utility: false, menu: true }],
  ] as const)('%s (%s) at %s×', async (path, locale, zoom, shows) => {
    const { context, page } = await openPage(env, path, { locale, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', init: [a11ySettings({ zoom })] });
    // The toolbar writes whole per cents (112.5 % is 113 %).
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe(`${Math.round(zoom * 100)}%`);
    expect(await header(page)).toEqual({ scrollWidth: 1440, ...shows });
    await context.close();
  });

  it('at 150 % the accessibility panel opens from the drawer just under the bar, with no utility row above it, from its first frame', async () => {
    const { context, page } = await openPage(env, '/en', { locale: 'en-US', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', init: [a11ySettings({ zoom: 1.5 })] });
    await page.getByTestId('menu-button').click();
    // Where the panel stands as it enters the page: a mutation observer's callback runs
    // before the browser can paint, so this is the first frame a visitor sees.
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        const el = document.querySelector('.a11y-panel');
        if (!el) return;
        document.documentElement.dataset.panelFirstTop = String(el.getBoundingClientRect().top);
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('dialog[open] [data-testid="drawer-a11y-button"]').click();
    const panel = page.locator('.a11y-panel');
    await panel.waitFor();
    // Half a rem (12 px at 24 px a rem) under the header, which is the bar alone (4rem and its
    // 1 px border): not under a utility row that is not there; and there from the first frame,
    // not drawn at the tokens' 108 px and moved (or, under reduced motion, slid) after.
    const place = await panel.evaluate((el) => ({
      first: Number(document.documentElement.dataset.panelFirstTop),
      panel: el.getBoundingClientRect().top,
      moving: el.getAnimations().length,
      header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      utility: getComputedStyle(document.querySelector('.utility-bar')!).display,
    }));
    expect(place).toEqual({ first: 109, panel: 109, moving: 0, header: 97, utility: 'none' });
    await context.close();
  });
});

describe('at 100 % the steps stay where desktops had them', () => {
  it.each([
    [1024, { nav: false, utility: true, menu: true }],
    [1280, { nav: true, utility: true, menu: false }],
  ] as const)('%i px, English', async (width, shows) => {
    const { context, page } = await openPage(env, '/en', { locale: 'en-US', viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    expect(await header(page)).toEqual({ scrollWidth: width, ...shows });
    await context.close();
  });
});

describe('an item without a true photo at 1440 px (docs/decisions/018-true-pictures.md)', () => {
  // No box a photo would fill stands in for the missing one: the facts a visit depends on come
  // up within the first screen, and a card is its kind's small tile beside the words.
  it("a detail page opens on its words and facts, with no stand-in cover", async () => {
    const { context, page } = await openPage(env, '/en/hotel/detail?id=1003', { locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const seen = await page.evaluate(() => ({
      gallery: document.querySelectorAll('[data-testid="gallery"], main .kind-tile--fill').length,
      facts: Math.round(document.querySelector('[data-testid="key-facts"]')!.getBoundingClientRect().top),
    }));
    expect(seen.gallery).toBe(0);
    expect(seen.facts).toBeLessThan(500);
    await context.close();
  });

  it('a list card is compact: no picture box, a 44 px tile beside the name', async () => {
    const { context, page } = await openPage(env, '/en/hotel', { locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const cards = await page.locator('[data-testid="list-items"] .teaser').evaluateAll((els) =>
      els.map((card) => {
        const tile = card.querySelector('.teaser__head > .kind-tile')!.getBoundingClientRect();
        return { media: card.querySelectorAll('.teaser__media').length, tile: [tile.width, tile.height] };
      }),
    );
    expect(cards).toHaveLength(7);
    expect(cards.every((c) => c.media === 0 && c.tile.join() === '44,44')).toBe(true);
    await context.close();
  });
});
