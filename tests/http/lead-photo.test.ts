/**
 * The lead photo's preview (docs/decisions/035-lead-photo-preview.md): the home page carries
 * the preview file of its first banner's photo inline, behind that photo; pages led by text
 * carry none; an upstream preview that is missing, of another type, too big, not a WebP or
 * slow leaves the page as it was without one, fetched once per photo, and never holds the
 * page back.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeModule } from '../../shared/api/content.ts';
import type { Locale } from '../../shared/api/envelope.ts';
import { contentApi } from '../support/content-api.ts';
import { startSite, type Site } from '../support/site.ts';
import type { Behaviour, FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const PREVIEWS = resolve(import.meta.dirname, '../../content-service/media/photos/preview');

const scenario = upstreamSuite();
let upstream: FakeUpstream;
const cms = contentApi(() => scenario.content.url);

beforeAll(() => {
  upstream = scenario.upstream;
});

/** The first banner's photo name, as the content service has it for this language. */
async function firstBannerPhoto(locale: Locale): Promise<string> {
  const home = await cms.api<HomeModule>('/homeModule/getHomeModule', {}, locale);
  const name = /^\/media\/photos\/([a-z0-9_-]+)\.jpg$/.exec(home.banners[0]!.image)?.[1];
  if (!name) throw new Error(`unexpected banner photo ${home.banners[0]!.image}`);
  return name;
}

/** The <img> elements that carry the lead photo class. */
const leadImages = (html: string) => [...html.matchAll(/<img [^>]*class="[^"]*\blead-photo\b[^"]*"[^>]*>/g)].map((m) => m[0]);

/** A fresh site (so nothing is held from an earlier case) against the fake upstream, page cache off. */
async function withSite(run: (site: Site) => Promise<void>): Promise<void> {
  const site = await startSite({ apiBaseUrl: upstream.url, env: { PAGE_CACHE_TTL_MS: '0' } });
  try {
    await run(site);
  } finally {
    await site.close();
  }
}

describe('the preview in the page', () => {
  it('/ and /en carry their first banner photo\'s preview file, as a rule behind the hero\'s first photo', async () => {
    await withSite(async (site) => {
      for (const [path, locale] of [['/', 'zh-CN'], ['/en', 'en']] as const) {
        const name = await firstBannerPhoto(locale);
        const bytes = readFileSync(resolve(PREVIEWS, `${name}.webp`));
        const res = await request(site.url).get(path).set('accept-language', locale);
        expect(res.status).toBe(200);
        const open = res.text.indexOf('<style id="critical-css">');
        const critical = res.text.slice(open, res.text.indexOf('</style>', open));
        expect(critical.endsWith(`.lead-photo{background:url(data:image/webp;base64,${bytes.toString('base64')}) 50% 50%/cover no-repeat}`)).toBe(true);
        const images = leadImages(res.text);
        expect(images).toHaveLength(1);
        expect(images[0]).toContain(`src="/media/photos/w960/${name}.jpg"`);
        expect(images[0]).toContain('fetchPriority="high"');
      }
    });
  });

  it('pages led by text carry no preview', async () => {
    await withSite(async (site) => {
      for (const path of ['/en/hotel', '/tourist', '/en/theme/list', '/hotel/detail?id=1005']) {
        const res = await request(site.url).get(path);
        expect(res.status, path).toBe(200);
        expect(res.text, path).not.toContain('.lead-photo{');
        expect(leadImages(res.text), path).toEqual([]);
      }
    });
  });
});

describe('an upstream preview the site does not take', () => {
  const cases: [string, Behaviour][] = [
    ['missing (404)', { kind: 'raw', status: 404, body: 'not found', contentType: 'text/plain' }],
    ['a server error', { kind: 'raw', status: 500, body: 'boom', contentType: 'text/plain' }],
    ['HTML', { kind: 'raw', body: '<script>alert(1)</script>', contentType: 'text/html' }],
    ['an SVG', { kind: 'raw', body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', contentType: 'image/svg+xml' }],
    ['labelled WebP but not one', { kind: 'raw', body: `<svg onload=alert(1)>${'x'.repeat(100)}`, contentType: 'image/webp' }],
    ['a WebP over 8 KiB', { kind: 'raw', body: `RIFF\u0000\u0000\u0000\u0000WEBPVP8 ${'x'.repeat(8 * 1024)}`, contentType: 'image/webp' }],
  ];

  it.each(cases)('%s: the page is whole without it, and the preview was asked for once in three renders', async (_what, behaviour) => {
    const name = await firstBannerPhoto('zh-CN');
    const path = `/media/photos/preview/${name}.webp`;
    upstream.reset();
    upstream.set(path, behaviour);
    await withSite(async (site) => {
      for (let i = 0; i < 3; i++) {
        const res = await request(site.url).get('/').set('accept-language', 'zh-CN');
        expect(res.status).toBe(200);
        expect(res.text).not.toContain('.lead-photo{');
        expect(res.text).not.toContain('alert(1)');
        expect(leadImages(res.text)).toHaveLength(1);
        expect(res.text).toContain('data-testid="hero"');
      }
      expect(upstream.calls.get(path)).toBe(1);
    });
  });

  it('a preview still on its way: the page is sent without it, and a later page has it once it came', async () => {
    const name = await firstBannerPhoto('zh-CN');
    const path = `/media/photos/preview/${name}.webp`;
    let open!: () => void;
    upstream.reset();
    upstream.set(path, { kind: 'gate', open: new Promise<void>((r) => (open = r)) });
    await withSite(async (site) => {
      const first = await request(site.url).get('/').set('accept-language', 'zh-CN');
      expect(first.status).toBe(200);
      expect(first.text).not.toContain('.lead-photo{');
      expect(upstream.calls.get(path)).toBe(1);
      open();
      await expect
        .poll(async () => (await request(site.url).get('/').set('accept-language', 'zh-CN')).text.includes('.lead-photo{background:url(data:image/webp;base64,'), { timeout: 10_000, interval: 50 })
        .toBe(true);
      expect(upstream.calls.get(path)).toBe(1);
    });
  });
});
