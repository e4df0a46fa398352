/**
 * The site under its Content-Security-Policy in Chromium (docs/decisions/014-csp.md): every
 * route in both languages, the image viewer and the map (schematic, and a stand-in AMap script)
 * cause no CSP violation; and a family of XSS payloads planted in the CMS, in query strings and
 * in /media never runs (each would call `window.__xss++`, which the test counts). Requests that
 * would leave 127.0.0.1 are aborted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../shared/api/content.ts';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { startContent, startSite, type Site } from '../support/site.ts';

const API = '/website/api/web';
const XSS = 'window.__xss++';
/** Markup payloads: each runs XSS if it ever executes. */
const BREAKOUT = `</script><script>${XSS}</script>`;
const ATTR_BREAK = `"><svg/onload=${XSS}>`;
const RICH = [
  `<p>before</p><script>${XSS}</script>`,
  `<img src="x" onerror="${XSS}">`,
  `<svg onload="${XSS}"></svg>`,
  `<a id="xss-js" href="javascript:${XSS}">js link</a>`,
  `<a id="xss-data" href="data:text/html,<script>parent.${XSS}</script>">data link</a>`,
  `<iframe srcdoc="<script>parent.${XSS}</script>"></iframe>`,
].join('');

let content: { url: string; close(): Promise<void> };
let hostile: Server;
let site: Site;
let evil: Site;
let keyed: Site;
let browser: Browser;
let context: BrowserContext | undefined;

/**
 * The content service with payloads planted: article details get them in title and rich text,
 * home banners link to javascript:, and two /media URLs answer HTML and a scripted SVG.
 */
async function startHostileUpstream(target: string): Promise<string> {
  hostile = createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/media/photos/evil.jpg')) return res.writeHead(200, { 'content-type': 'text/html' }).end(`<script>${XSS}</script>`);
    if (url.startsWith('/media/photos/evil.svg')) return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(`<svg xmlns="http://www.w3.org/2000/svg" onload="${XSS}"><script>${XSS}</script></svg>`);
    const r = await fetch(target + url, { headers: { 'accept-language': String(req.headers['accept-language'] ?? '') } });
    const type = r.headers.get('content-type') ?? 'application/octet-stream';
    if (!type.startsWith('application/json')) return res.writeHead(r.status, { 'content-type': type }).end(Buffer.from(await r.arrayBuffer()));
    const body = (await r.json()) as { data: any };
    if (url.startsWith(`${API}/article/getArticleDetail`) && body.data) {
      body.data.title = `${body.data.title}${BREAKOUT}${ATTR_BREAK}`;
      body.data.summary = ATTR_BREAK;
      body.data.content = RICH;
      body.data.images = [...body.data.images, '/media/photos/evil.svg', '/media/photos/evil.jpg'];
    }
    if (url.startsWith(`${API}/homeModule/getHomeModule`) && body.data) {
      body.data.banners = body.data.banners.map((b: { title: string }) => ({ ...b, title: b.title + BREAKOUT, link: `javascript:${XSS}` }));
    }
    res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => hostile.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  content = await startContent();
  site = await startSite({ apiBaseUrl: content.url });
  evil = await startSite({ apiBaseUrl: await startHostileUpstream(content.url) });
  keyed = await startSite({ apiBaseUrl: content.url, env: { AMAP_KEY: 'test-key', AMAP_SECURITY_CODE: 'test-security-code' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await keyed?.close();
  await evil?.close();
  await site?.close();
  hostile?.closeAllConnections();
  await new Promise((r) => hostile?.close(r));
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
  let hits = 0;
  await page.exposeBinding('__cspReport', (_src, v: string) => void violations.push(v));
  await page.exposeBinding('__xssHit', () => void hits++);
  await page.addInitScript(() => {
    const w = window as unknown as { __cspReport(v: string): void; __xssHit(): void };
    let n = 0;
    Object.defineProperty(window, '__xss', { get: () => n, set: (v: number) => ((n = v), w.__xssHit()), configurable: true });
    document.addEventListener('securitypolicyviolation', (e) => w.__cspReport(`${e.effectiveDirective} ${e.blockedURI} at ${location.pathname}`));
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  return { page, violations, hits: () => hits };
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
    const paths: string[] = [];
    for (const r of ROUTE_LIST) paths.push(r.detail ? `${r.path}?id=${await firstId(r.typeCode!)}` : r.path);
    expect(paths).toHaveLength(ROUTE_LIST.length);
    for (const path of paths) {
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
    for (const sel of ['#xss-js', '#xss-data']) {
      const n = await w.page.locator(sel).count();
      for (let i = 0; i < n; i++) await w.page.locator(sel).nth(i).click({ noWaitAfter: true }).catch(() => {});
    }
    // Home banners link to javascript: and carry the break-out in their titles.
    await visit(w.page, `${evil.url}/en`);
    const banners = w.page.locator('a[href^="javascript:"]');
    for (let i = 0; i < (await banners.count()); i++) await banners.nth(i).click({ noWaitAfter: true, force: true }).catch(() => {});
    // Attribute break-outs through query strings.
    const q = encodeURIComponent(ATTR_BREAK);
    for (const path of [`/en/search?q=${q}`, `/en/hotel?page=${q}`, `/en/hotel/detail?id=${q}`, `/en/nowhere?x=${q}`]) {
      await visit(w.page, evil.url + path);
    }
    // The gallery shows the hostile media in <img>, and the viewer opens them.
    await visit(w.page, `${evil.url}/en/hotel/detail?id=${id}`);
    const last = w.page.locator('[data-testid="gallery"] a[data-viewer-index]').last();
    await last.click();
    await w.page.waitForFunction(() => document.querySelector('.viewer-container')?.classList.contains('viewer-in'));
    // Opened on their own, as documents.
    const html = await w.page.goto(`${evil.url}/media/photos/evil.jpg`);
    expect(html?.status()).toBe(502);
    const svg = await w.page.goto(`${evil.url}/media/photos/evil.svg`);
    expect(svg?.status()).toBe(200);
    expect(svg?.headers()['content-security-policy']).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'");
    // Let any late handler (image errors, onload) fire before counting: one more full page.
    await visit(w.page, `${evil.url}/en/hotel/detail?id=${id}`);
    await w.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(w.hits()).toBe(0);
  });
});
