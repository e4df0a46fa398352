/** The page/route-JSON microcache on a bare Fastify app: keys, variants, single flight, TTL, bounds. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { chooseEncoding, chooseStreamEncoding } from '../../server/http/accept-encoding.ts';
import { Microcache, cacheKey, type CacheEvent } from '../../server/http/microcache.ts';

const PUBLIC = 'public, max-age=0, s-maxage=2, stale-while-revalidate=300';
const BODY = '<!DOCTYPE html><p>' + 'Qinglan '.repeat(400) + '</p>';

interface Setup {
  ttlMs?: number;
  maxBytes?: number;
  /** What the handler sends; default a public 200 of BODY. */
  send?: (reply: FastifyReply, n: number) => unknown;
  /** Resolved by the test to let the handler finish (a deferred render). */
  gate?: Promise<void>;
}

async function setup({ ttlMs = 10_000, maxBytes = 1 << 20, send, gate }: Setup = {}) {
  let clock = 0;
  let renders = 0;
  const events: CacheEvent[] = [];
  const served: { key: string; storedAt: number; encoding: string }[] = [];
  const cache = new Microcache({ ttlMs, maxBytes, now: () => clock, onEvent: (e) => events.push(e), onServe: (_req, _kind, key, entry, encoding) => served.push({ key, storedAt: entry.storedAt, encoding }) });
  const app = Fastify();
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/*', (req, res) =>
    cache.serve('page', req, res, async (reply) => {
      const n = ++renders;
      await gate;
      if (send) return send(reply, n);
      return reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', PUBLIC).send(BODY);
    }),
  );
  await app.ready();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  return { app, cache, get, events, served, renders: () => renders, tick: (ms: number) => (clock += ms) };
}

describe('cache key and encoding choice', () => {
  const req = (url: string, ua = 'Mozilla/5.0', host = 'site.example') => ({ url, headers: { 'user-agent': ua }, protocol: 'http' as const, host });

  it('sorts the query, and separates crawlers, hosts and kinds', () => {
    expect(cacheKey('page', req('/en/hotel?b=2&a=1'))).toBe('page browser http://site.example /en/hotel?a=1&b=2');
    expect(cacheKey('page', req('/en/hotel?a=1&b=2'))).toBe('page browser http://site.example /en/hotel?a=1&b=2');
    expect(cacheKey('page', req('/en/hotel', 'Googlebot/2.1'))).toBe('page bot http://site.example /en/hotel');
    expect(cacheKey('data', req('/_data/page/en', 'x', 'other.example'))).toBe('data browser http://other.example /_data/page/en');
  });

  it('chooses br, then gzip, then identity, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });

  it('streams a render in zstd only to a client that names it, otherwise as stored', () => {
    expect(chooseStreamEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(chooseStreamEncoding('zstd;q=0.5, br')).toBe('zstd');
    expect(chooseStreamEncoding('gzip, deflate, br, zstd;q=0')).toBe('br');
    expect(chooseStreamEncoding('*')).toBe('br');
    expect(chooseStreamEncoding('gzip')).toBe('gzip');
    expect(chooseStreamEncoding(undefined)).toBe('identity');
    // The stored variants never include zstd: the same header picks br for a cached answer.
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('chooses the same for a value seen before, after a flood of invented values', () => {
    for (let i = 0; i < 1000; i++) expect(chooseEncoding(`x-${i}, gzip;q=${i % 2}`)).toBe(i % 2 ? 'gzip' : 'identity');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding(['gzip', 'br'])).toBe('br');
  });
});

describe('variants', () => {
  it('serves br, gzip and identity bodies of the same HTML with Vary and Content-Length', async () => {
    const { get, renders } = await setup();
    const br = await get('/a', { 'accept-encoding': 'br' });
    const gz = await get('/a', { 'accept-encoding': 'gzip' });
    const plain = await get('/a');
    expect(renders()).toBe(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BODY);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BODY);
    expect(plain.body).toBe(BODY);
    for (const r of [br, gz, plain]) {
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers['content-length']).toBe(String(r.rawPayload.length));
      expect(r.headers['cache-control']).toBe(PUBLIC);
    }
  });

  it('answers HEAD from the same entry, without a body', async () => {
    const { app, get, renders } = await setup();
    await get('/a', { 'accept-encoding': 'br' });
    const head = await app.inject({ method: 'HEAD', url: '/a', headers: { 'accept-encoding': 'br' } });
    expect(renders()).toBe(1);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('single flight', () => {
  it('runs one render for 20 concurrent cold requests; all get the same bytes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { get, renders, events } = await setup({ gate });
    const pending = Array.from({ length: 20 }, () => get('/a'));
    await new Promise((r) => setImmediate(r));
    release();
    const all = await Promise.all(pending);
    expect(renders()).toBe(1);
    expect(new Set(all.map((r) => r.body))).toEqual(new Set([BODY]));
    expect(events.filter((e) => e === 'miss')).toHaveLength(1);
    expect(events.filter((e) => e === 'coalesced')).toHaveLength(19);
  });
});

describe('freshness', () => {
  it('hands out an entry by key only while it is fresh, and tells the hit replay of fresh answers only', async () => {
    const { get, tick, cache, served } = await setup({ ttlMs: 1000 });
    await get('/a?y=2&x=1', { 'accept-encoding': 'gzip' });
    const key = 'page browser http://localhost:80 /a?x=1&y=2';
    expect(served).toEqual([{ key, storedAt: 0, encoding: 'gzip' }]);
    expect(cache.fresh(key)?.storedAt).toBe(0);
    expect(cache.fresh('page browser http://localhost:80 /b')).toBeUndefined();
    tick(999);
    await get('/a?y=2&x=1');
    expect(served.at(-1)).toEqual({ key, storedAt: 0, encoding: 'identity' });
    tick(1);
    expect(cache.fresh(key)).toBeUndefined();
    // Served stale while it is rendered again: nothing to replay.
    await get('/a?y=2&x=1', { 'accept-encoding': 'br' });
    expect(served).toHaveLength(2);
    await vi.waitFor(() => expect(cache.rendering).toBe(0));
    expect(cache.fresh(key)?.storedAt).toBe(1000);
  });

  it('is fresh for the TTL, stale (one background render) for one more, then a miss', async () => {
    const { get, renders, tick, events, cache } = await setup({ ttlMs: 1000 });
    await get('/a');
    tick(999);
    await get('/a');
    expect(renders()).toBe(1);
    tick(1);
    await get('/a');
    await get('/a');
    expect(events).toEqual(['miss', 'hit', 'stale', 'stale']);
    // The background render replaced the entry at t=1000, so it is fresh until 2000, stale until 3000.
    expect(renders()).toBe(2);
    await vi.waitFor(() => expect(cache.rendering).toBe(0));
    tick(999);
    await get('/a');
    expect(renders()).toBe(2);
    expect(events.at(-1)).toBe('hit');
    tick(1001);
    await get('/a');
    expect(renders()).toBe(3);
    expect(events.at(-1)).toBe('miss');
  });

  it('renders every request with TTL 0', async () => {
    const { get, renders, events } = await setup({ ttlMs: 0 });
    await get('/a');
    await get('/a');
    expect(renders()).toBe(2);
    expect(events).toEqual(['bypass', 'bypass']);
  });

  it('keeps total bytes under PAGE_CACHE_MAX_BYTES, dropping the least recently used', async () => {
    const { get, renders, cache } = await setup({ maxBytes: 4000 });
    await get('/a');
    const one = cache.size;
    expect(one).toBeGreaterThan(BODY.length);
    await get('/b');
    expect(cache.size).toBe(one);
    await get('/a');
    expect(renders()).toBe(3);
  });
});

describe('never cached', () => {
  const cases: [string, (reply: FastifyReply, n: number) => unknown][] = [
    ['a 500', (r, n) => r.code(500).header('cache-control', 'no-store').send(`error ${n}`)],
    ['a 404', (r, n) => r.code(404).header('cache-control', 'no-store').send(`missing ${n}`)],
    ['a redirect', (r, n) => r.header('cache-control', PUBLIC).redirect(`/to/${n}`, 301)],
    ['a private answer', (r, n) => r.header('cache-control', 'private, no-store').send(`mine ${n}`)],
    ['an answer with Set-Cookie', (r, n) => r.header('cache-control', PUBLIC).header('set-cookie', `c=${n}`).send(`cookie ${n}`)],
  ];
  for (const [name, send] of cases) {
    it(name, async () => {
      const { get, renders, events } = await setup({ send });
      const first = await get('/a');
      const second = await get('/a');
      expect(renders()).toBe(2);
      expect(first.payload === second.payload && first.headers.location === second.headers.location).toBe(false);
      expect(events).toEqual(['miss', 'uncacheable', 'miss', 'uncacheable']);
    });
  }

  it('a request marked per-visitor, or whose reply already sets a cookie', async () => {
    const cache = new Microcache({ ttlMs: 10_000, maxBytes: 1 << 20 });
    let renders = 0;
    const app = Fastify();
    app.get('/*', (req, res) => {
      if (req.query && (req.query as { cookie?: string }).cookie) res.header('set-cookie', 'lang=en');
      return cache.serve('page', req, res, async (reply) => reply.header('cache-control', PUBLIC).send(`n ${++renders}`), req.url.startsWith('/private'));
    });
    for (const url of ['/private', '/private', '/x?cookie=1', '/x?cookie=1']) await app.inject(url);
    expect(renders).toBe(4);
  });
});
