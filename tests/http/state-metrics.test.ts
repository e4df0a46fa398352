/**
 * The state gauges read when Prometheus scrapes (docs/monitoring.md): readiness as a state set
 * (`site_readiness_state`, a scrape reusing a readiness result up to 10 s old), each upstream
 * endpoint's breaker (`upstream_breaker_state`) and, only with REDIS_URL, `redis_connected`.
 * Read from the internal listener as start.ts builds it, against the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInternalApp } from '../../server/ops/internal.ts';
import { SCRAPE_REUSE_MS } from '../../server/ops/state-gauges.ts';
import type { Site } from '../support/site.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const scenario = upstreamSuite({ redis: true });
let site: Site;
let shared: Site;
let readyNowMs = 0;

beforeAll(async () => {
  site = await scenario.site({ readiness: { nowMs: () => readyNowMs } });
  shared = await scenario.site({ env: { REDIS_URL: scenario.redis.url } });
});
afterAll(() => scenario.upstream.reset());

/** The sample lines of one metric (no comments), as scraped. */
async function series(of: Site, name: string): Promise<string[]> {
  const text = (await buildInternalApp(of).inject({ method: 'GET', url: '/metrics' })).body;
  return text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
}
const readiness = (state: string) => ['ready', 'degraded', 'unavailable', 'draining'].map((s) => `site_readiness_state{state="${s}"} ${s === state ? 1 : 0}`);

describe('site_readiness_state', () => {
  it('is the state /readyz answers; a scrape reuses a result up to 10 s old, then probes again', async () => {
    expect(await series(site, 'site_readiness_state')).toEqual(readiness('ready'));
    scenario.upstream.setDefault({ kind: 'drop' });
    // Past the 1 s memo of /readyz but within the scrape's reuse: no probe, the last result stands.
    readyNowMs += SCRAPE_REUSE_MS / 2;
    expect(await series(site, 'site_readiness_state')).toEqual(readiness('ready'));
    readyNowMs += SCRAPE_REUSE_MS / 2 + 1;
    // Nothing was ever cached on this replica: no copy can serve.
    expect(await series(site, 'site_readiness_state')).toEqual(readiness('unavailable'));
    scenario.upstream.reset();
    readyNowMs += SCRAPE_REUSE_MS + 1;
    expect(await series(site, 'site_readiness_state')).toEqual(readiness('ready'));
  });
});

describe('upstream_breaker_state', () => {
  it('says each called endpoint is closed, and open once its breaker opened', async () => {
    expect((await fetch(`${site.url}/en/trends`)).status).toBe(200);
    expect(await series(site, 'upstream_breaker_state')).toContain('upstream_breaker_state{endpoint="/article/getArticleList",state="closed"} 1');
    // Three failures in a row open it (DEFAULT_BREAKER), for 30 s.
    for (let i = 0; i < 3; i++) await site.api.breakers.run('/article/getArticleList', () => Promise.reject(new Error('down')), () => true).catch(() => undefined);
    const lines = await series(site, 'upstream_breaker_state');
    expect(lines.filter((l) => l.includes('"/article/getArticleList"'))).toEqual([
      'upstream_breaker_state{endpoint="/article/getArticleList",state="closed"} 0',
      'upstream_breaker_state{endpoint="/article/getArticleList",state="open"} 1',
      'upstream_breaker_state{endpoint="/article/getArticleList",state="half-open"} 0',
    ]);
    expect(lines.filter((l) => l.endsWith('state="open"} 1'))).toHaveLength(1);
    site.api.breakers.reset();
  });
});

describe('redis_connected', () => {
  it('is absent without REDIS_URL; with it, 1 while Redis answers and 0 once it is gone', async () => {
    expect(await series(site, 'redis_connected')).toEqual([]);
    expect(await series(shared, 'redis_connected')).toEqual(['redis_connected 1']);
    await scenario.redis.stop();
    await expect.poll(() => series(shared, 'redis_connected')).toEqual(['redis_connected 0']);
  });
});

describe('draining', () => {
  // Last: a draining replica stays draining.
  it('reads draining from SIGTERM on', async () => {
    site.readiness.startDraining();
    expect(await series(site, 'site_readiness_state')).toEqual(readiness('draining'));
  });
});
