/**
 * Every upstream call made while serving a request carries that request's id as X-Request-Id
 * (docs/behaviour.md §7): page and data loaders, background refreshes, media. A joiner of a
 * single-flight call shares the call that went out, with the id of the request that started it.
 * A client's own id is used only from a trusted proxy; otherwise the site's generated id goes out.
 */
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, LIST } from '../support/faults.ts';
import { startSite, type Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const MENU = `${API}/menu/getMenu`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const scenario = upstreamSuite();
let upstream: FakeUpstream;
let site: Site | undefined;

/** The X-Request-Id of the last upstream call to each path seen so far. */
const idsByPath = () => Object.fromEntries([...upstream.lastHeaders].map(([path, h]) => [path, h['x-request-id']]));

beforeAll(() => {
  upstream = scenario.upstream;
});
afterEach(async () => {
  await site?.close();
  site = undefined;
  upstream.reset();
});

describe('X-Request-Id on upstream calls', () => {
  it('a page and a data request: every call carries the id of the request it serves', async () => {
    site = await startSite({ apiBaseUrl: upstream.url, env: { TRUST_PROXY: '127.0.0.1', PAGE_CACHE_TTL_MS: '0' } });
    const page = await request(site.url).get('/hotel').set('x-request-id', 'page-req-1');
    expect(page.status).toBe(200);
    expect(page.headers['x-request-id']).toBe('page-req-1');
    const seen = idsByPath();
    expect(Object.keys(seen)).toContain(LIST);
    expect(Object.keys(seen)).toContain(MENU);
    expect(new Set(Object.values(seen))).toEqual(new Set(['page-req-1']));

    upstream.lastHeaders.clear();
    // English: its own cache keys, so the calls go out again.
    const data = await request(site.url).get('/_data/page/en/hotel').set('x-request-id', 'data-req-2');
    expect(data.status).toBe(200);
    expect(new Set(Object.values(idsByPath()))).toEqual(new Set(['data-req-2']));
  });

  it('without a trusted proxy the client id is ignored and the generated one goes out', async () => {
    site = await startSite({ apiBaseUrl: upstream.url, env: { PAGE_CACHE_TTL_MS: '0' } });
    const res = await request(site.url).get('/en/hotel').set('x-request-id', 'spoofed-id');
    expect(res.status).toBe(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(upstream.lastHeaders.get(LIST)?.['x-request-id']).toBe(id);
    expect(new Set(Object.values(idsByPath()))).toEqual(new Set([id]));
  });

  it('a background refresh carries the id of the request that found the copy stale', async () => {
    // Stale at once, refreshed in the background while the stale copy is served.
    site = await startSite({ apiBaseUrl: upstream.url, env: { TRUST_PROXY: '127.0.0.1', PAGE_CACHE_TTL_MS: '0', CACHE_TTL_MS: '0', CACHE_SHELL_TTL_MS: '0', CACHE_STALE_WHILE_REVALIDATE_MS: '600000' } });
    expect((await request(site.url).get('/hotel').set('x-request-id', 'warm-1')).status).toBe(200);
    const before = upstream.calls.get(LIST)!;
    expect((await request(site.url).get('/hotel').set('x-request-id', 'stale-2')).status).toBe(200);
    await expect.poll(() => upstream.calls.get(LIST)).toBe(before + 2);
    expect(upstream.lastHeaders.get(LIST)?.['x-request-id']).toBe('stale-2');
    expect(upstream.lastHeaders.get(MENU)?.['x-request-id']).toBe('stale-2');
  });

  it('single-flight: two requests for one cold key make one call, with the first request id', async () => {
    site = await startSite({ apiBaseUrl: upstream.url, env: { TRUST_PROXY: '127.0.0.1', PAGE_CACHE_TTL_MS: '0' } });
    // Shell and other data cached first, so only the list call is cold below.
    expect((await request(site.url).get('/hotel').set('x-request-id', 'warm-1')).status).toBe(200);
    let open!: () => void;
    upstream.set(LIST, { kind: 'gate', open: new Promise<void>((r) => (open = r)) });
    upstream.calls.clear();
    const first = request(site.url).get('/hotel?page=2').set('x-request-id', 'first-req').then((r) => r);
    await expect.poll(() => upstream.calls.get(LIST)).toBe(1);
    const second = request(site.url).get('/hotel?page=2').set('x-request-id', 'second-req').then((r) => r);
    // The second request reaches the cache and joins while the call is held.
    await expect.poll(async () => (await site!.metrics.registry.getSingleMetricAsString('upstream_cache_events_total')).includes('event="coalesced",endpoint="/article/getArticleList"')).toBe(true);
    open();
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.headers['x-request-id'], b.headers['x-request-id']]).toEqual(['first-req', 'second-req']);
    expect(upstream.calls.get(LIST)).toBe(1);
    expect(upstream.lastHeaders.get(LIST)?.['x-request-id']).toBe('first-req');
  });

  it('a media request passes its id to the upstream', async () => {
    site = await startSite({ apiBaseUrl: upstream.url, env: { TRUST_PROXY: '127.0.0.1' } });
    upstream.set('/media/photos/id.jpg', { kind: 'raw', contentType: 'image/jpeg', body: 'jpeg' });
    const res = await request(site.url).get('/media/photos/id.jpg').set('x-request-id', 'media-req-3');
    expect(res.status).toBe(200);
    expect(upstream.lastHeaders.get('/media/photos/id.jpg')?.['x-request-id']).toBe('media-req-3');
  });
});
