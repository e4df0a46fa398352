/**
 * Readiness with REDIS_URL across a restart during a CMS outage (server/ops/readiness.ts,
 * server/ops/upstream-heartbeat.ts; docs/decisions/017-image-and-probes.md): a replica started
 * while the CMS is down has nothing in its own memory, yet serves every page from the shared
 * cache, so it is ready ("degraded"); when Redis holds nothing recent it is "unavailable".
 * Real redis-server; the page microcache is off so every request renders.
 */
import { describe, expect, it } from 'vitest';
import { buildInternalApp } from '../../server/ops/internal.ts';
import { heartbeatKey } from '../../server/ops/upstream-heartbeat.ts';
import type { Site } from '../support/site.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const PREFIX = 'restart:';
const KEY = heartbeatKey(PREFIX);
const s = upstreamSuite({ redis: true });

// A long Redis deadline: two replicas, the content service and the upstream share this process's event loop (as in shared-state.test.ts).
const env = (redisUrl: string) => ({ REDIS_URL: redisUrl, REDIS_PREFIX: PREFIX, REDIS_COMMAND_TIMEOUT_MS: '10000', PAGE_CACHE_TTL_MS: '0' });
const readyz = async (site: Site) => {
  const res = await fetch(`${site.url}/readyz`);
  return { code: res.status, body: await res.json() };
};

describe('a replica restarted during a CMS outage, with REDIS_URL', () => {
  it('is 200 "degraded" and serves from Redis while a replica had a good reply within the window; 503 "unavailable" once not', async () => {
    const a = await s.site({ env: env(s.redis.url) });
    expect((await fetch(`${a.url}/en/trends`)).status).toBe(200);
    expect(await readyz(a)).toEqual({ code: 200, body: { status: 'ready' } });
    // A's upstream successes announced in Redis, for as long as stale copies serve (CACHE_STALE_IF_ERROR_MS, 1 h).
    await expect.poll(() => s.admin.exists(KEY)).toBe(1);
    expect(await s.admin.pttl(KEY)).toBeGreaterThan(0);
    expect(await s.admin.pttl(KEY)).toBeLessThanOrEqual(3_600_000);

    s.upstream.setDefault({ kind: 'drop' });
    // B: a fresh process memory (never reached the CMS), the same Redis and prefix.
    let bNowMs = 0;
    const b = await s.site({ env: env(s.redis.url), readiness: { nowMs: () => bNowMs } });
    expect(await readyz(b)).toEqual({ code: 200, body: { status: 'degraded' } });
    expect((await buildInternalApp(b).inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'degraded', upstream: 'down', redis: 'ok', copies: 'shared' });
    expect((await fetch(`${b.url}/en/trends`)).status).toBe(200);

    // Nothing recent in Redis (as when the key expires): B's own memory cannot vouch for its copies.
    await s.admin.del(KEY);
    bNowMs += 1001;
    expect(await readyz(b)).toEqual({ code: 503, body: { status: 'unavailable' } });
    s.upstream.reset();
  });
});
