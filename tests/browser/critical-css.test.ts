/**
 * The first screen paints styled from the inlined critical CSS alone
 * (docs/decisions/029-critical-css.md): with the external stylesheet's request aborted, every
 * element of the first screen at 390 px has the same box and colours as with it, in light,
 * dark and high-contrast modes (and at 1440 px for the home page and a list), so nothing moves
 * or changes colour when the stylesheet lands.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/browser.ts';
import { keptPages } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

// Pages are kept per mode, width and kind of load (a fresh document each time;
// tests/support/browser-env.ts). They block with Chromium's own list rather than Playwright's
// routes, which would turn the page's HTTP cache off and compile every script again.
const pages = keptPages(suite);
/** The stylesheet requests of each kept page since its last load. */
const cssSeen = new WeakMap<Page, string[]>();

/**
 * The first screen once it has stopped changing: the page's effects set state as it hydrates
 * (reduced motion takes the hero's pause button away, the next slide's photo may load), and
 * those updates can render after `data-hydrated` is set (CI, 2026-11-30, read one page before
 * them and the other after). Read until two reads two frames apart agree.
 */
async function firstScreen(page: Page, height = PHONE.height): Promise<string[]> {
  let last = await readFirstScreen(page, height);
  for (;;) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const now = await readFirstScreen(page, height);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

/** The visible part of the box (the box cut at the first screen's edges) and the colours of every element that shows on the first screen, in document order. */
function readFirstScreen(page: Page, height: number): Promise<string[]> {
  return page.evaluate((height) => {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= height || r.width === 0 || r.height === 0) continue;
      const s = getComputedStyle(el);
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      const top = Math.max(r.top, 0);
      out.push(`${name} ${Math.round(r.x)},${Math.round(top)} ${Math.round(r.width)}x${Math.round(Math.min(r.bottom, height) - top)} ${s.color} ${s.backgroundColor} ${s.display} ${s.fontSize}`);
    }
    return out;
  }, height);
}

/**
 * The page at 390 px, hydrated, with or without the external stylesheet. `firstPaint`: with the
 * page's scripts held back instead, so it stays as its HTML alone paints it (what a visitor sees
 * until the stylesheet and the scripts have come).
 */
async function open(path: string, options: BrowserContextOptions & { blockCss: boolean; init?: string; firstPaint?: boolean }): Promise<{ page: Page; cssRequests: string[] }> {
  const { blockCss, init, firstPaint = false, ...contextOptions } = options;
  const kind = `${blockCss ? 'no stylesheet' : 'stylesheet'}${firstPaint ? ', no scripts' : ''}`;
  const page = await pages.page({ viewport: PHONE, reducedMotion: 'reduce', ...contextOptions, init: init ? [init] : [], kind });
  if (!cssSeen.has(page)) {
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/assets\/.*\.css$/.test(pathname)) cssSeen.get(page)!.push(pathname);
    });
    const blocked = [...(blockCss ? ['*/assets/*.css'] : []), ...(firstPaint ? ['*.js', '*.js?*'] : [])];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: blocked });
  }
  const cssRequests: string[] = [];
  cssSeen.set(page, cssRequests);
  await page.goto(suite.site.url + path);
  if (firstPaint) return { page, cssRequests };
  await waitForHydration(page);
  // Parts below the first screen hydrate when their chunks arrive (docs/decisions/028-lazy-hydration.md),
  // and some then fetch (the offline-pack card's size): compare the page once all of that is done.
  await page.waitForLoadState('networkidle');
  // The offline-pack card leaves "checking" only once the page's worker registration settles,
  // after the load event and not on the network: network idle can come first (CI saw "checking"
  // in one load and "unsupported" in the other).
  await page.waitForFunction(() => !document.querySelector('[data-testid="offline-pack"][data-state="checking"]'));
  return { page, cssRequests };
}

const MODES: [string, BrowserContextOptions & { init?: string }][] = [
  ['light', { colorScheme: 'light' }],
  ['dark', { colorScheme: 'dark' }],
  ['high contrast', { colorScheme: 'light', init: `localStorage.setItem('ql-a11y', JSON.stringify({ contrast: true }))` }],
];

describe('the first screen without the external stylesheet', () => {
  for (const path of ['/', '/en/hotel', '/tourist', '/en/no-such-page']) {
    for (const [mode, options] of MODES) {
      it(`${path} at 390 px in ${mode} mode looks the same as with it`, async () => {
        const styled = await open(path, { ...options, blockCss: false });
        const withCss = await firstScreen(styled.page);
        const critical = await open(path, { ...options, blockCss: true });
        expect(critical.cssRequests).toEqual(styled.cssRequests);
        expect(critical.cssRequests).toHaveLength(1);
        expect(await firstScreen(critical.page)).toEqual(withCss);
      });
    }
  }

  // Detail pages whose side column (key facts, at a glance) shows first on a phone: it must be
  // first in the markup too, or it falls past the part of the page the inline CSS is cut from.
  // And /scenicArea, whose first screen is its map: a drawing's long markup must not push the
  // map's places past the cut (they painted as a list, then jumped onto the map). And search
  // results, which the bare /search does not show.
  for (const path of ['/hotel/detail?id=1005', '/en/theme?id=1', '/scenicArea', `/search?q=${encodeURIComponent('湖')}`]) {
    it(`${path} at 390 px in light mode looks the same as with it`, async () => {
      const styled = await open(path, { colorScheme: 'light', blockCss: false });
      const withCss = await firstScreen(styled.page);
      const critical = await open(path, { colorScheme: 'light', blockCss: true });
      expect(await firstScreen(critical.page)).toEqual(withCss);
    });
  }

  // The cut is made on the markup, not at a width: the desktop's first screen is covered too.
  for (const path of ['/', '/en/hotel']) {
    it(`${path} at 1440 px in light mode looks the same as with it`, async () => {
      const options = { colorScheme: 'light', viewport: DESKTOP } as const;
      const styled = await open(path, { ...options, blockCss: false });
      const withCss = await firstScreen(styled.page, DESKTOP.height);
      const critical = await open(path, { ...options, blockCss: true });
      expect(await firstScreen(critical.page, DESKTOP.height)).toEqual(withCss);
    });
  }

  // Found by comparing every route at 390 and 1440 px with its scripts held back: rules the
  // extraction could not see (an arbitrary variant's `&` as the markup escapes it, the headings'
  // `:is(h1, …)`), carousel controls past the cut, and the "today" band after a short <main>.
  for (const path of ['/landscapes', '/ability', '/trends', '/article/list', '/theme/swiper', '/en/article/swiper', '/search']) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`${path} at ${viewport.width} px paints its first screen from the HTML alone as with the stylesheet`, async () => {
        const options = { colorScheme: 'light', viewport, firstPaint: true } as const;
        const withCss = await firstScreen((await open(path, { ...options, blockCss: false })).page, viewport.height);
        const critical = await open(path, { ...options, blockCss: true });
        expect(critical.cssRequests).toHaveLength(1);
        expect(await firstScreen(critical.page, viewport.height)).toEqual(withCss);
      });
    }
  }

  it('the header and the hero of / keep their height and background', async () => {
    const read = (page: Page) =>
      page.evaluate(() => {
        const header = getComputedStyle(document.querySelector('header')!);
        const hero = document.querySelector('#main > section')!.getBoundingClientRect();
        return { headerBg: header.backgroundColor, headerHeight: header.height, heroHeight: Math.round(hero.height) };
      });
    const styled = await read((await open('/', { blockCss: false })).page);
    const critical = await read((await open('/', { blockCss: true })).page);
    expect(critical).toEqual(styled);
    // The hero is 78svh tall on a phone.
    expect(styled.heroHeight).toBe(Math.round(0.78 * PHONE.height));
  });
});
