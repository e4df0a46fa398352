/**
 * The Redis upstream cache (server/upstream/shared-cache.ts) against a real redis-server: each
 * "replica" is its own connection, SharedCache and in-process cache, as in production.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SwrCache, type CacheEvent } from '../../server/upstream/cache.ts';
import { CacheEpochs } from '../../server/upstream/cache-epochs.ts';
import { SharedCache } from '../../server/upstream/shared-cache.ts';
import { freePort } from '../support/ports.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';

type V = { v: number; pad?: string };
/** What each replica takes back from Redis: its own shape only (the site checks the endpoint's schema). */
const acceptV = (value: unknown): V | null => (typeof (value as V | null)?.v === 'number' ? (value as V) : null);
const VERSION = 'v1';
let server: RedisServer;
let admin: Redis;
const connections: Redis[] = [];
let n = 0;

beforeAll(async () => {
  server = await startRedis();
  admin = new Redis(server.url);
});
afterAll(async () => {
  for (const c of connections) c.disconnect();
  admin?.disconnect();
  await server?.stop();
});

function connection(url = server.url): Redis {
  const c = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true, retryStrategy: () => null });
  c.on('error', () => {});
  connections.push(c);
  return c;
}

/** Replicas sharing one prefix (fresh per test), each with its own connection and memory. */
async function replicas(count: number, opts: { lockMs?: number; maxValueBytes?: number; swr?: number; sie?: number; versions?: string[] } = {}) {
  const prefix = `t${++n}:`;
  const clock = { now: 1_000 };
  const made = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const redis = connection();
      await redis.connect();
      const events: CacheEvent[] = [];
      const windows = { staleWhileRevalidateMs: opts.swr ?? 0, staleIfErrorMs: opts.sie ?? 0, now: () => clock.now };
      const local = new SwrCache<V>({ maxEntries: 100, ...windows });
      const epochs = new CacheEpochs();
      const cache = new SharedCache<V>({ redis, prefix, local, ...windows, lockMs: opts.lockMs ?? 5000, maxValueBytes: opts.maxValueBytes, onEvent: (e) => events.push(e), accept: acceptV, version: opts.versions?.[i] ?? VERSION, epochs });
      return { redis, cache, events, epochs };
    }),
  );
  return { prefix, clock, replicas: made };
}

function gated() {
  let open!: (v: V) => void;
  const load = vi.fn(() => new Promise<V>((r) => (open = r)));
  return { load, open: (v: V) => open(v) };
}

describe('SharedCache (real redis-server)', () => {
  it('a cold key requested on two replicas at once is loaded once; the other waits for the value', async () => {
    const { prefix, replicas: [a, b] } = await replicas(2);
    const holder = gated();
    const first = a!.cache.get('en /x?', 1000, holder.load);
    await expect.poll(() => admin.exists(`${prefix}lock:v1:0.0:en /x?`)).toBe(1);
    const other = vi.fn(async () => ({ v: 99 }));
    const second = b!.cache.get('en /x?', 1000, other);
    await expect.poll(() => b!.events).toEqual(['wait']);
    holder.open({ v: 7 });
    expect(await Promise.all([first, second])).toEqual([{ v: 7 }, { v: 7 }]);
    expect(holder.load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(a!.events).toEqual(['miss']);
    expect(await admin.exists(`${prefix}lock:v1:0.0:en /x?`)).toBe(0);
  });

  it('stores JSON with its stored-at time under the prefixed key, kept as long as the stale-if-error horizon', async () => {
    const { prefix, replicas: [a] } = await replicas(1, { swr: 2000, sie: 60_000 });
    await a!.cache.get('zh-CN /menu?type=1', 1000, async () => ({ v: 1 }));
    expect(JSON.parse((await admin.get(`${prefix}cache:v1:0.0:zh-CN /menu?type=1`))!)).toEqual({ storedAt: 1000, value: { v: 1 } });
    const ttl = await admin.pttl(`${prefix}cache:v1:0.0:zh-CN /menu?type=1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });

  it("a value cached by one replica is a hit on another, without a load", async () => {
    const { replicas: [a, b] } = await replicas(2);
    await a!.cache.get('k', 1000, async () => ({ v: 1 }));
    const load = vi.fn(async () => ({ v: 2 }));
    expect(await b!.cache.get('k', 1000, load)).toEqual({ v: 1 });
    expect(load).not.toHaveBeenCalled();
    expect(b!.events).toEqual(['hit']);
  });

  it('one replica asks Redis once for a key however many of its requests want it', async () => {
    const { replicas: [a, b] } = await replicas(2);
    await a!.cache.get('k', 1000, async () => ({ v: 1 }));
    const get = vi.spyOn(b!.redis, 'get');
    const values = await Promise.all(Array.from({ length: 50 }, () => b!.cache.get('k', 1000, async () => ({ v: 2 }))));
    expect(values.every((x) => x.v === 1)).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
    // Fresh in memory afterwards: no Redis round trip at all.
    await b!.cache.get('k', 1000, async () => ({ v: 2 }));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a failed load writes nothing and releases the lock', async () => {
    const { prefix, replicas: [a] } = await replicas(1);
    await expect(a!.cache.get('k', 1000, async () => Promise.reject(new Error('invalid reply')))).rejects.toThrow('invalid reply');
    expect(await admin.exists(`${prefix}cache:v1:0.0:k`, `${prefix}lock:v1:0.0:k`)).toBe(0);
  });

  it('when the holder\'s load fails, a waiting replica takes the lock and loads itself', async () => {
    const { replicas: [a, b] } = await replicas(2);
    let fail!: (err: Error) => void;
    const first = a!.cache.get('k', 1000, () => new Promise<V>((_r, reject) => (fail = reject)));
    await expect.poll(() => a!.events).toEqual(['miss']);
    const load = vi.fn(async () => ({ v: 8 }));
    const second = b!.cache.get('k', 1000, load);
    await expect.poll(() => b!.events).toEqual(['wait']);
    fail(new Error('upstream 502'));
    await expect(first).rejects.toThrow('upstream 502');
    expect(await second).toEqual({ v: 8 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(b!.events).toEqual(['wait', 'miss']);
  });

  it('a lock whose holder crashed expires, and a waiter loads in its place', async () => {
    const { prefix, replicas: [b] } = await replicas(1, { lockMs: 300 });
    await admin.set(`${prefix}lock:v1:0.0:k`, 'crashed-replica', 'PX', 300);
    const load = vi.fn(async () => ({ v: 5 }));
    expect(await b!.cache.get('k', 1000, load)).toEqual({ v: 5 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(b!.events).toEqual(['wait', 'miss']);
  });

  it('serves an entry above the byte cap without writing it to Redis', async () => {
    const { prefix, replicas: [a] } = await replicas(1, { maxValueBytes: 1000 });
    expect((await a!.cache.get('big', 1000, async () => ({ v: 1, pad: 'x'.repeat(2000) }))).v).toBe(1);
    expect(a!.events).toEqual(['miss', 'oversize']);
    expect(await admin.exists(`${prefix}cache:v1:0.0:big`, `${prefix}lock:v1:0.0:big`)).toBe(0);
  });

  it('treats a corrupt value in Redis as missing', async () => {
    const { prefix, replicas: [a] } = await replicas(1);
    await admin.set(`${prefix}cache:v1:0.0:k`, '{"storedAt":"soon"');
    expect(await a!.cache.get('k', 1000, async () => ({ v: 3 }))).toEqual({ v: 3 });
    expect(JSON.parse((await admin.get(`${prefix}cache:v1:0.0:k`))!).value).toEqual({ v: 3 });
  });

  it('refuses a well-formed value of another shape, and one stored in the future, as misses, and overwrites them', async () => {
    const { prefix, clock, replicas: [a, b] } = await replicas(2);
    await admin.set(`${prefix}cache:v1:0.0:shape`, JSON.stringify({ storedAt: clock.now, value: { code: 0, msg: 'success', data: null } }));
    expect(await a!.cache.get('shape', 1000, async () => ({ v: 5 }))).toEqual({ v: 5 });
    expect(a!.events).toEqual(['refused', 'refused', 'miss']);
    expect(JSON.parse((await admin.get(`${prefix}cache:v1:0.0:shape`))!)).toEqual({ storedAt: clock.now, value: { v: 5 } });
    // 10 s of clock skew between replicas is tolerated; a time beyond it would keep a copy fresh forever.
    await admin.set(`${prefix}cache:v1:0.0:skew`, JSON.stringify({ storedAt: clock.now + 10_000, value: { v: 6 } }));
    expect(await b!.cache.get('skew', 1000, async () => ({ v: 0 }))).toEqual({ v: 6 });
    await admin.set(`${prefix}cache:v1:0.0:future`, JSON.stringify({ storedAt: 9e15, value: { v: 7 } }));
    const load = vi.fn(async () => ({ v: 8 }));
    expect(await b!.cache.get('future', 1000, load)).toEqual({ v: 8 });
    // Deleted from Redis, the key is not held fresh by the replica's memory either.
    await admin.del(`${prefix}cache:v1:0.0:future`);
    clock.now += 1001;
    expect(await b!.cache.get('future', 1000, async () => ({ v: 9 }))).toEqual({ v: 9 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('two versions in a rolling deploy never read each other\'s values', async () => {
    const { prefix, replicas: [old, next] } = await replicas(2, { versions: ['old', 'new'] });
    expect(await old!.cache.get('k', 60_000, async () => ({ v: 1 }))).toEqual({ v: 1 });
    expect(await next!.cache.get('k', 60_000, async () => ({ v: 2 }))).toEqual({ v: 2 });
    expect(next!.events).toEqual(['miss']);
    expect((await admin.keys(`${prefix}cache:*`)).sort()).toEqual([`${prefix}cache:new:0.0:k`, `${prefix}cache:old:0.0:k`]);
  });

  it('stale-while-revalidate: another replica serves the stale copy at once and refreshes it for everyone', async () => {
    const { clock, replicas: [a, b] } = await replicas(2, { swr: 5000 });
    await a!.cache.get('k', 1000, async () => ({ v: 1 }));
    clock.now += 1500;
    const refresh = vi.fn(async () => ({ v: 2 }));
    expect(await b!.cache.get('k', 1000, refresh)).toEqual({ v: 1 });
    expect(b!.events).toEqual(['stale']);
    await expect.poll(() => a!.cache.get('k', 1000, async () => ({ v: 3 }))).toEqual({ v: 2 });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('with Redis unreachable, the in-process cache answers and the error is reported', async () => {
    const redis = connection(`redis://127.0.0.1:${await freePort()}`);
    const errors: string[] = [];
    const events: CacheEvent[] = [];
    const local = new SwrCache<V>({ maxEntries: 10, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, onEvent: (e) => events.push(e) });
    const cache = new SharedCache<V>({ redis, prefix: 'down:', local, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, lockMs: 1000, onRedisError: (op) => errors.push(op), onEvent: (e) => events.push(e), accept: acceptV, version: VERSION });
    const load = vi.fn(async () => ({ v: 4 }));
    expect(await cache.get('k', 60_000, load)).toEqual({ v: 4 });
    expect(await cache.get('k', 60_000, load)).toEqual({ v: 4 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).toEqual(['read']);
    expect(events).toEqual(['fallback', 'miss', 'hit']);
  });
  it('publish purge: the path moves to new keys; a load begun before it is stored under the old epoch, where nobody reads', async () => {
    const { prefix, clock, replicas: [a, b] } = await replicas(2, { sie: 60_000 });
    expect(await a!.cache.get('k', 1000, async () => ({ v: 1 }), '/p')).toEqual({ v: 1 });
    clock.now += 1001;
    const slow = gated();
    const begunBefore = a!.cache.get('k', 1000, slow.load, '/p');
    await expect.poll(() => admin.exists(`${prefix}lock:v1:0.0:k`)).toBe(1);
    for (const r of [a!, b!]) {
      r.epochs.raise({ '/p': 1 });
      r.cache.purge(['/p']);
    }
    expect(await b!.cache.get('k', 1000, async () => ({ v: 3 }), '/p')).toEqual({ v: 3 });
    slow.open({ v: 2 });
    // The request that came before the publish gets the answer it waited for...
    expect(await begunBefore).toEqual({ v: 2 });
    // ...written where no reader looks any more, and not kept in A's memory either.
    expect(JSON.parse((await admin.get(`${prefix}cache:v1:0.0:k`))!).value).toEqual({ v: 2 });
    expect(JSON.parse((await admin.get(`${prefix}cache:v1:0.1:k`))!).value).toEqual({ v: 3 });
    expect(await a!.cache.get('k', 1000, async () => ({ v: 99 }), '/p')).toEqual({ v: 3 });
  });

  it('publish purge: a purged copy is neither fresh nor stale-while-revalidate, but serves when the upstream fails', async () => {
    const { replicas: [a] } = await replicas(1, { sie: 60_000, swr: 60_000 });
    expect(await a!.cache.get('k', 1000, async () => ({ v: 1 }), '/p')).toEqual({ v: 1 });
    a!.epochs.raise({ '/p': 1 });
    a!.cache.purge(['/p']);
    const failing = vi.fn(async (): Promise<V> => {
      throw new Error('CMS down');
    });
    a!.events.length = 0;
    expect(await a!.cache.serve('k', 1000, failing, '/p')).toEqual({ value: { v: 1 }, ageMs: 0, stale: true });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(a!.events).toEqual(['miss', 'stale-error']);
    expect(await a!.cache.get('k', 1000, async () => ({ v: 2 }), '/p')).toEqual({ v: 2 });
  });
});
