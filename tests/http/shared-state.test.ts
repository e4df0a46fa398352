/**
 * Three site replicas sharing one real redis-server (REDIS_URL; docs/decisions/021-shared-state-in-redis.md):
 * one upstream call per key across all of them, a copy cached by one is a hit on another, one
 * client-error budget, replies that fail validation never stored, and a Redis that dies
 * mid-run leaves every replica serving. The page microcache is off so every request renders.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedCacheVersion } from '../../server/upstream/cache-version.ts';
import type { Site } from '../support/site.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const API = '/website/api/web';
const VERSION = sharedCacheVersion();
const s = upstreamSuite({ redis: true });
let sites: Site[] = [];

beforeAll(async () => {
  // A long upstream deadline (the lock lives as long): the gate below holds replies while
  // three renders start on a loaded machine. A long Redis deadline too: three replicas, the
  // content service and the upstream share this one process, whose event loop a render can
  // hold past the 500 ms default (then a replica would go on without Redis, as it should).
  const env = { REDIS_URL: s.redis.url, REDIS_COMMAND_TIMEOUT_MS: '10000', PAGE_CACHE_TTL_MS: '0', UPSTREAM_TIMEOUT_MS: '20000' };
  sites = await Promise.all([0, 1, 2].map(() => s.site({ env })));
});
afterEach(() => s.upstream.reset());

/** `upstream_cache_events_total` for one event, summed over endpoints and the given replicas. */
async function events(replicas: Site[], event: string): Promise<number> {
  let total = 0;
  for (const site of replicas) {
    for (const v of (await site.metrics.cacheEvents.get()).values) if (v.labels.event === event) total += v.value;
  }
  return total;
}

const callsPerPath = () => [...s.upstream.calls].map(([path, n]) => ({ path, n }));

describe('three replicas with REDIS_URL', () => {
  it('a cold page requested through all three at once makes one upstream call per key', async () => {
    let open!: () => void;
    s.upstream.setDefault({ kind: 'gate', open: new Promise<void>((r) => (open = r)) });
    const pages = sites.map((site) => fetch(`${site.url}/theme/list`));
    // Every key in flight has its one loader (a miss) and two replicas waiting for it.
    await expect.poll(async () => {
      const misses = await events(sites, 'miss');
      return misses > 0 && (await events(sites, 'wait')) === 2 * misses;
    }).toBe(true);
    for (const site of sites) expect((await events([site], 'miss')) + (await events([site], 'wait'))).toBeGreaterThan(0);
    open();
    expect((await Promise.all(pages)).map((r) => r.status)).toEqual([200, 200, 200]);
    // getMenu is called for two keys (main and external menu); every other path for one.
    expect(callsPerPath()).toEqual(callsPerPath().map(({ path }) => ({ path, n: path === `${API}/menu/getMenu` ? 2 : 1 })));
    expect(s.upstream.calls.get(`${API}/subject/getSubjectList`)).toBe(1);
  });

  it('a copy cached through one replica is a hit on the others, with no upstream call', async () => {
    const [a, b, c] = sites as [Site, Site, Site];
    expect((await fetch(`${a.url}/en/theme/list`)).status).toBe(200);
    expect(s.upstream.calls.get(`${API}/subject/getSubjectList`)).toBe(1);
    s.upstream.reset();
    const before = await events([b, c], 'hit');
    expect((await fetch(`${b.url}/en/theme/list`)).status).toBe(200);
    expect((await fetch(`${c.url}/en/theme/list`)).status).toBe(200);
    expect(s.upstream.calls.size).toBe(0);
    expect(await events([b, c], 'hit')).toBeGreaterThan(before);
  });

  it('a reply that fails validation never reaches Redis', async () => {
    const list = `${API}/article/getArticleList`;
    s.upstream.set(list, { kind: 'edit', edit: (r) => ((r.data.records = null), r) });
    expect((await fetch(`${sites[0]!.url}/en/hotel`)).status).toBe(500);
    // Both of the page's list calls (the page, and the whole type for its category chips) were refused.
    expect(s.upstream.calls.get(list)).toBe(2);
    expect(await sites[0]!.metrics.registry.getSingleMetricAsString('upstream_invalid_replies_total')).toContain('upstream_invalid_replies_total{endpoint="/article/getArticleList"} 2');
    expect(await s.admin.keys('qinglan:*getArticleList*')).toEqual([]);
    // The valid reply, once the upstream sends one, is stored and shared.
    s.upstream.reset();
    expect((await fetch(`${sites[1]!.url}/en/hotel`)).status).toBe(200);
    expect((await s.admin.keys('qinglan:*getArticleList*')).sort()).toEqual([
      `qinglan:cache:${VERSION}:0.0:en ${list}?pageNum=1&pageSize=100&typeCode=hotel`,
      `qinglan:cache:${VERSION}:0.0:en ${list}?pageNum=1&pageSize=12&typeCode=hotel`,
    ]);
  });

  it('shares one client-error budget (10 a minute) across the replicas', async () => {
    const report = (site: Site) =>
      fetch(`${site.url}/_log/client-error`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'error', message: 'x' }) });
    const accepted: number[] = [];
    for (let i = 0; i < 10; i++) accepted.push((await report(sites[i % 3]!)).status);
    expect(accepted).toEqual(Array(10).fill(204));
    const refused = await Promise.all(sites.map((site) => report(site).then((r) => r.status)));
    expect(refused).toEqual([429, 429, 429]);
  });

  it('when Redis dies, every replica keeps serving from memory and the upstream, and says degraded', async () => {
    await s.redis.stop();
    for (const site of sites) await expect.poll(async () => (await (await fetch(`${site.url}/readyz`)).json()).status).toBe('degraded');
    for (const site of sites) {
      // A page seen before (its copies are in memory) and one never seen (straight to the upstream).
      expect((await fetch(`${site.url}/theme/list`)).status).toBe(200);
      expect((await fetch(`${site.url}/trends`)).status).toBe(200);
      // The rate limit no longer refuses: a Redis outage must not block visitors.
      const report = await fetch(`${site.url}/_log/client-error`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"y"}' });
      expect(report.status).toBe(204);
      // Counted as the failures happen (the reconnect attempts fail a moment after the close).
      await expect.poll(async () => (await site.metrics.redisErrors.get()).values.reduce((s, v) => s + v.value, 0)).toBeGreaterThan(0);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    }
  });
});
