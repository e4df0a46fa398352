/**
 * Whom the site believes (issue 10; docs/decisions/012-edge-rules.md): TRUST_PROXY as a hop
 * count or an address list (never "every hop"), absolute URLs only from configuration, request
 * ids only from a trusted proxy, and exactly one Host header.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawConnect, statuses } from '../support/raw-http.ts';
import { startContent, startSite, type Site } from '../support/site.ts';

let content: { url: string; close(): Promise<void> };
/** Behind one proxy (TRUST_PROXY=1) with no PUBLIC_ORIGIN. */
let behindOne: Site;
/** Trusting only 10.0.0.0/8: the test client (127.0.0.1) is not a trusted proxy. */
let listed: Site;

beforeAll(async () => {
  content = await startContent();
  behindOne = await startSite({ apiBaseUrl: content.url, env: { TRUST_PROXY: '1', PUBLIC_ORIGIN: '' } });
  listed = await startSite({ apiBaseUrl: content.url, env: { TRUST_PROXY: '10.0.0.0/8' } });
});
afterAll(async () => {
  await behindOne?.close();
  await listed?.close();
  await content?.close();
});

const report = (site: Site, forwardedFor: string) =>
  request(site.url).post('/_log/client-error').set('X-Forwarded-For', forwardedFor).send({ kind: 'error', message: 'spoof test' });

describe('client error reports are limited per real client address', () => {
  it('keys the limit on the address the proxy appended, not on a spoofed X-Forwarded-For', async () => {
    const got: number[] = [];
    // As nginx forwards it: the client's own header first, then the address nginx saw.
    for (let i = 0; i < 12; i++) got.push((await report(behindOne, `198.51.100.${i}, 203.0.113.7`)).status);
    expect(got).toEqual([204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 429, 429]);
    // Another real client still has its own allowance.
    expect((await report(behindOne, '198.51.100.1, 203.0.113.8')).status).toBe(204);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const got: number[] = [];
    for (let i = 0; i < 11; i++) got.push((await report(listed, `203.0.113.${i}`)).status);
    expect(got.slice(10)).toEqual([429]);
  });
});

describe('absolute URLs come from configuration, never from the request', () => {
  it('writes http://localhost:<PORT> when PUBLIC_ORIGIN is unset, whatever Host and X-Forwarded-Host say', async () => {
    const port = new URL(behindOne.url).port;
    const res = await request(behindOne.url).get('/hotel').set('Host', 'evil.example').set('X-Forwarded-Host', 'evil.example').set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:${port}/hotel"/>`);
    expect(res.text).not.toContain('evil.example');
    const robots = await request(behindOne.url).get('/robots.txt').set('X-Forwarded-Host', 'evil.example');
    expect(robots.text).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    const sitemap = await request(behindOne.url).get('/sitemap.xml').set('Host', 'evil.example');
    expect(sitemap.text).toContain(`<loc>http://localhost:${port}/hotel</loc>`);
    expect(sitemap.text).not.toContain('evil.example');
  });
});

describe('request ids', () => {
  it('takes a sane X-Request-Id from a trusted proxy and echoes it', async () => {
    const res = await request(behindOne.url).get('/healthz').set('X-Request-Id', 'edge-1.a_B');
    expect(res.headers['x-request-id']).toBe('edge-1.a_B');
  });

  it('makes its own id for junk, for over-long ids, and for a peer that is not a trusted proxy', async () => {
    const junk = await request(behindOne.url).get('/healthz').set('X-Request-Id', 'not an id!');
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await request(behindOne.url).get('/healthz').set('X-Request-Id', 'a'.repeat(65));
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const untrusted = await request(listed.url).get('/healthz').set('X-Request-Id', 'forged-id');
    expect(untrusted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Host headers', () => {
  it('answers 400 to a request with two Host headers (RFC 9112 §3.2) and closes the connection', async () => {
    const raw = await rawConnect(behindOne.url);
    raw.socket.write('GET /hotel HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n');
    const text = await raw.closed;
    expect(statuses(text)).toEqual([400]);
    expect(text).not.toContain('evil.example');
  });

  it('still answers a request with one Host header', async () => {
    const raw = await rawConnect(behindOne.url);
    raw.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(statuses(await raw.closed)).toEqual([200]);
  });
});
