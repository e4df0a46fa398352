/**
 * The map: with no key the server-rendered schematic shows every place as a
 * link; with a key the AMap loader is tried (version 2.0, the same-origin security proxy set
 * first; the security code itself never reaches the browser) and, as it
 * cannot load here, only a console warning is left and the schematic stays. Requests that
 * would leave 127.0.0.1 are aborted by the test.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../shared/api/content.ts';
import { launchBrowser, waitForHydration, watchConsole } from '../support/browser.ts';
import { startSite, startStack, type Site } from '../support/site.ts';

let site: Site & { content: { url: string } };
let keyed: Site;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  site = await startStack();
  keyed = await startSite({ apiBaseUrl: site.content.url, env: { AMAP_KEY: 'test-key', AMAP_SECURITY_CODE: 'test-security-code' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await keyed?.close();
  await site?.close();
});
afterEach(async () => {
  await context?.close();
});

async function hotels(): Promise<ArticleSummary[]> {
  const res = await fetch(`${site.content.url}/website/api/web/article/getArticleList?typeCode=hotel&pageSize=12`, { headers: { 'accept-language': 'en' } });
  return ((await res.json()) as { data: { records: ArticleSummary[] } }).data.records.filter((h) => h.attrs.lat != null);
}

/** Only 127.0.0.1 is reachable; everything else is aborted and recorded. */
async function localOnly(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  // Local requests never enter the handler (routing them too made page loads flaky under load).
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      blocked.push(route.request().url());
      return route.abort();
    },
  );
  return blocked;
}

describe('map fallback', () => {
  it('with no key: markers for every place as links, no AMap attempt, no warnings', async () => {
    const list = await hotels();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const blocked = await localOnly(page);
    const seen = watchConsole(page);
    await page.goto(`${site.url}/en/hotel`);
    await waitForHydration(page);
    const map = page.locator('[data-testid="schematic-map"]');
    await map.waitFor({ state: 'visible' });
    const markers = map.locator('a[data-marker]');
    expect(await markers.count()).toBe(list.length);
    for (const [i, h] of list.entries()) {
      const m = map.locator(`a[data-marker="${h.id}"]`);
      expect(await m.getAttribute('href')).toBe(`/en/hotel/detail?id=${h.id}`);
      expect(await m.getAttribute('aria-label')).toBe(`${i + 1}. ${h.title}`);
      expect(await m.isVisible()).toBe(true);
    }
    expect(await page.locator('[data-testid="amap"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig)).toBeUndefined();
    expect(blocked).toEqual([]);
    expect(seen.warnings.filter((w) => /map/i.test(w))).toEqual([]);

    // A marker is a link to the place's page (client navigation).
    await markers.first().click();
    await page.waitForURL(`**/en/hotel/detail?id=${list[0]!.id}`);
    await page.locator('h1', { hasText: list[0]!.title }).waitFor();
  });

  it('with a key but no network: security proxy set first, v2.0 requested, a console warning, the schematic stays', async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const blocked = await localOnly(page);
    const seen = watchConsole(page);
    await page.goto(`${keyed.url}/scenicArea`);
    await waitForHydration(page);
    await expect.poll(() => seen.warnings.some((w) => w.includes('[map] AMap could not be loaded'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig)).toEqual({ serviceHost: `${keyed.url}/_AMapService` });
    expect(await page.content()).not.toContain('test-security-code');
    const amapUrl = blocked.map((u) => new URL(u)).find((u) => u.hostname === 'webapi.amap.com' && u.pathname === '/maps');
    expect(amapUrl?.searchParams.get('v')).toBe('2.0');
    expect(amapUrl?.searchParams.get('key')).toBe('test-key');
    expect(amapUrl?.searchParams.get('plugin') ?? '').toBe('');
    // The fallback is still what the visitor sees, with every spot.
    expect(await page.locator('[data-testid="schematic-map"]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="amap"]').getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('[data-testid="schematic-map"] a[data-marker]').count()).toBeGreaterThan(0);
    expect(seen.errors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e))).toEqual([]);
  });

  it('with a key and a working AMap (a stand-in script): the map upgrades, English base map on /en, popups link to details', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const blocked = await localOnly(page);
    // Served in place of https://webapi.amap.com/maps: the slice of AMap 2.0 the site uses.
    await page.route('https://webapi.amap.com/maps**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.__amap = { markers: [], popups: [] };
          window.AMap = {
            Map: function (el, opts) { window.__amap.opts = opts; el.appendChild(document.createElement('canvas'));
              this.add = function (m) { window.__amap.markers = m; }; this.setFitView = function () {}; this.destroy = function () {};
              this.on = function (ev, fn) { if (ev === 'complete') setTimeout(fn, 0); }; },
            Marker: function (o) { this.opts = o; var self = this; this.on = function (ev, fn) { self.click = fn; }; },
            InfoWindow: function () { this.setContent = function (c) { window.__amap.popups.push(c); document.body.appendChild(c); }; this.open = function () {}; this.close = function () {}; },
            Pixel: function () {},
          };
          window.___onAPILoaded();`,
      }),
    );
    const seen = watchConsole(page);
    await page.goto(`${keyed.url}/en/hotel`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('[data-testid="amap"]').getAttribute('aria-hidden')).toBe('false');
    expect(await page.evaluate(() => (window as any).__amap.opts.lang)).toBe('en');
    const list = await hotels();
    expect(await page.evaluate(() => (window as any).__amap.markers.length)).toBe(list.length);
    // The schematic under it leaves the tab order; its legend stays.
    expect(await page.locator('[data-testid="place-map"] [inert]').count()).toBe(1);
    // A marker's popup names the place and links to it (a client navigation).
    await page.evaluate(() => (window as any).__amap.markers[0].click());
    const popupLink = page.locator(`a[href="/en/hotel/detail?id=${list[0]!.id}"]`, { hasText: 'View details' }).last();
    await popupLink.click();
    await page.waitForURL(`**/en/hotel/detail?id=${list[0]!.id}`);
    expect(blocked.filter((u) => !u.startsWith('https://webapi.amap.com/maps'))).toEqual([]);
    expect(seen.warnings.filter((w) => w.includes('[map]'))).toEqual([]);
  });
});
