/** The page microcache through the real app: one render for a burst, encodings, what is never cached. */
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import request from 'supertest';
import { request as undiciRequest } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

async function metric(site: Site, name: string, labels: string): Promise<number> {
  const text = await site.metrics.registry.getSingleMetricAsString(name);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function raw(site: Site, path: string, acceptEncoding: string | null) {
  const res = await undiciRequest(`${site.url}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  return { status: res.statusCode, headers: res.headers, bytes: Buffer.from(await res.body.arrayBuffer()) };
}

describe('with the microcache on (default TTL)', () => {
  const scenario = upstreamSuite();
  let upstream: FakeUpstream;
  let site: Site;
  beforeAll(async () => {
    upstream = scenario.upstream;
    site = await scenario.site();
  });

  it('renders /en/hotel once for 50 concurrent cold requests; every body is the same', async () => {
    // The CMS answers only once all 50 requests are waiting on the one render, so none can
    // arrive after it (a fast machine would otherwise serve late arrivals as plain hits).
    let open!: () => void;
    upstream.setDefault({ kind: 'gate', open: new Promise<void>((r) => (open = r)) });
    const pending = Promise.all(Array.from({ length: 50 }, () => request(site.url).get('/en/hotel')));
    await expect.poll(() => metric(site, 'page_cache_events_total', 'event="coalesced",kind="page"')).toBe(49);
    open();
    const res = await pending;
    upstream.reset();
    expect(res.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(res.map((r) => r.text)).size).toBe(1);
    expect(res[0]!.text).toContain('<html lang="en"');
    expect(await metric(site, 'page_cache_fills_total', 'kind="page"')).toBe(1);
    expect(await metric(site, 'page_cache_events_total', 'event="miss",kind="page"')).toBe(1);
    expect(await metric(site, 'page_cache_events_total', 'event="coalesced",kind="page"')).toBe(49);
  });

  it('gives br, gzip and identity clients bytes that decode to the same HTML', async () => {
    const br = await raw(site, '/en', 'br');
    const gz = await raw(site, '/en', 'gzip');
    const plain = await raw(site, '/en', null);
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.bytes.toString('utf8');
    expect(html).toContain('<html lang="en"');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(html);
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(html);
    for (const r of [br, gz, plain]) {
      expect(r.headers['content-length']).toBe(String(r.bytes.length));
      expect(r.headers.vary).toBe('Accept-Encoding');
    }
    expect(await metric(site, 'page_cache_events_total', 'event="hit",kind="page"')).toBe(2);
  });

  it('caches route JSON the same way', async () => {
    const a = await request(site.url).get('/_data/page/en/hotel?b=1&a=2');
    const b = await request(site.url).get('/_data/page/en/hotel?a=2&b=1');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.text).toBe(a.text);
    expect(b.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await metric(site, 'page_cache_fills_total', 'kind="data"')).toBe(1);
  });

  it('never caches / for a visitor with a language cookie, nor one who gets a cookie', async () => {
    const before = await metric(site, 'page_cache_events_total', 'event="bypass",kind="page"');
    for (let i = 0; i < 2; i++) {
      const withCookie = await request(site.url).get('/').set('Cookie', 'lang=zh-CN');
      expect(withCookie.status).toBe(200);
      expect(withCookie.headers['cache-control']).toBe('private, no-store');
      const getsCookie = await request(site.url).get('/').set('Accept-Language', 'zh-CN');
      expect(getsCookie.headers['set-cookie']).toEqual(['lang=zh-CN; Max-Age=31536000; Path=/; SameSite=Lax']);
    }
    expect(await metric(site, 'page_cache_events_total', 'event="bypass",kind="page"')).toBe(before + 4);
  });

  it('never caches a 404', async () => {
    const first = await request(site.url).get('/en/hotel/detail?id=no-such-hotel');
    const second = await request(site.url).get('/en/hotel/detail?id=no-such-hotel');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(await metric(site, 'page_cache_events_total', 'event="uncacheable",kind="page"')).toBe(2);
  });
});

describe('with PAGE_CACHE_TTL_MS=0', () => {
  it('renders every request', async () => {
    const site = await startStack({ PAGE_CACHE_TTL_MS: '0' });
    try {
      for (let i = 0; i < 3; i++) expect((await request(site.url).get('/en/hotel')).status).toBe(200);
      expect(await metric(site, 'page_cache_events_total', 'event="bypass",kind="page"')).toBe(3);
      expect(await metric(site, 'page_cache_fills_total', 'kind="page"')).toBe(0);
    } finally {
      await site.close();
    }
  });

  it('streams each render compressed for the encoding asked (zstd or brotli with a 256 KiB window, or gzip), the same page as uncompressed', async () => {
    const site = await startStack({ PAGE_CACHE_TTL_MS: '0' });
    try {
      const plain = await raw(site, '/en/hotel', null);
      const br = await raw(site, '/en/hotel', 'br');
      const gz = await raw(site, '/en/hotel', 'gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'gzip']);
      // The stream header names its window (RFC 7932 §9.1, read from the low bit up): 1, then 3
      // bits n with WBITS = 17 + n; 18 is 0b0011 in the low nibble (brotli's default 22 is 0b1011).
      expect(br.bytes[0]! & 0x0f).toBe(0b0011);
      // The renders differ only in their timestamps and request-scoped ids; compare the text around them.
      const text = (b: Buffer) => b.toString('utf8').replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T');
      expect(text(brotliDecompressSync(br.bytes))).toBe(text(plain.bytes));
      expect(text(gunzipSync(gz.bytes))).toBe(text(plain.bytes));
      // Compressed by the render itself (render/batch-stream.ts), with the headers @fastify/compress gave.
      expect([br.headers.vary, gz.headers.vary, plain.headers.vary]).toEqual(['Accept-Encoding', 'Accept-Encoding', undefined]);
      // A browser naming zstd (Chromium sends `gzip, deflate, br, zstd`) gets zstd: a third of
      // brotli's CPU per render (http/accept-encoding.ts), one frame per flush cycle. The page is
      // one cycle; its frame names its content size (RFC 8878 §3.1.1.1.1: Frame_Content_Size_flag
      // set, so a decoder needs no window beyond the page).
      const zstd = await raw(site, '/en/hotel', 'gzip, deflate, br, zstd');
      expect([zstd.headers['content-encoding'], zstd.headers.vary]).toEqual(['zstd', 'Accept-Encoding']);
      expect([...zstd.bytes.subarray(0, 4)]).toEqual([0x28, 0xb5, 0x2f, 0xfd]);
      expect(zstd.bytes[4]! >> 6).toBeGreaterThan(0);
      expect(text(zstdDecompressSync(zstd.bytes))).toBe(text(plain.bytes));
      // zstd refused, or only `*` offered: brotli (a wildcard does not promise a decoder that recent).
      expect((await raw(site, '/en/hotel', 'br, zstd;q=0')).headers['content-encoding']).toBe('br');
      expect((await raw(site, '/en/hotel', '*')).headers['content-encoding']).toBe('br');
      const refused = await undiciRequest(`${site.url}/en/hotel`, { headers: { 'accept-encoding': 'br', 'x-no-compression': '1' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(text(Buffer.from(await refused.body.arrayBuffer()))).toBe(text(plain.bytes));
    } finally {
      await site.close();
    }
  });
});
