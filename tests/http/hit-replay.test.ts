/**
 * Fresh microcache hits replayed before Fastify (docs/decisions/033-hit-replay.md), through the
 * real app: the replayed answer is Fastify's own answer (headers and bytes) with a new request
 * id, counted in the metrics and logged; anything Fastify decides differently is never replayed.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawConnect, statuses } from '../support/raw-http.ts';
import { startContent, startSite, type Site } from '../support/site.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let content: Awaited<ReturnType<typeof startContent>>;
let site: Site;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  content = await startContent();
  site = await startSite({ apiBaseUrl: content.url, logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } });
});
afterAll(async () => {
  await site.close();
  await content.close();
});

async function get(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const res = await request(`${site.url}${path}`, { method, headers });
  return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
}

/** A request written byte for byte (a client library would normalise the URL), the answer's status and Location. */
async function rawGet(target: string, headerLines: string[] = [`Host: ${new URL(site.url).host}`]): Promise<{ status: number; location: string | undefined }> {
  const raw = await rawConnect(site.url);
  raw.socket.write(`GET ${target} HTTP/1.1\r\n${headerLines.join('\r\n')}\r\nConnection: close\r\n\r\n`);
  const head = (await raw.closed).split('\r\n\r\n')[0]!;
  return { status: statuses(head)[0]!, location: /^location:\s*(.*)$/im.exec(head)?.[1] };
}

/** The headers but those written per response. */
const shared = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'date' && k !== 'x-request-id'));

/** A series' value (`series`: the family's name, or a histogram's `…_count`). */
async function metric(series: string, labels: string): Promise<number> {
  const text = await site.metrics.registry.getSingleMetricAsString(series.replace(/_count$/, ''));
  const line = text.split('\n').find((l) => l.startsWith(`${series}{`) && l.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** Requests the replay answered during `fn`. */
async function replays(fn: () => Promise<unknown>): Promise<number> {
  const before = site.hitReplay.replayed;
  await fn();
  return site.hitReplay.replayed - before;
}

describe('a fresh hit seen once by Fastify', () => {
  it('is answered again with the same headers and bytes, its own request id, counted and logged', async () => {
    const br = { 'accept-encoding': 'br' };
    let second!: Awaited<ReturnType<typeof get>>;
    // The render's answer is noted as it leaves (the entry is fresh from then on).
    expect(await replays(async () => (second = await get('/en/hotel', br)))).toBe(0);
    const hits = await metric('page_cache_events_total', 'event="hit",kind="page"');
    const timed = await metric('http_request_duration_seconds_count', 'route="page:hotel"');
    let third!: Awaited<ReturnType<typeof get>>;
    expect(await replays(async () => (third = await get('/en/hotel', br)))).toBe(1);
    expect(third.status).toBe(200);
    expect(shared(third.headers)).toEqual(shared(second.headers));
    expect(third.headers['content-encoding']).toBe('br');
    expect(third.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    expect(third.body.equals(second.body)).toBe(true);
    expect(third.headers['x-request-id']).toMatch(UUID);
    expect(third.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    expect(await metric('page_cache_events_total', 'event="hit",kind="page"')).toBe(hits + 1);
    await expect.poll(() => metric('http_request_duration_seconds_count', 'route="page:hotel"')).toBe(timed + 1);
    const id = third.headers['x-request-id'];
    await expect.poll(() => logLines.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(logLines.find((l) => l.reqId === id && l.msg === 'incoming request')!.req).toEqual({ method: 'GET', url: '/en/hotel', ip: '127.0.0.1' });
    expect(logLines.find((l) => l.reqId === id && l.msg === 'request completed')!.res).toEqual({ statusCode: 200 });
  });

  it('is noted per encoding: another encoding is Fastify’s until it was seen too', async () => {
    await get('/en/shop', { 'accept-encoding': 'gzip' });
    expect(await replays(() => get('/en/shop'))).toBe(0);
    const plain = await get('/en/shop');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(await replays(() => get('/en/shop', { 'accept-encoding': 'gzip' }))).toBe(1);
    const again = await get('/en/shop');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.equals(plain.body)).toBe(true);
  });

  it('is the page data too', async () => {
    const path = '/_data/page/en/shop';
    const noted = await get(path);
    expect(noted.headers['content-type']).toMatch(/^application\/json/);
    let replayed!: Awaited<ReturnType<typeof get>>;
    expect(await replays(async () => (replayed = await get(path)))).toBe(1);
    expect(replayed.body.equals(noted.body)).toBe(true);
  });
});

describe('never replayed', () => {
  beforeAll(async () => {
    await get('/en/restaurants');
  });

  it('HEAD, a request through a proxy, or the same page under another URL spelling', async () => {
    expect(await replays(() => get('/en/restaurants'))).toBe(1);
    expect(await replays(async () => expect((await get('/en/restaurants', {}, 'HEAD')).status).toBe(200))).toBe(0);
    expect(await replays(async () => expect((await get('/en/restaurants', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200))).toBe(0);
    expect(await replays(async () => expect(await rawGet('/en/restaurants?')).toEqual({ status: 200, location: undefined }))).toBe(0);
    expect(await replays(async () => expect(await rawGet('/en/restaurants')).toEqual({ status: 200, location: undefined }))).toBe(1);
  });

  it('a URL the edge redirects', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await replays(async () => expect(await rawGet('/en/./restaurants')).toEqual({ status: 301, location: '/en/restaurants' }))).toBe(0);
    }
  });

  it('a request with two Host headers: the edge refuses it', async () => {
    const host = new URL(site.url).host;
    expect(await replays(async () => expect((await rawGet('/en/restaurants', [`Host: ${host}`, 'Host: evil.example'])).status).toBe(400))).toBe(0);
  });

  it('the root with another language or a language cookie: Fastify decides (it varies on both)', async () => {
    // No language asked for: the shared Chinese home, cached; a language or a cookie makes it per visitor.
    await get('/');
    expect(await replays(() => get('/'))).toBe(1);
    expect(await replays(async () => {
      const en = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
      expect([en.status, en.headers.location]).toEqual([302, '/en']);
    })).toBe(0);
    expect(await replays(async () => expect((await get('/', { cookie: 'lang=zh-CN' })).headers['cache-control']).toBe('private, no-store'))).toBe(0);
    expect(await replays(async () => expect((await get('/', { cookie: 'theme=dark' })).status).toBe(200))).toBe(0);
  });
});
