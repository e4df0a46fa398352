/**
 * Operations around a CMS outage and a rollout: readiness stays 200 "degraded" while cached
 * pages serve, turns 503 "draining" on SIGTERM before the listener closes; upstream latency
 * and build metrics; one log line per failing key; one-line start-up errors.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInternalApp } from '../../server/ops/internal.ts';
import { freePort } from '../support/ports.ts';
import type { Site } from '../support/site.ts';
import type { FakeUpstream } from '../support/upstream.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const scenario = upstreamSuite();
let upstream: FakeUpstream;
let site: Site;
const logs: string[] = [];
let readyNowMs = 0;

beforeAll(async () => {
  upstream = scenario.upstream;
  // Everything turns stale at once (TTL 0) and refreshes in the background; the page microcache
  // is off, so every view reaches the upstream layer.
  site = await scenario.site({
    env: { CACHE_TTL_MS: '0', CACHE_SHELL_TTL_MS: '0', CACHE_LIVE_TTL_MS: '0', PAGE_CACHE_TTL_MS: '0' },
    logStream: { write: (l) => void logs.push(l) },
    readiness: { nowMs: () => readyNowMs },
  });
});

describe('a CMS outage', () => {
  it('keeps readiness 200 "degraded" while cached pages serve, and logs each failing key once', async () => {
    expect((await request(site.url).get('/en/trends')).status).toBe(200);
    expect((await request(site.url).get('/readyz')).body.status).toBe('ready');
    upstream.setDefault({ kind: 'drop' });
    readyNowMs += 1001;
    logs.length = 0;
    for (let i = 0; i < 5; i++) expect((await request(site.url).get('/en/trends')).status).toBe(200);
    const ready = await request(site.url).get('/readyz');
    expect(ready.status).toBe(200);
    // The site port says only the status; the internal listener says why.
    expect(ready.body).toEqual({ status: 'degraded' });
    const detail = (await buildInternalApp(site).inject({ method: 'GET', url: '/readyz' })).json() as Record<string, unknown>;
    expect(detail).toMatchObject({ status: 'degraded', upstream: 'down' });
    // Background refreshes settle after the responses: wait for the first round's lines.
    await expect.poll(() => logs.filter((l) => l.includes('background refresh failed')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const refreshLines = logs.filter((l) => l.includes('background refresh failed')).map((l) => JSON.parse(l) as { key: string; stack?: string; err?: unknown });
    const keys = refreshLines.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(refreshLines.every((l) => l.err === undefined)).toBe(true);
    upstream.reset();
  });
});

describe('metrics', () => {
  it('has the upstream latency histogram and the build info', async () => {
    const text = (await buildInternalApp(site).inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/upstream_request_duration_seconds_count\{endpoint="\/article\/getArticleList",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/upstream_request_duration_seconds_bucket\{le="0\.01",endpoint="\/article\/getArticleList",outcome="ok"\} \d+/);
    const build = (await request(site.url).get('/_build.json')).body.buildId as string;
    expect(text).toContain(`site_build_info{build_id="${build}",version="0.1.0",node="${process.versions.node}"} 1`);
  });
});

describe('process start and stop', { timeout: 90_000 }, () => {
  const spawnSite = (env: Record<string, string>) => {
    const clean = { ...process.env };
    delete clean.API_BASE_URL;
    return spawnSync(process.execPath, ['server/main.js'], { cwd: ROOT, env: { ...clean, HOST: '127.0.0.1', LOG_LEVEL: 'warn', METRICS_PORT: '0', ...env }, encoding: 'utf8', timeout: 60_000 });
  };

  it('a port in use gives one line naming PORT', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const res = spawnSite({ PORT: String(port), API_BASE_URL: upstream.url });
      expect({ status: res.status, stderr: res.stderr }).toEqual({
        status: 1,
        stderr: `Configuration error: PORT ${port} is already in use (on HOST 127.0.0.1); stop what listens there or choose another PORT\n`,
      });
    } finally {
      blocker.close();
    }
  });

  it('a database path that cannot hold the database gives one line naming CONTENT_DB_PATH', async () => {
    // A device SQLite opens and fails on later, with a stack; every kind of bad path: content-service/tests/db-path.test.ts.
    const res = spawnSite({ PORT: String(await freePort()), CONTENT_DB_PATH: '/dev/null' });
    expect({ status: res.status, stderr: res.stderr }).toEqual({
      status: 1,
      stderr: 'Configuration error: CONTENT_DB_PATH: "/dev/null" is under /dev, kernel files, not data; name a file on disk (e.g. data/content.db)\n',
    });
  });

  it('on SIGTERM, readiness turns 503 "draining" while the listener still serves, then it exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['server/main.js'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_BASE_URL: upstream.url, LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '10000', METRICS_PORT: '0' },
      stdio: 'pipe',
    });
    // A drain long enough that a loaded machine still sees it; the test waits for the exit.
    try {
      await expect.poll(() => fetch(`${base}/readyz`).then((r) => r.status, () => 0), { timeout: 40_000, interval: 100 }).toBe(200);
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      await expect.poll(() => fetch(`${base}/readyz`).then((r) => r.status, () => 0), { timeout: 10_000, interval: 20 }).toBe(503);
      const ready = await fetch(`${base}/readyz`);
      expect(await ready.json()).toMatchObject({ status: 'draining' });
      expect((await fetch(`${base}/en/trends`)).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
