/**
 * A first visit on one bar of signal opens offline after a short stay
 * (docs/decisions/047-first-page-before-the-precache.md): the worker saves the page being
 * visited, with what it loaded, before the rest of its precache, so a visitor who leaves (or
 * loses signal) a few seconds after the page showed still gets it back offline, content and all.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { slowLink, type SlowLink } from '../support/slow-link.ts';

const suite = browserSuite();
let context: BrowserContext | undefined;
let link: SlowLink | undefined;
afterEach(async () => {
  await link?.stop();
  await context?.close();
  context = undefined;
  link = undefined;
});

/** Whether the page's own URL is in Cache Storage, and how many entries of the worker's precache are. */
const progress = (page: Page) =>
  page.evaluate(async () => {
    const saved = Boolean(await caches.match(location.href, { ignoreVary: true }));
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
    const precached = name ? (await (await caches.open(name)).keys()).length : 0;
    return { saved, precached };
  });
/** The worker's precache list, read outside the throttled browser. */
const listed = async () => [...(await (await fetch(suite.site.url + '/sw.js')).text()).matchAll(/"url":"([^"]+)"/g)].length;

describe('a first visit on a slow link', () => {
  it.each([
    ['/', 'zh-CN', 'zh-CN', '今日青岚'],
    ['/en', 'en-GB', 'en', 'Qinglan today'],
  ] as const)('%s is saved before the precache finishes and opens offline with its content', async (path, locale, lang, today) => {
    context = await suite.browser.newContext({ serviceWorkers: 'allow', locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    link = await slowLink(page);
    const start = Date.now();
    await page.goto(suite.site.url + path);
    await waitForHydration(page);
    const shown = Date.now() - start;
    await expect.poll(async () => (await progress(page)).saved, { timeout: 30_000, interval: 100 }).toBe(true);
    const savedAfter = Date.now() - start;
    const { precached } = await progress(page);
    const all = await listed();
    console.log(`first visit ${path} on one bar: shown after ${shown} ms, saved after ${savedAfter} ms, ${precached} of ${all} precached then`);
    expect(link.workers).toBe(1);
    // The page came first: the precache is still under way when the visitor leaves.
    expect(all).toBeGreaterThan(60);
    expect(precached).toBeLessThan(all);

    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    // Whatever opens now comes from what the worker saved, not from the browser's HTTP cache.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await expect.poll(() => page.locator('#today-heading').innerText()).toBe(today);
    expect(await page.locator('[data-testid="hero"]').isVisible()).toBe(true);
    // The first slide's photo, as the first visit loaded it, from the worker.
    await expect.poll(() => page.locator('[data-testid="hero"] img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Styled: every stylesheet the page links loaded from the worker.
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet !== null))).toBe(true);
  });
});
