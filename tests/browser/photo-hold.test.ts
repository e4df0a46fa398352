/**
 * On a page led by a photo, the other photos wait for the page's load or the visitor's first
 * scroll (docs/decisions/037-photos-wait-for-the-page.md); pages led by text are not held.
 * The page's load event is held back by holding the header logo's request.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { HOLD_CLASS } from '../../shared/pre-paint/photo-hold.ts';
import { LEAD_PHOTO_CLASS } from '../../shared/lead-photo.ts';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { holdLoadEvent, photoName, photoRequests } from '../support/photos.ts';

const suite = browserSuite();
let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

/**
 * Opens `path` on a phone (Lighthouse's: 412×823 at 1.75×) with its load event held back; the
 * photos asked for are listed by file name as they are asked. A phone's round trip (300 ms)
 * makes Chrome reach further down the page with its lazy loading (a 3G-class connection), as
 * it does on a real line: without the hold, the home page's sights are asked for at once.
 */
async function openHeld(path: string): Promise<{ page: Page; asked: string[]; release: () => void }> {
  context = await suite.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
  const asked = photoRequests(page);
  const release = await holdLoadEvent(page);
  await page.goto(`${suite.site.url}${path}`, { waitUntil: 'commit' });
  await waitForHydration(page);
  // Lazy loading decides after a layout; two frames more for its observer to have asked.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return { page, asked, release };
}

const isHeld = (page: Page) => page.evaluate((cls) => document.documentElement.classList.contains(cls), HOLD_CLASS);
/** File names of the lazy photos in <main>. */
const lazyPhotos = (page: Page) => page.locator('main img[loading="lazy"]').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')!.split('/').pop()!));

describe('photos wait for the page (docs/decisions/037-photos-wait-for-the-page.md)', () => {
  it('on the home page only the lead photo is asked for until the page has loaded, and nothing moves when the rest may come', async () => {
    const { page, asked, release } = await openHeld('/');
    const lead = await page.locator(`main img.${LEAD_PHOTO_CLASS}`).getAttribute('src');
    expect(await isHeld(page)).toBe(true);
    const lazy = await lazyPhotos(page);
    // The slides after the first, the intro, the sights' and the landscape mosaic's true photos
    // (items without one are compact cards with no picture: docs/decisions/018-true-pictures.md).
    expect(lazy.length).toBeGreaterThanOrEqual(7);
    expect([...new Set(asked)]).toEqual([photoName(lead!)]);

    // The held photos' boxes do not depend on them: every other element keeps its place and size.
    // (The hero's other slides stay hidden either way until the load: decision 036.)
    const lift = await page.evaluate((cls) => {
      const root = document.documentElement;
      const all = [...document.body.querySelectorAll('*')];
      const shown = (el: Element) => getComputedStyle(el).display !== 'none';
      const hidden = new Set(all.filter((el) => el.matches('main img[loading="lazy"]') && !shown(el)));
      const others = all.filter((el) => !hidden.has(el));
      const boxes = () => others.map((el) => JSON.stringify(el.getBoundingClientRect()));
      const before = boxes();
      root.classList.remove(cls);
      const after = boxes();
      const released = [...hidden].filter(shown).length;
      root.classList.add(cls);
      return { released, moved: others.filter((_, i) => before[i] !== after[i]).map((el) => el.outerHTML.slice(0, 80)) };
    }, HOLD_CLASS);
    expect(lift.released).toBeGreaterThanOrEqual(5);
    expect(lift.moved).toEqual([]);

    release();
    await page.waitForLoadState('load');
    expect(await isHeld(page)).toBe(false);
    // Down the page, the browser's own lazy loading brings them.
    await page.locator('main img[loading="lazy"]').last().scrollIntoViewIfNeeded();
    await expect.poll(() => asked.includes(lazy.at(-1)!)).toBe(true);
  });

  it('the visitor\'s first scroll lifts the hold before the page has loaded', async () => {
    const { page, asked, release } = await openHeld('/en');
    expect(await isHeld(page)).toBe(true);
    const last = (await lazyPhotos(page)).at(-1)!;
    expect(asked).not.toContain(last);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => isHeld(page)).toBe(false);
    await page.locator('main img[loading="lazy"]').last().scrollIntoViewIfNeeded();
    await expect.poll(() => asked.includes(last)).toBe(true);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
  });

  it('a page led by text is not held: a lazy photo in its first screen comes before the page has loaded', async () => {
    const { page, asked, release } = await openHeld('/animal');
    expect(await isHeld(page)).toBe(true);
    const first = page.locator('main img[loading="lazy"]').first();
    expect(await first.evaluate((img) => img.getBoundingClientRect().top < innerHeight)).toBe(true);
    const name = photoName((await first.getAttribute('src'))!);
    await expect.poll(() => asked.includes(name)).toBe(true);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
  });
});
