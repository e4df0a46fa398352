import { describe, expect, it, vi } from 'vitest';
import { SwrCache, type CacheEvent } from '../../server/upstream/cache.ts';

function setup(opts: { swr?: number; sie?: number; max?: number } = {}) {
  let now = 1_000;
  const events: CacheEvent[] = [];
  const cache = new SwrCache<{ v: number }>({
    maxEntries: opts.max ?? 100,
    staleWhileRevalidateMs: opts.swr ?? 0,
    staleIfErrorMs: opts.sie ?? 0,
    now: () => now,
    onEvent: (e) => events.push(e),
  });
  return { cache, events, advance: (ms: number) => (now += ms) };
}

describe('SwrCache', () => {
  it('bounded in bytes: the least recently used goes first, and a value larger than the bound is served but not kept', async () => {
    const cache = new SwrCache<{ s: string }>({ maxEntries: 100, maxBytes: 30, sizeOf: (v) => (v as { s: string }).s.length, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 });
    const load = vi.fn(async (s: string) => ({ s }));
    await cache.get('a', 60_000, () => load('a'.repeat(10)));
    await cache.get('b', 60_000, () => load('b'.repeat(10)));
    await cache.get('a', 60_000, () => load('unused'));
    await cache.get('c', 60_000, () => load('c'.repeat(15)));
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')?.value.s).toBe('aaaaaaaaaa');
    expect((await cache.get('huge', 60_000, () => load('h'.repeat(31)))).s).toHaveLength(31);
    expect(cache.peek('huge')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('single-flight: 100 concurrent cold gets make one load', async () => {
    const { cache, events } = setup();
    let resolve!: (v: { v: number }) => void;
    const load = vi.fn(() => new Promise<{ v: number }>((r) => (resolve = r)));
    const all = Array.from({ length: 100 }, () => cache.get('k', 1000, load));
    resolve({ v: 7 });
    const values = await Promise.all(all);
    expect(load).toHaveBeenCalledTimes(1);
    expect(values.every((x) => x.v === 7)).toBe(true);
    expect(events.filter((e) => e === 'miss')).toHaveLength(1);
    expect(events.filter((e) => e === 'coalesced')).toHaveLength(99);
  });

  it('serves fresh entries without loading, then reloads after the TTL', async () => {
    const { cache, events, advance } = setup();
    const load = vi.fn(async () => ({ v: load.mock.calls.length }));
    expect((await cache.get('k', 1000, load)).v).toBe(1);
    advance(999);
    expect((await cache.get('k', 1000, load)).v).toBe(1);
    advance(2);
    expect((await cache.get('k', 1000, load)).v).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['miss', 'hit', 'miss']);
  });

  it('stale-while-revalidate: returns the stale copy at once and refreshes in the background', async () => {
    const { cache, events, advance } = setup({ swr: 5000 });
    let n = 0;
    const load = async () => ({ v: ++n });
    await cache.get('k', 1000, load);
    advance(1500);
    expect((await cache.get('k', 1000, load)).v).toBe(1);
    expect(events).toContain('stale');
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get('k', 1000, load)).v).toBe(2);
  });

  it('stale-if-error: serves the stale copy inside the window, fails after it', async () => {
    const { cache, events, advance } = setup({ sie: 10_000 });
    await cache.get('k', 1000, async () => ({ v: 1 }));
    const failing = async (): Promise<{ v: number }> => {
      throw new Error('down');
    };
    advance(5_000);
    expect((await cache.get('k', 1000, failing)).v).toBe(1);
    expect(events).toContain('stale-error');
    advance(6_001);
    await expect(cache.get('k', 1000, failing)).rejects.toThrow('down');
  });

  it('never caches a failure', async () => {
    const { cache } = setup();
    const load = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce({ v: 2 });
    await expect(cache.get('k', 1000, load)).rejects.toThrow('x');
    expect((await cache.get('k', 1000, load)).v).toBe(2);
  });

  it('bounds the number of entries', async () => {
    const { cache } = setup({ max: 3 });
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, 1000, async () => ({ v: i }));
    expect(cache.size).toBe(3);
  });

  it('with the upstream failing: the stale copy at once, the refresh in the background, within the stale-if-error window only', async () => {
    const { cache, events, advance } = setup({ sie: 10_000 });
    await cache.get('k', 1000, async () => ({ v: 1 }));
    advance(2000);
    let release!: () => void;
    const refresh = vi.fn(() => new Promise<{ v: number }>((_r, reject) => (release = () => reject(new Error('down')))));
    expect((await cache.get('k', 1000, refresh, 'g', true)).v).toBe(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(events).toContain('revalidate-error'));
    advance(9_000);
    await expect(cache.get('k', 1000, async () => Promise.reject(new Error('down')), 'g', true)).rejects.toThrow('down');
    expect(events).toEqual(['miss', 'stale-error', 'revalidate-error', 'miss']);
  });
});

describe('SwrCache.serve: age and staleness of the copy served (docs/decisions/024-area-time-live-data.md)', () => {
  it('a fresh copy says its age and is not stale', async () => {
    const { cache, advance } = setup();
    expect(await cache.serve('k', 1000, async () => ({ v: 1 }))).toEqual({ value: { v: 1 }, ageMs: 0, stale: false });
    advance(400);
    expect(await cache.serve('k', 1000, async () => ({ v: 2 }))).toEqual({ value: { v: 1 }, ageMs: 400, stale: false });
  });

  it('a copy served past its fresh time because the load fails is stale, with its true age', async () => {
    const { cache, advance } = setup({ sie: 60_000 });
    await cache.serve('k', 1000, async () => ({ v: 1 }));
    advance(5_000);
    const failing = async (): Promise<{ v: number }> => {
      throw new Error('down');
    };
    expect(await cache.serve('k', 1000, failing)).toEqual({ value: { v: 1 }, ageMs: 5_000, stale: true });
    expect(await cache.serve('k', 1000, failing, 'g', true)).toEqual({ value: { v: 1 }, ageMs: 5_000, stale: true });
  });

  it('within stale-while-revalidate: not stale until a refresh has failed', async () => {
    const { cache, advance, events } = setup({ swr: 60_000 });
    await cache.serve('k', 1000, async () => ({ v: 1 }));
    advance(2_000);
    let fail!: (err: Error) => void;
    const refresh = new Promise<{ v: number }>((_, reject) => (fail = reject));
    expect(await cache.serve('k', 1000, () => refresh)).toEqual({ value: { v: 1 }, ageMs: 2_000, stale: false });
    fail(new Error('down'));
    await expect.poll(() => events.includes('revalidate-error')).toBe(true);
    expect(await cache.serve('k', 1000, () => new Promise(() => {}))).toEqual({ value: { v: 1 }, ageMs: 2_000, stale: true });
  });
});

describe('SwrCache purge (docs/purge.md)', () => {
  it('a purged copy is not fresh: the next request loads the new data', async () => {
    const { cache, events } = setup({ swr: 60_000, sie: 60_000 });
    await cache.get('k', 60_000, async () => ({ v: 1 }), '/notice');
    cache.purge(['/notice']);
    expect(await cache.get('k', 60_000, async () => ({ v: 2 }), '/notice')).toEqual({ v: 2 });
    expect(events).toEqual(['miss', 'miss']);
    expect(await cache.get('k', 60_000, async () => ({ v: 3 }), '/notice')).toEqual({ v: 2 });
  });

  it('names paths: the copies of other paths stay fresh; no path purges every copy', async () => {
    const { cache } = setup();
    await cache.get('a', 60_000, async () => ({ v: 1 }), '/notice');
    await cache.get('b', 60_000, async () => ({ v: 1 }), '/menu');
    cache.purge(['/notice']);
    expect(await cache.get('a', 60_000, async () => ({ v: 2 }), '/notice')).toEqual({ v: 2 });
    expect(await cache.get('b', 60_000, async () => ({ v: 2 }), '/menu')).toEqual({ v: 1 });
    cache.purge([]);
    expect(await cache.get('b', 60_000, async () => ({ v: 3 }), '/menu')).toEqual({ v: 3 });
  });

  it('a purged copy is never served while revalidating, only on an upstream error or an open breaker', async () => {
    const { cache, events, advance } = setup({ swr: 60_000, sie: 60_000 });
    await cache.get('k', 1000, async () => ({ v: 1 }), '/notice');
    advance(1001);
    cache.purge(['/notice']);
    const down = async (): Promise<{ v: number }> => {
      throw new Error('CMS down');
    };
    expect(await cache.serve('k', 1000, down, '/notice')).toEqual({ value: { v: 1 }, ageMs: 1001, stale: true });
    expect(await cache.serve('k', 1000, down, '/notice', true)).toEqual({ value: { v: 1 }, ageMs: 1001, stale: true });
    expect(events).toEqual(['miss', 'miss', 'stale-error', 'stale-error']);
  });

  it('a load begun before the purge is not stored, and a request after it does not join that load', async () => {
    const { cache, events } = setup();
    let finish!: (v: { v: number }) => void;
    const before = cache.get('k', 60_000, () => new Promise((r) => (finish = r)), '/notice');
    cache.purge(['/notice']);
    const after = cache.get('k', 60_000, async () => ({ v: 2 }), '/notice');
    finish({ v: 1 });
    expect(await before).toEqual({ v: 1 });
    expect(await after).toEqual({ v: 2 });
    expect(events).toEqual(['miss', 'miss']);
    expect(cache.peek('k')?.value).toEqual({ v: 2 });
  });
});
