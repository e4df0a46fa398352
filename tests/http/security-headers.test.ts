/**
 * Security headers on every response (Fastify's own 400/404 included), /media type allow-list
 * and deadline, and the AMap proxy that keeps the security code on the server
 * (docs/decisions/014-csp.md).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPT } from '../../shared/pre-paint/script.ts';
import { raw } from '../deploy/edge-stack.ts';
import { pageState } from '../support/html.ts';
import { startSite, type Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SECRET = 'jscode-secret-4711';
const scenario = upstreamSuite();
let content: { url: string };
let upstream: FakeUpstream;
let site: Site;
let keyed: Site;
/** A stand-in for restapi/webapi/fmap01.amap.com: records what the proxy asked for. */
const amapSeen: string[] = [];
let amapReply: { type: string; body: string; hang?: boolean } = { type: 'application/json', body: '{"status":"1"}' };
const amap = createServer((req, res) => {
  amapSeen.push(`${req.method} ${req.url}`);
  if (amapReply.hang) return;
  res.writeHead(200, { 'content-type': amapReply.type }).end(amapReply.body);
});

beforeAll(async () => {
  content = scenario.content;
  upstream = scenario.upstream;
  // Deadlines far above real work on a loaded machine: only the hang cases meet one, each on a
  // site of its own with a short deadline (hungSite), so no answer races the clock.
  site = await scenario.site({ env: { MEDIA_TIMEOUT_MS: '10000' } });
  await new Promise<void>((r) => amap.listen(0, '127.0.0.1', r));
  keyed = await startSite({
    apiBaseUrl: content.url,
    env: { ...amapEnv(), UPSTREAM_TIMEOUT_MS: '10000' },
  });
});

/** The AMap proxy's settings, pointed at the stand-in. */
const amapEnv = () => {
  const fake = `http://127.0.0.1:${(amap.address() as AddressInfo).port}`;
  return { AMAP_KEY: 'test-key', AMAP_SECURITY_CODE: SECRET, AMAP_REST_BASE: fake, AMAP_WEBAPI_BASE: `${fake}/webapi`, AMAP_VECTORMAP_BASE: `${fake}/fmap` };
};

/** A site whose deadlines are short, for one request to a hung peer: a hang never answers, so nothing races. */
async function hungSite<T>(opts: { apiBaseUrl: string; env: Record<string, string> }, ask: (url: string) => Promise<T>): Promise<T> {
  const short = await startSite(opts);
  try {
    return await ask(short.url);
  } finally {
    await short.close();
  }
}
afterEach(() => {
  upstream.reset();
  amapSeen.length = 0;
  amapReply = { type: 'application/json', body: '{"status":"1"}' };
});
afterAll(async () => {
  await keyed.close();
  amap.closeAllConnections();
  await new Promise((r) => amap.close(r));
});

const colourHash = `'sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}'`;

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain(`script-src 'self' ${colourHash} https://webapi.amap.com;script-src-attr `);
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['permissions-policy']).toContain('camera=()');
}

describe('security headers', () => {
  it('are on pages, and the only inline script is the pre-paint script, allowed by its hash', async () => {
    const res = await request(site.url).get('/en/hotel');
    expect(res.status).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    const executable = inline.filter((m) => !/type="application\/(json|ld\+json)"/.test(m[1]!));
    expect(executable.map((m) => m[2])).toEqual([PRE_PAINT_SCRIPT]);
    expect(res.text).not.toContain('window.__QL_STATE__');
    expect(pageState(res.text).config.buildId).toEqual(expect.any(String));
  });

  it('are on Fastify\'s own 400 (malformed URL, malformed JSON) and 404 replies', async () => {
    const badUrl = await raw(`${site.url}/%E0%A4%A`);
    expect(badUrl.status).toBe(400);
    expectSecurityHeaders(badUrl.headers);
    const badJson = await request(site.url).post('/_log/client-error').set('content-type', 'application/json').send('{"kind":');
    expect(badJson.status).toBe(400);
    expectSecurityHeaders(badJson.headers);
    const noRoute = await request(site.url).delete('/en/hotel');
    expect(noRoute.status).toBe(404);
    expectSecurityHeaders(noRoute.headers);
    const page404 = await request(site.url).get('/en/nowhere');
    expect(page404.status).toBe(404);
    expectSecurityHeaders(page404.headers);
  });

  it('HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const trusting = await startSite({ apiBaseUrl: content.url, env: { TRUST_PROXY: '1' } });
    try {
      expect((await request(trusting.url).get('/healthz').set('x-forwarded-proto', 'https')).headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await request(trusting.url).get('/healthz')).headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY the header is not believed.
      expect((await request(site.url).get('/healthz').set('x-forwarded-proto', 'https')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await trusting.close();
    }
  });
});

describe('/media', () => {
  it('serves photos, audio and the SVG QR codes under their own types; SVG sandboxed', async () => {
    const photo = await request(site.url).get('/media/photos/altai.jpg');
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['cross-origin-resource-policy']).toBe('same-site');
    const qr = await request(site.url).get('/media/qr/wechat.svg');
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml');
    expect(qr.headers['content-security-policy']).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'");
  });

  it.each([
    ['text/html', '<script>window.__xss++</script>'],
    ['text/html; charset=utf-8', '<img src=x onerror="window.__xss++">'],
    ['application/javascript', 'window.__xss++'],
    ['application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>window.__xss++</script></html>'],
    ['text/plain', '<script>window.__xss++</script>'],
  ])('refuses an upstream %s reply for a photo URL: 502 without the body', async (contentType, body) => {
    upstream.set('/media/photos/x.jpg', { kind: 'raw', contentType, body });
    const res = await request(site.url).get('/media/photos/x.jpg');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text).toBe('Bad gateway');
  });

  it('an SVG with script is served only under the sandbox policy', async () => {
    upstream.set('/media/photos/x.svg', { kind: 'raw', contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss++"/>' });
    const res = await request(site.url).get('/media/photos/x.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'");
  });

  it('a hung media upstream answers 504 at the media deadline', async () => {
    upstream.set('/media/photos/slow.jpg', { kind: 'hang' });
    const res = await hungSite({ apiBaseUrl: upstream.url, env: { MEDIA_TIMEOUT_MS: '300' } }, (url) => request(url).get('/media/photos/slow.jpg'));
    expect(res.status).toBe(504);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('AMap security proxy', () => {
  it('adds jscode on the server for the three documented locations, GET only', async () => {
    const rest = await request(keyed.url).get('/_AMapService/v3/log/init?key=test-key&jscode=from-browser');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ status: '1' });
    const styles = await request(keyed.url).get('/_AMapService/v4/map/styles?styleid=s1');
    expect(styles.status).toBe(200);
    const vector = await request(keyed.url).get('/_AMapService/v3/vectormap?t=1');
    expect(vector.status).toBe(200);
    expect(amapSeen).toEqual([
      `GET /v3/log/init?key=test-key&jscode=${SECRET}`,
      `GET /webapi/v4/map/styles?styleid=s1&jscode=${SECRET}`,
      `GET /fmap/v3/vectormap?t=1&jscode=${SECRET}`,
    ]);
    expect((await request(keyed.url).post('/_AMapService/v3/log/init').send('x')).status).toBe(404);
    expect((await request(keyed.url).head('/_AMapService/v3/log/init')).status).toBe(404);
    expect(amapSeen).toHaveLength(3);
  });

  it('never passes script or HTML back, and answers 504 when AMap hangs', async () => {
    amapReply = { type: 'application/javascript', body: 'jsonp_1({})' };
    expect((await request(keyed.url).get('/_AMapService/v3/x?callback=jsonp_1')).status).toBe(502);
    amapReply = { type: 'text/html', body: '<script>1</script>' };
    expect((await request(keyed.url).get('/_AMapService/v3/x')).status).toBe(502);
    amapReply = { type: 'application/json', body: '', hang: true };
    const hung = await hungSite({ apiBaseUrl: content.url, env: { ...amapEnv(), UPSTREAM_TIMEOUT_MS: '300' } }, (url) => request(url).get('/_AMapService/v3/x'));
    expect(hung.status).toBe(504);
  });

  it('the browser gets the key and the same-origin serviceHost, never the security code', async () => {
    for (const path of ['/scenicArea', '/en/hotel', '/en/no-such-page']) {
      const res = await request(keyed.url).get(path);
      expect(res.text).not.toContain(SECRET);
      expect(pageState(res.text).config).toMatchObject({ amapKey: 'test-key', amapServiceHost: `${keyed.url}/_AMapService` });
      expect(JSON.stringify(pageState(res.text))).not.toContain('securityCode');
    }
    const data = await request(keyed.url).get('/_data/shell/en');
    expect(data.text).not.toContain(SECRET);
    // The client bundle is built without it (it only ever came from the server).
    const assets = resolve(ROOT, 'dist/client/assets');
    for (const f of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
      expect(readFileSync(resolve(assets, f), 'utf8')).not.toContain(SECRET);
    }
    // Without a security code there is no proxy and no serviceHost.
    expect(pageState((await request(site.url).get('/scenicArea')).text).config.amapServiceHost).toBeNull();
    expect((await request(site.url).get('/_AMapService/v3/log/init')).status).toBe(404);
  });
});
