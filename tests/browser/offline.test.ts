/**
 * Offline use (docs/decisions/020-offline-service-worker.md): after a first visit the service
 * worker controls the site; offline, seen pages reload and open by client navigation in their
 * language, anything else shows the localized offline page listing what is saved, and one
 * language's data is never served for the other's URL.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForActiveWorker, waitForHydration } from '../support/browser.ts';
import { countDocuments } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();
let context: BrowserContext;
let page: Page;

const go = async (path: string) => {
  await page.goto(suite.site.url + path);
  await waitForHydration(page);
};
/** A client-side navigation through the router (it listens to popstate). */
const clientNavigate = (to: string) =>
  page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
const h1 = () => page.locator('h1').first().innerText();
const cacheKeys = (name: string) =>
  page.evaluate(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search).sort(), name);
beforeAll(async () => {
  context = await suite.browser.newContext({ serviceWorkers: 'allow', locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // First visit: the worker installs (the root `/` is `private, no-store`: never in the page cache;
  // docs/decisions/023-offline-pack.md keeps it aside for offline use only).
  await go('/');
  await waitForActiveWorker(page);
  // Next loads go through the worker.
  await go('/hotel');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${suite.site.url}/sw.js`);
  await clientNavigate('/restaurants');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === '美食');
  await clientNavigate('/');
  await page.waitForFunction(() => document.title === '青岚山风景名胜区官方网站');
  await go('/en/hotel');
  await clientNavigate('/en/shop');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Shopping');
  await go('/hotel');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  // The page learns of it by an event: wait for it rather than racing it.
  await page.waitForFunction(() => !navigator.onLine);
});
afterAll(async () => {
  await context?.close();
});

describe('offline after a first visit', () => {
  it('keeps pages and data under their own language URLs, and nothing marked no-store', async () => {
    expect(await cacheKeys('qinglan-pages')).toEqual(['/en/hotel', '/hotel']);
    expect((await cacheKeys('qinglan-data')).filter((k) => k.startsWith('/_data/page'))).toEqual(['/_data/page/', '/_data/page/en/shop', '/_data/page/restaurants']);
    // The version of the shell's stable part each page named, one per language (docs/decisions/027-versioned-shell.md).
    const shells = await cacheKeys('qinglan-shell');
    expect(shells).toHaveLength(2);
    expect(shells[0]).toMatch(/^\/_data\/shell\/en\/[\w-]{16}$/);
    expect(shells[1]).toMatch(/^\/_data\/shell\/zh-CN\/[\w-]{16}$/);
  });

  it('reloads a seen page from the cache', async () => {
    await page.reload();
    await waitForHydration(page);
    expect(await h1()).toBe('住宿');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  });

  it('opens seen pages by client navigation from saved data, without a page load', async () => {
    const docs = countDocuments(page);
    await clientNavigate('/restaurants');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '美食');
    await clientNavigate('/');
    await page.waitForFunction(() => document.title === '青岚山风景名胜区官方网站');
    expect(docs.count).toBe(0);
  });

  it('opens a page saved without its data by a full load the worker answers', async () => {
    await go('/hotel');
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
    await clientNavigate('/en/hotel');
    // A new document (the marker is gone) that hydrated.
    await page.waitForFunction(() => !(window as unknown as { __before?: boolean }).__before && document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await h1()).toBe('Where to stay');
  });

  it('never serves the English data for the Chinese URL: /shop shows the Chinese offline page', async () => {
    await go('/hotel');
    await clientNavigate('/shop');
    await page.waitForURL(`${suite.site.url}/shop`);
    await page.locator('[data-testid="offline-page"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await h1()).toBe('您目前处于离线状态');
  });

  it.each([
    // The zh-CN home, kept apart under `/` (client/sw/root.ts), first; the English home was not visited.
    ['/shop', 'zh-CN', '您目前处于离线状态', ['/', '/hotel'], '重试'],
    ['/en/shop', 'en', "You're offline", ['/en/hotel'], 'Try again'],
  ] as const)('shows the localized offline page, listing saved pages, for a page not saved (%s)', async (path, lang, title, saved, retry) => {
    // A page of its own: an offline page left open reloads itself when the network returns.
    const p = await context.newPage();
    try {
      await p.goto(suite.site.url + path);
      await expect.poll(() => p.evaluate(() => document.documentElement.lang).catch(() => null)).toBe(lang);
      expect(await p.locator('h1').first().innerText()).toBe(title);
      await expect.poll(() => p.locator('[data-testid="offline-saved"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(saved);
      expect(await p.locator('[data-retry]').innerText()).toBe(retry);
    } finally {
      await p.close();
    }
  });
});

describe('offline without a service worker (first visit, or the worker blocked)', () => {
  for (const [path, to, title, message] of [
    // A query no page links to: nothing can have prefetched its data while online.
    ['/hotel', '/shop?area=never-linked', '网络已断开', '您目前处于离线状态，这个页面还没有保存在手机上。有信号后请点“重新加载”。'],
    ['/en/hotel', '/en/shop?area=never-linked', "You're offline", `You're offline and this page hasn't been saved on your phone yet. Tap "Reload" once you have signal.`],
  ] as const) {
    it(`a client navigation shows the localized offline message (${to})`, async () => {
      const ctx = await suite.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
      try {
        const p = await ctx.newPage();
        await p.goto(suite.site.url + path);
        await waitForHydration(p);
        // Prefetches (page chunks in view) finish first: Chrome's offline emulation can leave a
        // request in flight hanging for good, and the navigation would wait on it.
        await p.waitForLoadState('networkidle');
        await ctx.setOffline(true);
        await p.waitForFunction(() => !navigator.onLine);
        // Chrome's offline emulation can let an in-flight keep-alive request hang instead of
        // failing; the data request fails for certain, as it does with no signal.
        await p.route('**/_data/**', (route) => route.abort('internetdisconnected'));
        await p.evaluate((href) => {
          history.pushState(null, '', href);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, to);
        await p.locator('[data-testid="error-message"]').waitFor({ timeout: 15_000 });
        expect(await p.locator('#error-title').innerText()).toBe(title);
        expect(await p.locator('[data-testid="error-message"]').innerText()).toBe(message);
        expect(await p.locator('[data-testid="error-status"]').innerText()).toBe('503');
      } finally {
        await ctx.close();
      }
    });
  }

  /** /hotel open, then offline; `hold` keeps the page data request waiting until released. */
  async function offlineOnHotel(blocked?: RegExp) {
    const ctx = await suite.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const p = await ctx.newPage();
    // A page module that never loaded: blocked from the start, so no prefetch can have fetched it.
    if (blocked) await p.route(blocked, (route) => route.abort('failed'));
    await p.goto(suite.site.url + '/hotel');
    await waitForHydration(p);
    await p.waitForLoadState('networkidle');
    await ctx.setOffline(true);
    await p.waitForFunction(() => !navigator.onLine);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await p.route('**/_data/**', async (route) => {
      await released;
      await route.abort('internetdisconnected');
    });
    return { ctx, p, release, docs: countDocuments(p) };
  }

  it('a code chunk failing in the background while a navigation waits stays a failed chunk: no full load that nothing could answer', async () => {
    const { ctx, p, release, docs } = await offlineOnHotel();
    try {
      const data = p.waitForRequest('**/_data/page/**');
      await p.evaluate(() => {
        history.pushState(null, '', '/shop?area=never-linked');
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      await data; // the navigation is under way, waiting for its data
      // What Vite dispatches when a background import (a prefetch, a part coming into view) fails.
      await p.evaluate(() => dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new TypeError('Failed to fetch dynamically imported module') })));
      release();
      await p.locator('[data-testid="error-message"]').waitFor({ timeout: 15_000 });
      expect(await p.locator('#error-title').innerText()).toBe('网络已断开');
      expect(docs.urls).toEqual([]);
      expect(new URL(p.url()).pathname + new URL(p.url()).search).toBe('/shop?area=never-linked');
    } finally {
      await ctx.close();
    }
  });

  it('a page whose code never loaded shows the offline message instead of reloading', async () => {
    const { ctx, p, release, docs } = await offlineOnHotel(/\/assets\/ColorPage-[\w-]+\.js$/);
    try {
      release();
      await p.evaluate(() => {
        history.pushState(null, '', '/template/color');
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      await p.locator('[data-testid="error-message"]').waitFor({ timeout: 15_000 });
      expect(await p.locator('#error-title').innerText()).toBe('网络已断开');
      expect(await p.locator('[data-testid="error-status"]').innerText()).toBe('503');
      expect(docs.urls).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
