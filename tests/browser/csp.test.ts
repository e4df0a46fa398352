/**
 * The site under its Content-Security-Policy in Chromium (docs/decisions/014-csp.md): every
 * route in both languages, the image viewer and the map (schematic, and a stand-in AMap script)
 * cause no CSP violation; and a family of XSS payloads planted in the CMS, in query strings and
 * in /media never runs (each would call `window.__xss++`, which the test counts). Requests that
 * would leave 127.0.0.1 fail in Chromium (CHROMIUM_ARGS). The payload catalogue is shared with `npm run test:hostile`
 * (tests/support/xss.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ArticleSummary } from '../../shared/api/content.ts';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { connectBrowser, waitForHydration } from '../support/browser.ts';
import { API } from '../support/faults.ts';
import { ROUTE_PATHS } from '../support/route-pages.ts';
import { startContent, startSite, type Site } from '../support/site.ts';
import { startFakeUpstream, type FakeUpstream } from '../support/upstream.ts';
import { ATTR_BREAK, clickAll, countXss, EVIL_JPG, EVIL_SVG, queryTargets, XSS, XSS_BEHAVIOURS } from '../support/xss.ts';

let content: { url: string; close(): Promise<void> };
let hostile: FakeUpstream;
let site: Site;
let evil: Site;
let keyed: Site;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  content = await startContent();
  site = await startSite({ apiBaseUrl: content.url });
  hostile = await startFakeUpstream(content.url);
  for (const [path, behaviour] of XSS_BEHAVIOURS) hostile.set(path, behaviour);
  evil = await startSite({ apiBaseUrl: hostile.url });
  keyed = await startSite({ apiBaseUrl: content.url, env: { AMAP_KEY: 'test-key', AMAP_SECURITY_CODE: 'test-security-code' } });
  browser = await connectBrowser(inject('sharedBrowser').wsEndpoint);
});
afterAll(async () => {
  await browser?.close();
  await keyed?.close();
  await evil?.close();
  await site?.close();
  await hostile?.close();
  await content?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

interface Watch {
  page: Page;
  violations: string[];
  /** Executions of `window.__xss++` in any document of the page. */
  hits: () => number;
}

/** A page that reports CSP violations (event and console) and XSS executions. */
async function watchedPage(locale = 'en-US'): Promise<Watch> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  const page = await context.newPage();
  const violations: string[] = [];
  const hits = await countXss(page);
  await page.exposeBinding('__cspReport', (_src, v: string) => void violations.push(v));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspReport(v: string): void };
    document.addEventListener('securitypolicyviolation', (e) => w.__cspReport(`${e.effectiveDirective} ${e.blockedURI} at ${location.pathname}`));
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return { page, violations, hits };
}

async function firstId(typeCode: string): Promise<number> {
  const res = await fetch(`${content.url}${API}/article/getArticleList?typeCode=${typeCode}&pageSize=1`);
  const id = ((await res.json()) as { data: { records: ArticleSummary[] } }).data.records[0]?.id;
  expect(id, `an article of type ${typeCode}`).toEqual(expect.any(Number));
  return id!;
}

async function visit(page: Page, url: string): Promise<void> {
  const res = await page.goto(url);
  expect(res?.headers()['content-security-policy'], url).toContain("default-src 'self'");
  await waitForHydration(page);
}

describe('the site under its CSP', { timeout: 600_000 }, () => {
  it('every route in both languages loads and hydrates with no violation', async () => {
    const w = await watchedPage();
    expect(ROUTE_PATHS).toHaveLength(ROUTE_LIST.length);
    for (const path of ROUTE_PATHS) {
      await visit(w.page, site.url + path);
      await visit(w.page, site.url + (path === '/' ? '/en' : `/en${path}`));
    }
    expect(w.violations).toEqual([]);
  });

  it('the image viewer and the schematic map work with no violation', async () => {
    const w = await watchedPage();
    // Restaurant 1105 (Mirror Lake Café) has a true photo, so its gallery opens the viewer.
    await visit(w.page, `${site.url}/en/restaurants/detail?id=1105`);
    await w.page.locator('[data-testid="gallery"] a[data-viewer-index="0"]').first().click();
    await w.page.waitForFunction(() => document.querySelector('.viewer-container')?.classList.contains('viewer-in'));
    await w.page.keyboard.press('ArrowUp');
    await w.page.keyboard.press('Escape');
    await visit(w.page, `${site.url}/en/scenicArea`);
    await w.page.locator('[data-testid="schematic-map"]').waitFor({ state: 'visible' });
    expect(w.violations).toEqual([]);
  });

  it('AMap (a stand-in script from webapi.amap.com) loads and upgrades the map with no violation', async () => {
    const w = await watchedPage();
    await w.page.route('https://webapi.amap.com/maps**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.AMap = {
            Map: function (el) { el.appendChild(document.createElement('canvas')); this.add = function () {}; this.setFitView = function () {};
              this.destroy = function () {}; this.on = function (ev, fn) { if (ev === 'complete') setTimeout(fn, 0); }; },
            Marker: function () { this.on = function () {}; },
            InfoWindow: function () { this.setContent = function () {}; this.open = function () {}; this.close = function () {}; },
            Pixel: function () {},
          };
          window.___onAPILoaded();`,
      }),
    );
    await visit(w.page, `${keyed.url}/en/hotel`);
    await expect.poll(() => w.page.locator('[data-testid="amap"]').getAttribute('aria-hidden')).toBe('false');
    expect(await w.page.evaluate(() => (window as unknown as { _AMapSecurityConfig: unknown })._AMapSecurityConfig)).toEqual({ serviceHost: `${keyed.url}/_AMapService` });
    expect(w.violations).toEqual([]);
  });
});

describe('XSS payloads never run', { timeout: 120_000 }, () => {
  it('the detectors work (control): an execution is counted, an injected inline script is blocked and reported', async () => {
    const w = await watchedPage();
    await visit(w.page, `${site.url}/en`);
    await w.page.evaluate(() => (window as unknown as { __xss: number }).__xss++);
    expect(w.hits()).toBe(1);
    await w.page.evaluate((code) => {
      const s = document.createElement('script');
      s.textContent = code;
      document.body.append(s);
    }, XSS);
    await expect.poll(() => w.violations.some((v) => v.startsWith('script-src-elem inline at /en'))).toBe(true);
    expect(w.hits()).toBe(1);
  });

  it('planted in CMS fields, links, query strings and /media: 0 executions', async () => {
    const w = await watchedPage();
    const id = await firstId('hotel');
    // Rich text, title (state break-out) and summary of a detail page, in both languages.
    for (const path of [`/en/hotel/detail?id=${id}`, `/hotel/detail?id=${id}`]) {
      await visit(w.page, evil.url + path);
      expect(await w.page.locator('h1').first().textContent()).toContain('</script>');
    }
    // The planted links: clicking must not run them.
    for (const sel of ['#xss-js', '#xss-data']) await clickAll(w.page, sel);
    // Home banners link to javascript: and carry the break-out in their titles.
    await visit(w.page, `${evil.url}/en`);
    await clickAll(w.page, 'a[href^="javascript:"]');
    // Attribute break-outs through query strings.
    for (const path of queryTargets(ATTR_BREAK)) await visit(w.page, evil.url + path);
    // The gallery shows the hostile media in <img>, and the viewer opens them.
    await visit(w.page, `${evil.url}/en/hotel/detail?id=${id}`);
    const last = w.page.locator('[data-testid="gallery"] a[data-viewer-index]').last();
    await last.click();
    await w.page.waitForFunction(() => document.querySelector('.viewer-container')?.classList.contains('viewer-in'));
    // Opened on their own, as documents.
    const html = await w.page.goto(evil.url + EVIL_JPG);
    expect(html?.status()).toBe(502);
    const svg = await w.page.goto(evil.url + EVIL_SVG);
    expect(svg?.status()).toBe(200);
    expect(svg?.headers()['content-security-policy']).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'");
    // Let any late handler (image errors, onload) fire before counting: one more full page.
    await visit(w.page, `${evil.url}/en/hotel/detail?id=${id}`);
    await w.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(w.hits()).toBe(0);
  });
});
