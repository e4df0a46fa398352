/**
 * One matcher for pages, page data and metrics (docs/decisions/006-one-route-table.md):
 * wrongly-cased URLs redirect to their canonical address, the locale comes from the match.
 */
import { describe, expect, it } from 'vitest';
import { stackSuite } from '../support/stack-suite.ts';

const PUBLIC = 'public, max-age=0, s-maxage=2, stale-while-revalidate=300';
const { get, site } = stackSuite();

describe('wrongly-cased URLs', () => {
  it('/HOTEL → 301 /hotel', async () => {
    const res = await get('/HOTEL');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/hotel');
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect(res.text).toBe('');
  });

  it('/EN/hotel?x=1 → 301 /en/hotel?x=1 (wrongly-cased locale prefix, query kept)', async () => {
    const res = await get('/EN/hotel?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/hotel?x=1');
    expect(res.text).toBe('');
  });

  it('/en/SCENICAREA → 301 /en/scenicArea (the table has mixed-case paths)', async () => {
    const res = await get('/en/SCENICAREA');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/scenicArea');
  });

  it('/_data/page/HOTEL → 308 /_data/page/hotel, query kept', async () => {
    const res = await get('/_data/page/HOTEL?page=2');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/_data/page/hotel?page=2');
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect(res.text).toBe('');
  });

  it('/EN/nowhere → 301 /en/nowhere, which is a 404 in English', async () => {
    const res = await get('/EN/nowhere');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/nowhere');
    const page = await get('/en/nowhere');
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<html lang="en"');
  });

  it('a trailing slash is the same route, not a redirect', async () => {
    const res = await get('/hotel/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="zh-CN"');
  });

  it('labels all three redirects page:hotel in the metrics, with the redirect status', async () => {
    // Metrics live on the internal listener (server/ops/internal.ts); read the registry it serves.
    const res = { text: await site().metrics.registry.metrics() };
    expect(res.text).toMatch(/^http_request_duration_seconds_count\{route="page:hotel",method="GET",status="301"\} 2$/m);
    expect(res.text).toMatch(/^http_request_duration_seconds_count\{route="page:hotel",method="GET",status="308"\} 1$/m);
    // Only /EN/nowhere redirects without a route.
    expect(res.text).toMatch(/^http_request_duration_seconds_count\{route="page:unmatched",method="GET",status="301"\} 1$/m);
  });
});

describe('the locale comes from the match', () => {
  it('/en/hotel is English throughout: <html lang>, title, navigation and data', async () => {
    const res = await get('/en/hotel');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('<title>Where to stay - Qinglan Mountain Scenic Area</title>');
    expect(res.text).not.toContain('<html lang="zh-CN"');
    expect(res.text).not.toContain('住宿');
    expect(res.text).not.toContain('首页');
  });

  it('/hotel is Chinese throughout', async () => {
    const res = await get('/hotel');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="zh-CN"');
    expect(res.text).toContain('<title>住宿 - 青岚山风景名胜区</title>');
    expect(res.text).not.toContain('Where to stay');
  });

  it('page data of /en/hotel is English, of /hotel Chinese', async () => {
    const en = await get('/_data/page/en/hotel');
    const zh = await get('/_data/page/hotel');
    expect(en.status).toBe(200);
    expect(zh.status).toBe(200);
    expect(en.body.data.kind).toBe('article-list');
    expect(en.body.data.page.records[0].title).toMatch(/^[\x20-\x7e’–—]+$/);
    expect(zh.body.data.page.records[0].title).toMatch(/[\u4e00-\u9fff]/);
  });
});
