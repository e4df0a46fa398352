/**
 * Home page behaviour in a real browser: the accessible hero carousel (pause, previous/next,
 * slide buttons; nothing moves under prefers-reduced-motion) and the notices line.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

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
