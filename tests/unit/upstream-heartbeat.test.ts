/**
 * The upstream heartbeat in Redis (server/ops/upstream-heartbeat.ts) against a real redis-server:
 * what tells a replica restarted during a CMS outage that the shared copies can still serve.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMetrics } from '../../server/ops/metrics.ts';
import { connectRedis, type SharedState } from '../../server/ops/redis.ts';
import { createUpstreamHeartbeat, heartbeatKey } from '../../server/ops/upstream-heartbeat.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';

const WINDOW = 60_000;
let server: RedisServer;
let admin: Redis;
let n = 0;
const opened: SharedState[] = [];

beforeAll(async () => {
  server = await startRedis();
  admin = new Redis(server.url);
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  admin?.disconnect();
  await server?.stop();
});

/** One replica's connection with a fresh prefix; a long command deadline, so only the heartbeat's own bound can cut a read short. */
async function replica() {
  const log = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
  const shared = await connectRedis({ url: server.url, prefix: `hb${++n}:`, commandTimeoutMs: 10_000, metrics: createMetrics(false), log });
  opened.push(shared);
  const clock = { now: 0 };
  const heartbeat = createUpstreamHeartbeat(shared, { windowMs: WINDOW, readTimeoutMs: 50, nowMs: () => clock.now });
  return { shared, clock, heartbeat, key: heartbeatKey(shared.prefix) };
}

describe('upstream heartbeat', () => {
  it('writes <prefix>upstream:last-ok with the time and PX = the stale-if-error window, at most once per 5 s', async () => {
    const { shared, clock, heartbeat, key } = await replica();
    expect(await heartbeat.recent()).toBe(false);
    heartbeat.beat();
    // Commands on one connection answer in order: after this PING the beat's SET is done.
    await shared.redis.ping();
    expect(new Date((await admin.get(key))!).toString()).not.toBe('Invalid Date');
    const ttl = await admin.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW);
    expect(await heartbeat.recent()).toBe(true);

    // Gone (as when it expires): the next success within 5 s does not write it again...
    await admin.del(key);
    clock.now = 4999;
    heartbeat.beat();
    await shared.redis.ping();
    expect(await admin.exists(key)).toBe(0);
    expect(await heartbeat.recent()).toBe(false);
    // ...the first one after does.
    clock.now = 5000;
    heartbeat.beat();
    await shared.redis.ping();
    expect(await admin.exists(key)).toBe(1);
  });

  it('a Redis that does not answer gives false within the read bound instead of hanging or throwing', async () => {
    const { heartbeat, key } = await replica();
    await admin.set(key, 'x', 'PX', WINDOW);
    expect(await heartbeat.recent()).toBe(true);
    // Stopped: the connection stays up, nothing answers; the heartbeat's read gives up after its 50 ms.
    const resume = server.freeze();
    try {
      expect(await heartbeat.recent()).toBe(false);
    } finally {
      resume();
    }
  });

  it('a replica whose Redis is down answers false without asking', async () => {
    const own = await startRedis();
    const log = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    const shared = await connectRedis({ url: own.url, prefix: 'hb-down:', commandTimeoutMs: 500, metrics: createMetrics(false), log });
    opened.push(shared);
    const heartbeat = createUpstreamHeartbeat(shared, { windowMs: WINDOW, readTimeoutMs: 50 });
    await own.stop();
    await expect.poll(() => shared.healthy()).toBe(false);
    heartbeat.beat();
    expect(await heartbeat.recent()).toBe(false);
  });
});
