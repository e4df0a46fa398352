/**
 * deploy/nginx.conf as shipped, run by real nginx in front of two site replicas and the
 * content service (tests/deploy/edge-stack.ts), sharing one Redis: shared upstream cache, microcache, per-visitor `/`, compression
 * variants, failover, rolling-update assets, internal-only endpoints, request ids, limits.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_ON_B, ONLY_ON_B_BODY, raw, requestCount, startEdgeStack, upstreamCalls, type EdgeStack, type Raw } from './edge-stack.ts';

const ASSETS = resolve(import.meta.dirname, '../../dist/client/assets');
let edge: EdgeStack;

beforeAll(async () => {
  edge = await startEdgeStack();
});
afterAll(async () => {
  await edge?.close();
});

const header = (r: Raw, name: string) => r.headers[name.toLowerCase()];
const varyList = (r: Raw) => String(header(r, 'vary') ?? '').toLowerCase().split(/\s*,\s*/);

describe('nginx in front of the site replicas', { timeout: 60_000 }, () => {
  it('hides its version and keeps /metrics and /readyz internal; /healthz is public', async () => {
    const health = await raw(`${edge.url}/healthz`);
    expect(health.status).toBe(200);
    expect(header(health, 'server')).toBe('nginx');
    expect((await raw(`${edge.url}/metrics`)).status).toBe(404);
    expect((await raw(`${edge.url}/readyz`)).status).toBe(404);
    // Each replica serves its metrics on its internal listener (for Prometheus), not on the site port.
    expect((await raw(`${edge.metricsA}/metrics`)).status).toBe(200);
    expect((await raw(`${edge.siteA}/metrics`)).status).toBe(404);
  });

  it('shares the upstream cache between the replicas through Redis: one upstream call per key', async () => {
    const replicas = [edge.metricsA, edge.metricsB];
    const before = await upstreamCalls(replicas, '/article/getArticleList');
    // Straight to each replica (nginx would answer the second from its own cache).
    expect((await raw(`${edge.siteA}/en/hotel?page=3`)).status).toBe(200);
    const afterA = await upstreamCalls(replicas, '/article/getArticleList');
    expect(afterA).toBeGreaterThan(before);
    expect((await raw(`${edge.siteB}/en/hotel?page=3`)).status).toBe(200);
    expect(await upstreamCalls(replicas, '/article/getArticleList')).toBe(afterA);
  });

  it('renders /hotel once across both replicas within the s-maxage window', async () => {
    const replicas = [edge.metricsA, edge.metricsB];
    const before = await requestCount(replicas, 'page:hotel');
    const first = await raw(`${edge.url}/hotel`);
    const second = await raw(`${edge.url}/hotel`);
    expect([first.status, header(first, 'x-cache-status')]).toEqual([200, 'MISS']);
    expect([second.status, header(second, 'x-cache-status')]).toEqual([200, 'HIT']);
    expect(second.body.equals(first.body)).toBe(true);
    expect((await requestCount(replicas, 'page:hotel')) - before).toBe(1);
  });

  it('serves /_data/page/hotel from one render within the window (route JSON is labelled with its page)', async () => {
    const replicas = [edge.metricsA, edge.metricsB];
    const before = await requestCount(replicas, 'page:hotel');
    const first = await raw(`${edge.url}/_data/page/hotel`);
    const second = await raw(`${edge.url}/_data/page/hotel`);
    expect([first.status, header(first, 'x-cache-status')]).toEqual([200, 'MISS']);
    expect([second.status, header(second, 'x-cache-status')]).toEqual([200, 'HIT']);
    expect(JSON.parse(second.body.toString())).toEqual(JSON.parse(first.body.toString()));
    expect((await requestCount(replicas, 'page:hotel')) - before).toBe(1);
  });

  it('never serves one visitor\'s answer to / to another', async () => {
    const anonymous = [await raw(`${edge.url}/`), await raw(`${edge.url}/`)];
    expect(anonymous.map((r) => [r.status, header(r, 'x-cache-status')])).toEqual([[200, 'MISS'], [200, 'HIT']]);

    const en = await raw(`${edge.url}/`, { headers: { 'accept-language': 'en' } });
    expect([en.status, header(en, 'location'), header(en, 'x-cache-status')]).toEqual([302, '/en', 'BYPASS']);
    const enAgain = await raw(`${edge.url}/`, { headers: { 'accept-language': 'en' } });
    expect([enAgain.status, header(enAgain, 'x-cache-status')]).toEqual([302, 'BYPASS']);

    const zh = await raw(`${edge.url}/`, { headers: { 'accept-language': 'en', cookie: 'lang=zh-CN' } });
    expect([zh.status, header(zh, 'x-cache-status')]).toEqual([200, 'BYPASS']);
    expect(zh.body.toString()).toContain('<html lang="zh-CN"');
  });

  it('keys compressed answers by encoding, with Vary: Accept-Encoding on each', async () => {
    const css = readdirSync(ASSETS).find((f) => f.endsWith('.css') && f.startsWith('entry-client-'));
    const js = readdirSync(ASSETS).find((f) => f.endsWith('.js') && f.startsWith('entry-client-'));
    expect([css, js].every(Boolean)).toBe(true);
    // The site compresses pages, route JSON and assets itself; nginx compresses the QR SVGs.
    for (const path of ['/en/hotel', '/_data/page/en/hotel', `/assets/${css}`, `/assets/${js}`, '/media/qr/guide.svg']) {
      const gz = await raw(`${edge.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect([path, gz.status, header(gz, 'content-encoding')]).toEqual([path, 200, 'gzip']);
      expect(varyList(gz)).toContain('accept-encoding');
      const gzHit = await raw(`${edge.url}${path}`, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect([path, header(gzHit, 'x-cache-status'), header(gzHit, 'content-encoding')]).toEqual([path, 'HIT', 'gzip']);

      // After a gzip client filled the cache, a client without gzip gets a plain body.
      for (const attempt of ['MISS', 'HIT']) {
        const plain = await raw(`${edge.url}${path}`);
        expect([path, plain.status, header(plain, 'content-encoding'), header(plain, 'x-cache-status')]).toEqual([path, 200, undefined, attempt]);
        // Readable as it is, and the same document the gzip client got (pages are rendered
        // separately per variant, so compare the start).
        expect(plain.body.subarray(0, 200).toString()).toBe(gunzipSync(gz.body).subarray(0, 200).toString());
      }
    }
    // Photos are not compressed, so they carry no encoding at all.
    const photo = await raw(`${edge.url}/media/photos/w480/altai.jpg`, { headers: { 'accept-encoding': 'gzip' } });
    expect([photo.status, header(photo, 'content-type'), header(photo, 'content-encoding')]).toEqual([200, 'image/jpeg', undefined]);
  });

  it('sets a request id when the client sent none (or junk) and echoes the client\'s', async () => {
    const none = await raw(`${edge.url}/healthz`);
    expect(header(none, 'x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const given = await raw(`${edge.url}/healthz`, { headers: { 'x-request-id': 'abc' } });
    expect(header(given, 'x-request-id')).toBe('abc');
    const junk = await raw(`${edge.url}/healthz`, { headers: { 'x-request-id': 'not an id!' } });
    expect(header(junk, 'x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const cached = await raw(`${edge.url}/hotel`, { headers: { 'x-request-id': 'def' } });
    expect([header(cached, 'x-cache-status'), header(cached, 'x-request-id')]).toEqual(['HIT', 'def']);
  });

  it('does not pass a client\'s X-Forwarded-Host to the site', async () => {
    const res = await raw(`${edge.url}/hotel?xfh=1`, { headers: { 'x-forwarded-host': 'evil.example' } });
    expect([res.status, header(res, 'x-cache-status')]).toEqual([200, 'MISS']);
    const html = res.body.toString();
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1/hotel"/>');
    expect(html).not.toContain('evil.example');
  });

  it('limits client error reports per address at the edge', async () => {
    const statuses: number[] = [];
    let rejected: Raw | undefined;
    for (let i = 0; i < 8; i++) {
      const r = await raw(`${edge.url}/_log/client-error`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'error', message: `edge test ${i}` }),
      });
      statuses.push(r.status);
      if (r.status === 429) rejected = r;
    }
    // 1 + burst 5 pass (the site's own limit is 10 a minute), then nginx answers.
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
    expect(String(header(rejected!, 'content-type'))).toMatch(/^text\/html/);
  });

  it('finds an asset only one replica has, every time (rolling update)', async () => {
    expect((await raw(`${edge.siteA}${ONLY_ON_B}`)).status).toBe(404);
    expect((await raw(`${edge.siteB}${ONLY_ON_B}`)).status).toBe(200);
    const results: string[] = [];
    // A distinct query per request is a distinct cache key, so each one goes upstream and
    // round-robin sends half of them to replica A first.
    for (let i = 0; i < 20; i++) {
      const r = await raw(`${edge.url}${ONLY_ON_B}?i=${i}`);
      results.push(`${r.status} ${header(r, 'x-cache-status')} ${r.body.toString()}`);
    }
    expect(results).toEqual(Array.from({ length: 20 }, () => `200 MISS ${ONLY_ON_B_BODY}`));
    // A missing asset is never cached.
    const missing = [await raw(`${edge.url}/assets/missing-Ab12Cd34.js`), await raw(`${edge.url}/assets/missing-Ab12Cd34.js`)];
    expect(missing.map((r) => [r.status, header(r, 'x-cache-status')])).toEqual([[404, 'MISS'], [404, 'MISS']]);
  });

  it('loses no request when a replica is killed', async () => {
    const paths = ['/hotel', '/en/hotel', '/_data/page/hotel', '/_data/page/en/hotel'];
    const failures: string[] = [];
    // Bounded load: 5 clients, distinct queries (each a cache MISS, so each reaches a replica).
    const load = async (from: number, to: number) => {
      let next = from;
      await Promise.all(
        Array.from({ length: 5 }, async () => {
          while (next < to) {
            const i = next++;
            const url = `${edge.url}${paths[i % paths.length]}?load=${i}`;
            const r = await raw(url).catch((err: Error) => ({ status: 0, body: Buffer.from(err.message) }) as Raw);
            if (r.status !== 200) failures.push(`${url}: ${r.status}`);
          }
        }),
      );
    };
    const bBefore = await requestCount([edge.metricsB], 'page:hotel');
    await load(0, 100);
    expect(await requestCount([edge.metricsB], 'page:hotel')).toBeGreaterThan(bBefore);
    // Killed between two requests of each client: nginx still holds kept-alive connections to
    // B, and every new request it sends there meets a dead socket or a refused connection.
    // (A response B had already begun cannot be saved by any proxy, so none is in flight.)
    await edge.replicaB.kill();
    await load(100, 200);
    expect(failures).toEqual([]);
  });
});
