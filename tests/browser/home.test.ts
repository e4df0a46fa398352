/**
 * Home page behaviour in a real browser: the accessible hero carousel (pause, previous/next,
 * slide buttons; nothing moves under prefers-reduced-motion), when its slides' photos load, the
 * notices line, and the contact band's QR codes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForHydration, waitForPartHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { holdLoadEvent, photoRequests } from '../support/photos.ts';

const suite = browserSuite();
let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

// Slides are the groups with a (translated) role description; the dots' group has none.
const slides = (page: Page) => page.locator('[data-testid="hero"] [role="group"][aria-roledescription]');
const activeSlide = (page: Page) => slides(page).evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-hidden') !== 'true'));

describe('hero carousel', () => {
  it('previous, next, slide buttons and pause', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/en`);
    await waitForHydration(page);
    const n = await slides(page).count();
    expect(n).toBeGreaterThan(1);
    const pause = page.locator('[data-testid="hero-pause"]');
    await pause.click();
    expect(await pause.getAttribute('aria-label')).toBe('Play slideshow');
    // Paused: the region announces changes politely.
    expect(await page.locator('[data-testid="hero"] [aria-live]').getAttribute('aria-live')).toBe('polite');
    // Each step scrolls the track to its slide; the next step starts from where it settled.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlide(page)).toBe(1);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeSlide(page)).toBe(0);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeSlide(page)).toBe(n - 1);
    await page.getByRole('button', { name: /^Slide 3: / }).click();
    await expect.poll(() => activeSlide(page)).toBe(2);
    expect(await page.getByRole('button', { name: /^Slide 3: / }).getAttribute('aria-current')).toBe('true');
    // Hidden slides are inert: their links are not in the tab order.
    expect(await slides(page).nth(0).getAttribute('inert')).not.toBeNull();
  });

  it('under prefers-reduced-motion nothing auto-advances and there is no pause button', async () => {
    context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('[data-testid="hero-pause"]').count()).toBe(0);
    expect(await page.locator('[data-testid="hero"] [aria-live]').getAttribute('aria-live')).toBe('polite');
    expect(await activeSlide(page)).toBe(0);
    await page.getByRole('button', { name: '下一张' }).click();
    expect(await activeSlide(page)).toBe(1);
  });
});

describe('hero photos (docs/decisions/036-slide-photos-wait.md)', () => {
  // A July morning: five slides whose photos no other part of the home shows (in winter the
  // season's three slides include the intro's illustration), so each photo's request is the slide's.
  const summer = browserSuite({ CLOCK_NOW: '2026-07-15T10:30:00+08:00' });
  /** The hero slides' photos in slide order, by file name, that no other picture of the page uses. */
  const slidePhotos = (page: Page) =>
    slides(page).evaluateAll((els) => {
      const name = (img: HTMLImageElement | null) => img?.getAttribute('src')?.split('/').pop() ?? '';
      const hero = els[0]!.closest('[data-testid="hero"]')!;
      const elsewhere = new Set([...document.querySelectorAll('img')].filter((img) => !hero.contains(img)).map(name));
      return els.map((e) => name(e.querySelector('img'))).map((n) => (elsewhere.has(n) ? '' : n));
    });

  it('the slides off screen wait: the next comes once the page has loaded, the one after at each move, all when the visitor reaches for it', async () => {
    context = await summer.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const asked = photoRequests(page);
    // The logo holds the page's load event until released.
    const release = await holdLoadEvent(page);
    await page.goto(`${summer.site.url}/`, { waitUntil: 'commit' });
    await waitForHydration(page);
    const photos = await slidePhotos(page);
    expect(photos.length).toBeGreaterThanOrEqual(4);
    expect(photos.every(Boolean)).toBe(true);
    // The slides sit within lazy loading's reach from the first layout, which comes before
    // hydration; two frames more for its observer to have asked for them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(asked).toContain(photos[0]);
    expect(asked.filter((n) => photos.slice(1).includes(n))).toEqual([]);

    release();
    await page.waitForLoadState('load');
    await expect.poll(() => asked.includes(photos[1]!)).toBe(true);
    expect(asked.filter((n) => photos.slice(2).includes(n))).toEqual([]);

    // A move (a scroll of the track, as a swipe makes) lets the slide after it come.
    await page.locator('[data-testid="hero"] .carousel-track').evaluate((el) => el.scrollTo({ left: el.clientWidth }));
    await expect.poll(() => activeSlide(page)).toBe(1);
    await expect.poll(() => asked.includes(photos[2]!)).toBe(true);
    expect(asked.filter((n) => photos.slice(3).includes(n))).toEqual([]);

    // A pointer on the carousel: no photo waits any more, and the browser's own lazy loading
    // brings each as the track nears it.
    await page.locator('[data-testid="hero"]').hover();
    await expect.poll(() => page.locator('[data-testid="hero"] [data-photo-wait]').count()).toBe(0);
    await page.locator('[data-testid="hero"] .carousel-track').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => photos.every((p) => asked.includes(p))).toBe(true);
  });

  it('without scripts every slide\'s photo loads with the page', async () => {
    context = await summer.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', javaScriptEnabled: false });
    const page = await context.newPage();
    const asked = photoRequests(page);
    await page.goto(`${summer.site.url}/`);
    expect(await page.evaluate(() => matchMedia('(scripting: enabled)').matches)).toBe(false);
    const photos = await slidePhotos(page);
    expect(photos.length).toBeGreaterThanOrEqual(4);
    await expect.poll(() => photos.every((p) => asked.includes(p))).toBe(true);
  });
});

describe('notices', () => {
  it('closures stay pinned; the next button walks through the other notices', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/en`);
    await waitForHydration(page);
    const notices = page.locator('[data-testid="notices"]');
    expect(await notices.locator('[data-level="closure"]').first().isVisible()).toBe(true);
    const visible = () => notices.locator('li[data-level]:not([hidden]):not([data-level="closure"])').textContent();
    const first = await visible();
    await page.getByRole('button', { name: 'Next notice' }).click();
    expect(await visible()).not.toBe(first);
  });
});

describe('the contact band at the foot of the home page', () => {
  // The seed's three codes, and five (a CMS may give more): side by side from a tablet up, none
  // alone on a second row, none past the card; the hotline on one line (side by side with the
  // codes on a tablet, it broke in two).
  it.each([820, 1100, 1440])('at %i px its QR codes share one row', async (width) => {
    context = await suite.browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/en`);
    const codes = page.locator('#today-contact .qr');
    expect(await codes.count()).toBe(3);
    const row = () =>
      page.locator('#today-contact .qr-list').evaluate((list) => ({
        tops: new Set([...list.children].map((el) => Math.round(el.getBoundingClientRect().top))).size,
        overflow: list.scrollWidth - list.clientWidth,
        narrowest: Math.min(...[...list.querySelectorAll('img')].map((img) => Math.round(img.getBoundingClientRect().width))),
      }));
    expect(await row()).toMatchObject({ tops: 1, overflow: 0 });
    // Two more codes, added once the band has hydrated (before, React would put its own list back).
    await page.locator('#today-contact').scrollIntoViewIfNeeded();
    await waitForPartHydration(page, '#today-contact .qr-list');
    await page.locator('#today-contact .qr-list').evaluate((list) => list.append(list.children[0]!.cloneNode(true), list.children[1]!.cloneNode(true)));
    expect(await codes.count()).toBe(5);
    const five = await row();
    expect(five).toMatchObject({ tops: 1, overflow: 0 });
    // Still a code a phone can read from the screen.
    expect(five.narrowest).toBeGreaterThanOrEqual(80);
    const hotline = page.locator('#today-contact [data-testid="consult"] a[href^="tel:"]').first();
    const { height, lineHeight } = await hotline.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(height).toBeLessThan(lineHeight * 1.5);
  });
});
