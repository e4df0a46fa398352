/** sitemap.xml and robots.txt , JSON-LD validity and localized meta tags. */
import Fastify, { type FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleHref } from '../../shared/routes.ts';
import { registerSeoRoutes } from '../../server/seo/routes.ts';
import { seed, type Raw } from '../support/seed.ts';
import { startStack, type Site } from '../support/site.ts';

const subjects = seed('subjects.json');
const articles = ['news', 'live', 'explain', 'hotel', 'service'].flatMap((t) => seed(`articles/${t}.json`).map((a): Raw => ({ typeCode: t, ...a })));

let site: Site;
beforeAll(async () => {
  site = await startStack();
});
afterAll(() => site?.close());

describe('sitemap.xml and robots.txt', () => {
  let seo: FastifyInstance;
  let seoPublic: FastifyInstance;
  beforeAll(async () => {
    seo = Fastify();
    registerSeoRoutes(seo, { api: site.api, publicOrigin: 'http://qinglan.test' });
    seoPublic = Fastify();
    registerSeoRoutes(seoPublic, { api: site.api, publicOrigin: 'https://www.qinglan.example' });
    await Promise.all([seo.ready(), seoPublic.ready()]);
  });
  afterAll(async () => {
    await seo.close();
    await seoPublic.close();
  });

  it('lists every indexable page in both languages with hreflang alternates, on the configured origin', async () => {
    const res = await seo.inject({ url: '/sitemap.xml', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/public, .*s-maxage=\d+/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const block = (loc: string) => new RegExp(`<url>\\n<loc>${loc.replace(/[?.]/g, '\\$&')}</loc>\\n(<lastmod>[\\d-]+</lastmod>\\n)?<xhtml:link rel="alternate" hreflang="zh-CN" href="([^"]+)"/>\\n<xhtml:link rel="alternate" hreflang="en" href="([^"]+)"/>\\n<xhtml:link rel="alternate" hreflang="x-default" href="([^"]+)"/>\\n</url>`);
    const m = block('http://qinglan.test/en/tourist').exec(xml)!;
    expect(m.slice(2)).toEqual(['http://qinglan.test/tourist', 'http://qinglan.test/en/tourist', 'http://qinglan.test/tourist']);
    for (const p of ['/', '/hotel', '/article/swiper', '/theme/list', '/live', '/explain', '/scenicArea']) {
      expect(xml).toMatch(block(`http://qinglan.test${p}`));
      expect(xml).toMatch(block(`http://qinglan.test${p === '/' ? '/en' : `/en${p}`}`));
    }
    for (const s of subjects) expect(xml).toMatch(block(`http://qinglan.test/en/theme?id=${s.id}`));
    for (const a of articles) expect(xml).toMatch(block(`http://qinglan.test${articleHref(a.typeCode, a.id)}`));
    expect(xml).not.toContain('/template/');
    expect(xml).not.toContain('/search');
    expect(xml).not.toMatch(/<loc>[^<]*\/detail<\/loc>/);
    expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);
  });

  it('uses PUBLIC_ORIGIN when set', async () => {
    const xml = (await seoPublic.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('<loc>https://www.qinglan.example/en/theme/grid</loc>');
    expect(xml).not.toContain('localhost');
    const robots = await seoPublic.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://www.qinglan.example/sitemap.xml');
  });

  it('robots.txt allows all but /_data/ and /template/, and names the sitemap', async () => {
    const res = await seo.inject({ url: '/robots.txt', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.body.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /_data/', 'Disallow: /template/', 'Disallow: /en/template/', '', 'Sitemap: http://qinglan.test/sitemap.xml', '']);
  });

  it('answers 503 (not a partial sitemap) when the content lists fail', async () => {
    const broken = Fastify({ logger: false });
    registerSeoRoutes(broken, { api: { get: () => Promise.reject(new Error('upstream down')) } as never, publicOrigin: 'http://qinglan.test' });
    const res = await broken.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    await broken.close();
  });
});

describe('structured data and SEO', () => {
  it('every JSON-LD block is valid JSON without a raw "<"', async () => {
    for (const path of ['/', '/en/hotel', '/scenicArea', '/en/landscapes']) {
      const res = await request(site.url).get(path);
      const blocks = [...res.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const b of blocks) {
        expect(b).not.toContain('<');
        expect(() => JSON.parse(b)).not.toThrow();
      }
    }
  });

  it('localized descriptions and Open Graph images', async () => {
    const res = await request(site.url).get('/en/landscapes');
    expect(res.text).toMatch(/<meta name="description" content="Lake, snow peaks, forest and meadow/);
    expect(res.text).toMatch(/<meta property="og:image" content="http[^"]+\/media\/photos\//);
    const zhRes = await request(site.url).get('/scenicArea');
    expect(zhRes.text).toMatch(/<meta name="description" content="青岚山的主要景点/);
  });
});
