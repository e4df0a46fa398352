/** Operations: health, readiness, metrics, JSON data URLs, assets, logs, shutdown. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildInternalApp } from '../../server/ops/internal.ts';
import { freePort } from '../support/ports.ts';
import type { Site } from '../support/site.ts';
import { startFakeUpstream, type FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const scenario = upstreamSuite();
let content: { url: string };
let upstream: FakeUpstream;
let site: Site;
/** The internal listener (metrics, readiness detail) as start.ts builds it. */
let internal: FastifyInstance;
let internalUrl: string;
const logs: string[] = [];
/** The readiness memo's clock, stepped by the test instead of sleeping past the 1 s memo. */
let readyNowMs = 0;

beforeAll(async () => {
  content = scenario.content;
  upstream = scenario.upstream;
  site = await scenario.site({ logStream: { write: (l) => void logs.push(l) }, readiness: { nowMs: () => readyNowMs } });
  internal = buildInternalApp(site);
  internalUrl = await internal.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await internal.close();
});

describe('health', () => {
  it('liveness does not depend on the upstream; readiness does', async () => {
    expect((await request(internalUrl).get('/readyz')).body).toMatchObject({ status: 'ready', upstream: 'ok' });
    upstream.setDefault({ kind: 'drop' });
    // Within the memo the last answer stands; past it the upstream is asked again.
    expect((await request(site.url).get('/readyz')).status).toBe(200);
    readyNowMs += 1001;
    const live = await request(site.url).get('/healthz');
    expect(live.status).toBe(200);
    expect(live.body.status).toBe('ok');
    const ready = await request(site.url).get('/readyz');
    expect(ready.status).toBe(503);
    // The public port says only that it is not ready; why is for operators.
    expect(ready.body).toEqual({ status: 'unavailable' });
    const detail = await request(internalUrl).get('/readyz');
    expect(detail.status).toBe(503);
    expect(detail.body).toMatchObject({ status: 'unavailable', upstream: 'down', error: expect.any(String) });
    upstream.reset();
    expect((await request(site.url).get('/readyz')).status).toBe(503);
    readyNowMs += 1001;
    const back = await request(site.url).get('/readyz');
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ status: 'ready' });
  });

  it('exposes Prometheus metrics by route and status on the internal listener only', async () => {
    await request(site.url).get('/en/trends');
    const res = await request(internalUrl).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{route="page:trends",method="GET",status="200"\} [1-9]/);
    expect(res.text).toMatch(/upstream_requests_total\{endpoint="\/article\/getArticleList",outcome="ok"\} [1-9]/);
    const publicMetrics = await request(site.url).get('/metrics');
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.text).not.toContain('http_request_duration_seconds');
  });
});

describe('JSON data URLs for client navigations', () => {
  it('serves page data and shell data at distinct URLs', async () => {
    const page = await request(site.url).get('/_data/page/en/trends?page=1');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    expect(page.body.data.kind).toBe('article-list');
    expect(page.body.data.typeCode).toBe('news');
    const shell = await request(site.url).get('/_data/shell/en');
    expect(shell.body.data.locale).toBe('en');
    expect(Array.isArray(shell.body.data.mainMenu)).toBe(true);
    expect((await request(site.url).get('/_data/shell/fr')).status).toBe(404);
    const missing = await request(site.url).get('/_data/page/en/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ status: 404, kind: 'not-found', path: '/en/nowhere', message: null, api: null });
  });
});

describe('static files', () => {
  it('serves hashed assets immutable, the favicon and the build descriptor', async () => {
    const manifest = JSON.parse(readFileSync(resolve(ROOT, 'dist/client/.vite/manifest.json'), 'utf8'));
    const entry = manifest['client/entry-client.tsx'].file as string;
    const asset = await request(site.url).get(`/${entry}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await request(site.url).get(`/${entry}`).set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const html = await request(site.url).get('/en/trends').set('Accept-Encoding', 'gzip');
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(html.text).toContain('</html>');
    const logo = await request(site.url).get('/logo.png');
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const build = await request(site.url).get('/_build.json');
    expect(build.headers['cache-control']).toBe('no-cache');
    expect(entry).toContain(build.body.buildId);
  });
});

describe('logs', () => {
  it('are JSON lines with a request id, and never carry cookies', async () => {
    logs.length = 0;
    // No TRUST_PROXY here: a client's own X-Request-Id is not taken (tests/http/proxies-and-hosts.test.ts).
    const res = await request(site.url).get('/en/hotel').set('Cookie', 'lang=en; session=SECRET123').set('X-Request-Id', 'trace-abc-1');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logs.map((l) => JSON.parse(l));
    expect(lines.some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true);
    expect(logs.join('\n')).not.toContain('SECRET123');
  });

  it('accepts client error reports, rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await request(site.url).post('/_log/client-error').send({ kind: 'error', message: `boom ${i}`, stack: 'Error: boom', url: '/x', timestamp: new Date().toISOString() })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(logs.some((l) => l.includes('"msg":"client error"') && l.includes('boom 0'))).toBe(true);
  });
});

describe('graceful shutdown', { timeout: 90_000 }, () => {
  it('finishes an in-flight response on SIGTERM, then exits 0', async () => {
    const slow = await startFakeUpstream(content.url);
    let open!: () => void;
    slow.setDefault({ kind: 'gate', open: new Promise<void>((r) => (open = r)) });
    const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
    const child = spawn(process.execPath, ['server/main.js'], { cwd: ROOT, env: { ...process.env, PORT: String(port), METRICS_PORT: String(metricsPort), HOST: '127.0.0.1', API_BASE_URL: slow.url, LOG_LEVEL: 'warn' }, stdio: 'pipe' });
    try {
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false), { timeout: 40_000, interval: 100 }).toBe(true);
      // The internal listener started with the site, on its own port.
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
      const before = [...slow.calls.values()].reduce((a, b) => a + b, 0);
      const pending = fetch(`http://127.0.0.1:${port}/en/trends`);
      // SIGTERM while that render waits on the CMS; the CMS answers after it.
      await expect.poll(() => [...slow.calls.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(before);
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      open();
      const res = await pending;
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('</html>');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await slow.close();
    }
  });
});
