/**
 * The replica's Redis connection (server/ops/redis.ts) against a real redis-server: ready when
 * it answers, and when Redis goes away the site is told at once, every failure is counted and
 * the log gets one line per interval, not one per reconnect attempt.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMetrics } from '../../server/ops/metrics.ts';
import { connectRedis } from '../../server/ops/redis.ts';
import { SwrCache } from '../../server/upstream/cache.ts';
import { SharedCache } from '../../server/upstream/shared-cache.ts';
import { startRedis } from '../support/redis.ts';

const errorsCounted = async (metrics: ReturnType<typeof createMetrics>) =>
  (await metrics.redisErrors.get()).values.reduce((n, v) => n + v.value, 0);

describe('connectRedis', () => {
  it('is healthy while Redis answers; once it dies, unhealthy, counted, and logged once', async () => {
    const server = await startRedis();
    const metrics = createMetrics(false);
    const warn = vi.fn();
    const log = { warn, info: vi.fn() } as unknown as FastifyBaseLogger;
    const shared = await connectRedis({ url: server.url, prefix: 'ql-test:', commandTimeoutMs: 500, metrics, log });
    try {
      expect(shared.healthy()).toBe(true);
      expect(await shared.redis.ping()).toBe('PONG');
      await server.stop();
      await expect.poll(() => shared.healthy()).toBe(false);
      // Reconnect attempts fail again and again (every 100 ms, then slower): all counted.
      await expect.poll(() => errorsCounted(metrics)).toBeGreaterThan(2);
      await expect(shared.redis.get('k')).rejects.toThrow(/enableOfflineQueue/);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![1]).toBe('Redis failed: upstream cache falls back to this replica, client-error rate limit not enforced');
    } finally {
      await shared.close();
      await server.stop();
    }
  });

  it('a slow Redis costs one command deadline, then is skipped for a while (the in-process cache answers)', async () => {
    const server = await startRedis();
    const metrics = createMetrics(false);
    const now = { ms: 0 };
    const log = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    const shared = await connectRedis({ url: server.url, prefix: 'ql-test:', commandTimeoutMs: 500, metrics, log, nowMs: () => now.ms });
    const local = new SwrCache<{ v: number }>({ maxEntries: 10, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 });
    const cache = new SharedCache({ redis: shared.redis, prefix: 'ql-test:', local, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, lockMs: 1000, onRedisError: shared.fail, available: shared.healthy, accept: (v) => v as { v: number }, version: 'v1' });
    try {
      // Every client's commands wait 3 s: longer than the 500 ms command deadline.
      await shared.redis.call('CLIENT', 'PAUSE', '3000', 'ALL');
      expect(await cache.get('a', 60_000, async () => ({ v: 1 }))).toEqual({ v: 1 });
      expect((await metrics.redisErrors.get()).values).toEqual([expect.objectContaining({ labels: { op: 'read' }, value: 1 })]);
      expect(shared.healthy()).toBe(false);
      expect(await cache.get('b', 60_000, async () => ({ v: 2 }))).toEqual({ v: 2 });
      // Not tried again meanwhile: still the one error.
      expect((await metrics.redisErrors.get()).values).toEqual([expect.objectContaining({ labels: { op: 'read' }, value: 1 })]);
      now.ms += 5000;
      expect(shared.healthy()).toBe(true);
    } finally {
      await shared.close();
      await server.stop();
    }
  });

  it('starts without a reachable Redis (the site serves from memory meanwhile)', async () => {
    const metrics = createMetrics(false);
    const log = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    const shared = await connectRedis({ url: 'redis://127.0.0.1:1', prefix: 'ql-test:', commandTimeoutMs: 500, metrics, log });
    try {
      expect(shared.healthy()).toBe(false);
      await expect.poll(() => errorsCounted(metrics)).toBeGreaterThan(0);
    } finally {
      await shared.close();
    }
  });
});
