/**
 * Upstream calls per key with three site replicas, without and with REDIS_URL
 * (docs/decisions/021-shared-state-in-redis.md). For each page, 30 concurrent cold requests
 * (10 through each replica, page microcache off so every request renders) against an upstream
 * that answers after 100 ms; prints the upstream calls per distinct key and the client-error
 * reports accepted from one address across the replicas. Needs `npm run build` and Debian's
 * redis-server. Loopback only, about a minute:  node scripts/measure-shared-state.ts
 */
import { loadavg } from 'node:os';
import { startRedis } from '../tests/support/redis.ts';
import { startContent, startSite, type Site } from '../tests/support/site.ts';
import { startFakeUpstream } from '../tests/support/upstream.ts';

const PAGES = ['/theme/list', '/en/hotel', '/trends'];
const PER_REPLICA = 10;

const content = await startContent();
const upstream = await startFakeUpstream(content.url);
const redis = await startRedis();
console.log(`3 replicas, ${PER_REPLICA} concurrent cold requests each per page, upstream delay 100 ms; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);

async function run(label: string, env: Record<string, string>): Promise<void> {
  const sites: Site[] = await Promise.all([0, 1, 2].map(() => startSite({ apiBaseUrl: upstream.url, env: { PAGE_CACHE_TTL_MS: '0', ...env } })));
  try {
    for (const page of PAGES) {
      upstream.reset();
      upstream.setDefault({ kind: 'delay', ms: 100 });
      const before = await misses(sites);
      const res = await Promise.all(sites.flatMap((s) => Array.from({ length: PER_REPLICA }, () => fetch(s.url + page).then((r) => r.status))));
      const calls = [...upstream.calls.values()].reduce((a, b) => a + b, 0);
      // Distinct keys: with Redis each key is loaded by one replica (its miss); without it, by every
      // replica (a failed load retried by a later request counts again, so not an integer then).
      const loads = (await misses(sites)) - before;
      const keys = Number((label === 'with REDIS_URL' ? loads : loads / 3).toFixed(1));
      const ok = res.filter((s) => s === 200).length;
      console.log(`${label.padEnd(16)} ${page.padEnd(12)} ${ok}/${res.length} ok  ${calls} upstream calls for ${keys} keys = ${(calls / keys).toFixed(2)} per key`);
    }
    upstream.reset();
    let accepted = 0;
    for (let i = 0; i < 30; i++) {
      const r = await fetch(`${sites[i % 3]!.url}/_log/client-error`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"measure"}' });
      if (r.status === 204) accepted++;
    }
    console.log(`${label.padEnd(16)} client-error reports accepted from one address in a minute: ${accepted} of 30`);
  } finally {
    await Promise.all(sites.map((s) => s.close()));
  }
}

async function misses(sites: Site[]): Promise<number> {
  let n = 0;
  for (const s of sites) for (const v of (await s.metrics.cacheEvents.get()).values) if (v.labels.event === 'miss') n += v.value;
  return n;
}

try {
  await run('without Redis', {});
  // Three replicas share this process's event loop: a generous Redis deadline, so a render
  // stalling the loop is not taken for a slow Redis (docs/decisions/021-shared-state-in-redis.md).
  await run('with REDIS_URL', { REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: '10000' });
} finally {
  await upstream.close();
  await content.close();
  await redis.stop();
}
