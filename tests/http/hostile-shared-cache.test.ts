/**
 * Nothing read back from Redis is trusted (docs/decisions/041-item-by-item-validation.md): a
 * polluted shared cache — another application's values, another build's shapes, a time in the
 * future — under every one of the site's keys gives no 5xx and the page's correct content, on
 * two replicas, and again once the keys are deleted (no replica keeps a bad copy fresh in memory).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import { contentApi } from '../support/content-api.ts';
import { FAULT_ENV, REDIS_POLLUTION } from '../support/faults.ts';
import { esc } from '../support/seed.ts';
import type { Site } from '../support/site.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const s = upstreamSuite({ redis: true });
let sites: Site[] = [];
let hotels: { zh: string; en: string; id: number };

beforeAll(async () => {
  const api = contentApi(() => s.content.url);
  const [zh, en] = [(await api.list('hotel', 'zh-CN' as Locale)).records[0]!, (await api.list('hotel', 'en' as Locale)).records[0]!];
  hotels = { zh: zh.title, en: en.title, id: zh.id };
  // Copies stay fresh a minute, so a value in Redis with today's time is one a replica would serve.
  const ttl = { CACHE_TTL_MS: '60000', CACHE_SHELL_TTL_MS: '60000', CACHE_LIVE_TTL_MS: '60000' };
  const env = { ...FAULT_ENV, ...ttl, REDIS_URL: s.redis.url, REDIS_COMMAND_TIMEOUT_MS: '10000', UPSTREAM_TIMEOUT_MS: '10000' };
  sites = await Promise.all([0, 1].map(() => s.site({ env })));
});

/** Each page with a text of its own that only correct content shows. */
const PAGES = () => [
  { path: '/hotel', shows: esc(hotels.zh) },
  { path: '/en/hotel', shows: esc(hotels.en) },
  { path: `/hotel/detail?id=${hotels.id}`, shows: esc(hotels.zh) },
  { path: '/', shows: '青岚山' },
  { path: '/_data/shell/zh-CN', shows: '"mainMenu":[{' },
];

async function expectCorrect(label: string) {
  for (const site of sites) {
    for (const { path, shows } of PAGES()) {
      const res = await fetch(site.url + path);
      const text = await res.text();
      expect(res.status, `${label}: ${path}`).toBe(200);
      expect(text, `${label}: ${path}`).toContain(shows);
      expect(text, `${label}: ${path}`).not.toContain('POLLUTED');
    }
  }
}

describe('a polluted shared cache', () => {
  it.each(REDIS_POLLUTION)('%s under every key: 0 × 5xx and the correct pages, also after the keys are deleted', async (_name, value) => {
    for (const site of sites) site.cache.clear();
    await expectCorrect('warm');
    const keys = await s.admin.keys('qinglan:cache:*');
    expect(keys.length).toBeGreaterThan(10);
    const refusedBefore = await refused();
    for (const key of keys) await s.admin.set(key, JSON.stringify(value(Date.now())), 'PX', 60_000);
    // The replicas' memory forgets its copies (a restart, an eviction): the next read is Redis's.
    for (const site of sites) site.cache.clear();
    await expectCorrect('polluted');
    expect(await refused()).toBeGreaterThan(refusedBefore);
    // Deleted from Redis, while the replicas run on: none may keep a polluted copy fresh in memory.
    await s.admin.del(...(await s.admin.keys('qinglan:cache:*')));
    await expectCorrect('deleted');
  });
});

/** `upstream_cache_events_total{event="refused"}` over both replicas. */
async function refused(): Promise<number> {
  let total = 0;
  for (const site of sites) for (const v of (await site.metrics.cacheEvents.get()).values) if (v.labels.event === 'refused') total += v.value;
  return total;
}
