/**
 * XSS payload families and where they are planted: CMS fields (detail title, summary, rich
 * text, gallery images; home banner titles and links), query strings, and two /media files
 * (HTML posing as an image, a scripted SVG). Every payload calls `window.__xss++`, which
 * `countXss` counts in the browser. One catalogue for tests/browser/csp.test.ts and the long
 * run (`npm run test:hostile`).
 */
import type { Page } from 'playwright-core';
import { API } from './faults.ts';
import type { Behaviour } from './upstream.ts';

export const XSS = 'window.__xss++';
/** Markup payloads: each runs XSS if it ever executes. */
const BREAKOUT = `</script><script>${XSS}</script>`;
export const ATTR_BREAK = `"><svg/onload=${XSS}>`;
const RICH = [
  `<p>before</p><script>${XSS}</script>`,
  `<img src="x" onerror="${XSS}">`,
  `<svg onload="${XSS}"></svg>`,
  `<a id="xss-js" href="javascript:${XSS}">js link</a>`,
  `<a id="xss-data" href="data:text/html,<script>parent.${XSS}</script>">data link</a>`,
  `<iframe srcdoc="<script>parent.${XSS}</script>"></iframe>`,
].join('');
/** Payloads for query strings (attribute, element and script-state break-outs, a URL scheme). */
export const URL_PAYLOADS = [ATTR_BREAK, BREAKOUT, `javascript:${XSS}`, `'-${XSS}-'`, `<img src=x onerror=${XSS}>`, `{{constructor.constructor('${XSS}')()}}`];
/** Page URLs (English) that echo or parse a query value. */
export const queryTargets = (payload: string) => {
  const q = encodeURIComponent(payload);
  return [`/en/search?q=${q}`, `/en/hotel?page=${q}`, `/en/hotel/detail?id=${q}`, `/en/nowhere?x=${q}`];
};
export const EVIL_JPG = '/media/photos/evil.jpg';
export const EVIL_SVG = '/media/photos/evil.svg';

/** Fake-upstream behaviours (./upstream.ts) that plant the payloads; the rest is proxied. */
export const XSS_BEHAVIOURS: [string, Behaviour][] = [
  [EVIL_JPG, { kind: 'raw', contentType: 'text/html', body: `<script>${XSS}</script>` }],
  [EVIL_SVG, { kind: 'raw', contentType: 'image/svg+xml', body: `<svg xmlns="http://www.w3.org/2000/svg" onload="${XSS}"><script>${XSS}</script></svg>` }],
  [
    `${API}/article/getArticleDetail`,
    {
      kind: 'edit',
      edit: (body) => {
        if (!body.data) return body;
        body.data.title = `${body.data.title}${BREAKOUT}${ATTR_BREAK}`;
        body.data.summary = ATTR_BREAK;
        body.data.content = RICH;
        body.data.images = [...body.data.images, EVIL_SVG, EVIL_JPG];
        return body;
      },
    },
  ],
  [
    `${API}/homeModule/getHomeModule`,
    {
      kind: 'edit',
      edit: (body) => {
        if (body.data) body.data.banners = body.data.banners.map((b: { title: string }) => ({ ...b, title: b.title + BREAKOUT, link: `javascript:${XSS}` }));
        return body;
      },
    },
  ],
];

/** Counts executions of `window.__xss++` in every document of the page, from its first script on. */
export async function countXss(page: Page): Promise<() => number> {
  let hits = 0;
  await page.exposeBinding('__xssHit', () => void hits++);
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHit(): void };
    let n = 0;
    Object.defineProperty(window, '__xss', { get: () => n, set: (v: number) => ((n = v), w.__xssHit()), configurable: true });
  });
  return () => hits;
}

/** Clicks every element `selector` matches without waiting for navigation (planted links must not run). */
export async function clickAll(page: Page, selector: string): Promise<void> {
  const links = page.locator(selector);
  const n = await links.count();
  for (let i = 0; i < n; i++) await links.nth(i).click({ noWaitAfter: true, force: true, timeout: 2000 }).catch(() => {});
}
