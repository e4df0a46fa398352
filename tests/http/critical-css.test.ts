/**
 * Critical CSS in the page head (docs/decisions/029-critical-css.md): the head's first
 * elements in order, the full stylesheet at the end of <body>, the inline rules allowed by the
 * unchanged CSP, and the same document and policy from the microcache.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_CLASS } from '../../shared/pre-paint/photo-hold.ts';
import { CRITICAL_CSS_FILE, ERROR_CRITICAL_KEY } from '../../server/render/critical-css.ts';
import { LEAD_PHOTO_CLASS } from '../../shared/lead-photo.ts';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { startStack, type Site } from '../support/site.ts';

const BUILT = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client', CRITICAL_CSS_FILE), 'utf8')) as Record<string, string>;
const STYLE_OPEN = '<style id="critical-css">';

/** The head's elements as `tag attr=value…` lines, in document order (the inline CSS shortened to its marker). */
function headElements(html: string): string[] {
  const head = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
  const out: string[] = [];
  const tag = /<(meta|link|style|script|title)\b([^>]*)>/g;
  for (let m = tag.exec(head); m; m = tag.exec(head)) {
    const attrs = [...m[2]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => `${k}=${v!.replace(/-[\w-]{8}\.(js|css)$/, '-*.$1')}`);
    out.push([m[1], ...attrs].join(' '));
    if (m[1] === 'style' || m[1] === 'script' || m[1] === 'title') tag.lastIndex = head.indexOf(`</${m[1]}>`, tag.lastIndex);
  }
  return out;
}

function inlineCss(html: string): string {
  const start = html.indexOf(STYLE_OPEN) + STYLE_OPEN.length;
  return html.slice(start, html.indexOf('</style>', start));
}

let site: Site;
async function pageCacheHits(): Promise<number> {
  const text = await site.metrics.registry.getSingleMetricAsString('page_cache_events_total');
  const line = text.split('\n').find((l) => l.startsWith('page_cache_events_total{event="hit",kind="page"}'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

beforeAll(async () => {
  site = await startStack();
});
afterAll(async () => {
  await site.close();
});

describe('the head of a page', () => {
  it('home: charset, viewport, the hero preload (small image for a phone), the entry\'s modulepreload, and the critical CSS after the head\'s links', async () => {
    const res = await request(site.url).get('/').set('accept-language', 'zh-CN');
    expect(res.status).toBe(200);
    const head = headElements(res.text);
    expect(head.slice(0, 4)).toEqual([
      'meta charSet=utf-8',
      'meta name=viewport content=width=device-width, initial-scale=1, viewport-fit=cover',
      'link rel=preload as=image imageSrcSet=/media/photos/w480/coldripple.jpg 480w, /media/photos/w960/coldripple.jpg 960w, /media/photos/coldripple.jpg 1600w imageSizes=100vw fetchPriority=high',
      'link rel=modulepreload fetchPriority=low href=/assets/entry-client-*.js',
    ]);
    // The 44 KB of CSS come after every preload, so a browser asks for the scripts before it has
    // them (client/Document.tsx), and before the pre-paint script and the state.
    const css = head.indexOf('style id=critical-css');
    expect(head.slice(css, css + 3)).toEqual(['style id=critical-css', 'script', 'script type=application/json id=__QL_STATE__']);
    expect(head.slice(0, css).filter((e) => e.startsWith('link rel=modulepreload')).length).toBe(head.filter((e) => e.startsWith('link rel=modulepreload')).length);
    expect(head.slice(0, css).some((e) => e.startsWith('link rel=preload as=fetch'))).toBe(true);
    // The route's rules, then the lead photo's preview rule (tests/http/lead-photo.test.ts).
    expect(inlineCss(res.text).startsWith(`${BUILT.home}.lead-photo{background:url(data:image/webp;base64,`)).toBe(true);
  });

  it('the entry\'s static imports are modulepreloaded at high priority, the page\'s modules at low', async () => {
    // Without these the browser finds them only once the entry has arrived: another round trip.
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const entryImports = new Set<string>();
    const walk = (key: string) => {
      for (const i of manifest[key]!.imports ?? []) if (!entryImports.has(manifest[i]!.file)) (entryImports.add(manifest[i]!.file), walk(i));
    };
    // Only Rolldown's runtime today: the entry's static graph is one chunk (vite.config.ts,
    // decision 044). The listing itself is pinned on a written manifest by tests/unit/template.test.ts.
    walk('client/entry-client.tsx');
    const entryFile = manifest['client/entry-client.tsx']!.file;
    for (const path of ['/', '/en/hotel']) {
      const res = await request(site.url).get(path);
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => ({ file: /href="\/([^"]+)"/.exec(tag)![1]!, low: tag.includes('fetchPriority="low"') }));
      // The entry (React's bootstrap preload, low) and its imports, first; then the page's modules,
      // low: the root hydrates without them (docs/decisions/051-page-hydrates-after-the-shell.md).
      expect(preloads.slice(0, entryImports.size + 1).map((p) => p.file).sort()).toEqual([entryFile, ...entryImports].sort());
      expect(preloads.map((p) => p.low)).toEqual(preloads.map((_, i) => i === 0 || i > entryImports.size));
      expect(new Set(preloads.map((p) => p.file)).size).toBe(preloads.length);
      expect(preloads.some((p) => /Page-[\w-]{8}\.js$/.test(p.file))).toBe(true);
    }
  });

  it('a list page: the entry right after the viewport, the critical CSS after the preloads, no logo preload, no stylesheet in <head>', async () => {
    const res = await request(site.url).get('/en/hotel');
    const head = headElements(res.text);
    expect(head.slice(0, 3)).toEqual([
      'meta charSet=utf-8',
      'meta name=viewport content=width=device-width, initial-scale=1, viewport-fit=cover',
      'link rel=modulepreload fetchPriority=low href=/assets/entry-client-*.js',
    ]);
    expect(head.findLastIndex((e) => e.startsWith('link rel=modulepreload'))).toBeLessThan(head.indexOf('style id=critical-css'));
    expect(head.filter((e) => e.includes('rel=stylesheet') || e.includes('as=image'))).toEqual([]);
    expect(inlineCss(res.text)).toBe(BUILT.hotel);
  });

  it('the full stylesheet is linked once, at the end of <body>, after the page content', async () => {
    const res = await request(site.url).get('/en/hotel');
    const links = [...res.text.matchAll(/<link rel="stylesheet" href="\/assets\/entry-client-[\w-]{8}\.css"\/>/g)];
    expect(links).toHaveLength(1);
    expect(links[0]!.index).toBeGreaterThan(res.text.indexOf('</footer>'));
    expect(links[0]!.index).toBeLessThan(res.text.indexOf('</body>'));
  });

  it('routes that share a page module inline their own route\'s rules', async () => {
    for (const [path, route] of [['/en/restaurants', 'restaurants'], ['/shop', 'shop'], ['/hotel/detail?id=1005', 'hotelDetail']] as const) {
      const res = await request(site.url).get(path);
      expect(res.status).toBe(200);
      expect(inlineCss(res.text)).toBe(BUILT[route]);
    }
    expect(BUILT.restaurants).not.toBe(BUILT.hotel);
  });

  it('an error page inlines the error layout rules', async () => {
    const res = await request(site.url).get('/en/no-such-page');
    expect(res.status).toBe(404);
    expect(inlineCss(res.text)).toBe(BUILT[ERROR_CRITICAL_KEY]);
  });
});

describe('the build', () => {
  it('has critical CSS for every route of the route table and the error layout, with the brand, the colour-mode tokens and the photo hold in each', () => {
    expect(Object.keys(BUILT).sort()).toEqual([...ROUTE_LIST.map((r) => r.id), ERROR_CRITICAL_KEY].sort());
    // The hold must work from the first layout, before the full stylesheet (docs/decisions/037-photos-wait-for-the-page.md).
    const hold = `@media (scripting:enabled){.${HOLD_CLASS} main:has(.${LEAD_PHOTO_CLASS}) img[loading=lazy]{display:none}}`;
    for (const css of Object.values(BUILT)) {
      for (const rule of ['.brand{', 'html.dark{', 'html.a11y-contrast{', hold]) expect(css).toContain(rule);
    }
  });
});

describe('the CSP and the microcache', () => {
  /**
   * style-src keeps 'unsafe-inline' (docs/decisions/014-csp.md), which allows the inline
   * <style>. No hash or nonce is added: either would switch 'unsafe-inline' off (CSP3) and
   * block React's style attributes and AMap's own <style> elements.
   */
  const STYLE_SRC = "style-src 'self' 'unsafe-inline'";

  it('a fresh and a cached copy of a page carry the same document and the same policy, which allows the inline style', async () => {
    const first = await request(site.url).get('/en/hotel?area=lake');
    const hitsBefore = await pageCacheHits();
    const second = await request(site.url).get('/en/hotel?area=lake');
    expect(await pageCacheHits()).toBe(hitsBefore + 1);
    for (const res of [first, second]) {
      const policy = String(res.headers['content-security-policy']).split(';');
      expect(policy).toContain(STYLE_SRC);
      expect(policy.filter((d) => d.startsWith('style-src'))).toEqual([STYLE_SRC]);
    }
    expect(second.text).toBe(first.text);
    expect(inlineCss(second.text)).toBe(BUILT.hotel);
  });
});
