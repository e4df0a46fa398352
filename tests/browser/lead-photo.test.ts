/**
 * The lead photo's preview in a browser (docs/decisions/035-lead-photo-preview.md): while every
 * photo is held on the network, the home hero already shows its first picture from the
 * preview in the HTML, and that paint is the Largest Contentful Paint so far. When the photo
 * arrives it covers the preview. On a 1x phone the photo is the 480 px file, no larger than
 * the preview, so the LCP stays the early paint; on a wide screen the 1600 px photo is the
 * sharper picture and becomes the LCP (Chrome counts an upscaled image at its own size).
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

// Microcache off: a page rendered before the server held the preview must not be served again.
const suite = browserSuite({ PAGE_CACHE_TTL_MS: '0' });
const { poll } = pageOpener(suite);

/**
 * A render waits only 150 ms for a preview the server does not hold yet (server/render/photo-preview.ts);
 * on a loaded machine the first render can miss it. Ask until a render has it, then test the browser.
 */
const previewHeld = (url: string) => poll(async () => (await (await fetch(url)).text()).includes('data:image/webp;base64,'));

/** Every Largest Contentful Paint candidate's URL ('' for text), in order. */
const LCP_PROBE = `window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push(e.url); }).observe({ type: 'largest-contentful-paint', buffered: true });`;

describe('the lead photo preview', () => {
  it.each([
    ['/', 'zh-CN', 390, 844, /^data:image\/webp;base64,/],
    ['/en', 'en-US', 1440, 900, /\/media\/photos\/coldripple\.jpg$/],
  ] as const)('%s (%s) at %i px: the preview paints behind the first photo before any photo arrives', async (path, locale, width, height, finalLcp) => {
    await previewHeld(suite.site.url + path).toBe(true);
    const context = await suite.browser.newContext({ viewport: { width, height }, locale });
    try {
      await context.addInitScript(LCP_PROBE);
      const page = await context.newPage();
      const held: Route[] = [];
      await page.route('**/media/photos/**', (route) => void held.push(route));
      await page.goto(suite.site.url + path, { waitUntil: 'domcontentloaded' });

      const lead = page.locator('[data-testid="hero"] img.lead-photo');
      expect(await lead.count()).toBe(1);
      expect(await lead.evaluate((img) => getComputedStyle(img).backgroundImage.startsWith('url("data:image/webp;base64,'))).toBe(true);
      await poll(() => page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp.at(-1) ?? null)).toMatch(/^data:image\/webp;base64,/);
      // The photo itself was asked for and is still held: what painted came with the HTML.
      expect(held.some((r) => r.request().url().includes('/coldripple.jpg'))).toBe(true);
      expect(await lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);

      for (const route of held.splice(0)) await route.continue();
      await page.unroute('**/media/photos/**');
      await poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The photo's own paint is reported after it: wait for the frame after it loaded.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await poll(() => page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp.at(-1))).toMatch(finalLcp);
    } finally {
      await context.close();
    }
  });
});
