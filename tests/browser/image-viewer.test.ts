/**
 * The image viewer in a real browser (docs/behaviour.md §2 "Image viewer"): lazy-loaded
 * only when a visitor opens a photo, full-size photo, full toolbar, and zoom, rotate, next and
 * close by keyboard with focus returned to the gallery.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForHydration, watchConsole } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();
let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

// No item has two true photos (docs/decisions/018-true-pictures.md), so the many-photo gallery
// is the viewer demo: its first two photos and captions (client/pages/template/photos.ts, guide.json).
const GALLERY = '/en/template/preview-images';
const PHOTOS = ['/media/photos/eveningglow.jpg', '/media/photos/picosdeeuropa.jpg'];
const CAPTIONS = ['Rowing boats on the shore at sunset', 'A high trail below the snowline'];
const GALLERY_SIZE = 12;

const viewerLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/viewer-[\w-]+\.(js|css)$/.test(new URL(e.name).pathname)));
const canvasImg = (page: Page) => page.locator('.viewer-canvas img');

describe('image viewer', () => {
  it('opens from the gallery and works by keyboard: zoom, rotate, next, close', async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const seen = watchConsole(page);
    await page.goto(`${suite.site.url}${GALLERY}`);
    await waitForHydration(page);
    expect(await viewerLoaded(page)).toBe(false);

    const first = page.locator('[data-testid="gallery"] a[data-viewer-index="0"]').first();
    expect(await first.getAttribute('href')).toBe(PHOTOS[0]);
    await first.click();
    const viewer = page.locator('[data-testid="image-viewer"]');
    await viewer.waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.querySelector('.viewer-container')?.classList.contains('viewer-in'));
    expect(await viewerLoaded(page)).toBe(true);

    // The full-size photo, not a srcset variant; the title names it.
    await expect.poll(() => canvasImg(page).getAttribute('src')).toBe(PHOTOS[0]);
    expect(await canvasImg(page).getAttribute('srcset')).toBeNull();
    // The title appears once the photo has loaded (viewerjs' "viewed"); the demo's navbar loads
    // twelve full-size photos at once, so allow for a slow, shared machine.
    await expect.poll(() => page.locator('.viewer-title').textContent(), { timeout: 15_000 }).toContain(CAPTIONS[0]);
    // Navbar and the full toolbar, each button named.
    expect(await page.locator('.viewer-navbar .viewer-list > li').count()).toBe(GALLERY_SIZE);
    const labels = await page.locator('.viewer-toolbar li').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels).toEqual(['Zoom in', 'Zoom out', 'Actual size', 'Reset', 'Previous photo', 'Slideshow', 'Next photo', 'Rotate left', 'Rotate right', 'Flip horizontally', 'Flip vertically']);

    // Zoom in by keyboard (ArrowUp = one zoom step of 0.1).
    const width = () => canvasImg(page).evaluate((img) => img.getBoundingClientRect().width);
    const before = await width();
    await page.keyboard.press('ArrowUp');
    await expect.poll(width).toBeGreaterThan(before);

    // Rotate right: the toolbar button is focusable and answers Enter.
    await page.locator('.viewer-toolbar .viewer-rotate-right').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => canvasImg(page).evaluate((img) => img.style.transform)).toContain('rotate(90deg)');

    // Next photo (ArrowRight).
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => canvasImg(page).getAttribute('src')).toBe(PHOTOS[1]);
    await expect.poll(() => page.locator('.viewer-title').textContent(), { timeout: 15_000 }).toContain(CAPTIONS[1]);
    // The navbar marks the photo shown as current (viewerjs' aria-selected is not allowed on its buttons).
    const marks = () => page.locator('.viewer-list > li').evaluateAll((els) => els.map((e) => [e.getAttribute('aria-current'), e.getAttribute('aria-selected')]));
    await expect.poll(async () => (await marks()).slice(0, 3)).toEqual([[null, null], ['true', null], [null, null]]);

    // Escape closes it; focus returns to the photo it was opened from.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.viewer-container').count()).toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.viewerIndex)).toBe('0');
    expect(new URL(page.url()).pathname).toBe(GALLERY);
    expect(seen.errors).toEqual([]);
  });

  it('gallery lists (landscapes) open the viewer on their photo, and the link works without JavaScript', async () => {
    context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${suite.site.url}/landscapes`);
    const href = await noJs.locator('[data-testid="list-items"] a[data-viewer-index="1"]').getAttribute('href');
    expect(href).toMatch(/^\/media\/photos\/[a-z0-9_-]+\.jpg$/);
    await context.close();

    context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/landscapes`);
    await waitForHydration(page);
    await page.locator('[data-testid="list-items"] a[data-viewer-index="1"]').click();
    await page.locator('[data-testid="image-viewer"]').waitFor({ state: 'visible' });
    await expect.poll(() => canvasImg(page).getAttribute('src')).toBe(href);
    await expect.poll(async () => (await page.locator('.viewer-title').textContent())?.length ?? 0).toBeGreaterThan(0);
    // Chinese labels on a Chinese page.
    expect(await page.locator('.viewer-toolbar .viewer-zoom-in').getAttribute('aria-label')).toBe('放大');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.viewer-container').count()).toBe(0);
  });
});

describe('image viewer on a phone', () => {
  it('Back closes the viewer and stays on the page; the title is the caption; touch buttons are 44 px', async () => {
    context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const seen = watchConsole(page);
    await page.goto(`${suite.site.url}${GALLERY}`);
    await waitForHydration(page);
    const historyBefore = await page.evaluate(() => history.length);
    await page.locator('[data-testid="gallery"] a[data-viewer-index="0"]').first().click();
    await page.locator('[data-testid="image-viewer"]').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('.viewer-title').textContent(), { timeout: 15_000 }).toBe(CAPTIONS[0]);
    const sizes = await page.locator('.viewer-toolbar li').evaluateAll((els) => els.map((e) => `${e.getBoundingClientRect().width}x${e.getBoundingClientRect().height}`));
    expect(new Set(sizes)).toEqual(new Set(['44x44']));
    // The caption sits above the toolbar's two rows, and the toolbar above the thumbnails: no overlaps.
    const boxes = await page.evaluate(() => {
      const box = (s: string) => {
        const r = document.querySelector(`.viewer-container ${s}`)!.getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
      };
      return { title: box('.viewer-title'), toolbar: box('.viewer-toolbar > ul'), navbar: box('.viewer-navbar') };
    });
    expect(boxes.title.bottom).toBe(boxes.toolbar.top);
    expect(boxes.toolbar.bottom).toBeLessThanOrEqual(boxes.navbar.top);
    expect(boxes.toolbar.bottom - boxes.toolbar.top).toBe(12 + 2 * 44 + 2); // padding, two rows and the gap between them
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);

    await page.goBack();
    await expect.poll(() => page.locator('.viewer-container').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(GALLERY);
    expect(await page.locator('[data-testid="gallery"]').count()).toBeGreaterThan(0);

    // Closed another way (Escape), the extra entry goes too: Back then leaves for the previous page as usual.
    await page.locator('[data-testid="gallery"] a[data-viewer-index="1"]').first().click();
    await page.locator('[data-testid="image-viewer"]').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('.viewer-title').textContent(), { timeout: 15_000 }).toBe(CAPTIONS[1]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.viewer-container').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(GALLERY);
    expect(seen.errors).toEqual([]);
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });
});
