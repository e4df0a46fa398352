/**
 * The upstream cache shared by every replica through Redis (docs/decisions/021-shared-state-in-redis.md),
 * with the contract of the in-process one (docs/decisions/002-upstream-cache.md): fresh copies,
 * stale-while-revalidate, stale-if-error, one upstream call per key at a time, now across
 * replicas. The replica that takes a key's lock (SET NX PX, expiring with the upstream deadline)
 * loads it; the others poll for its value. Only what `load` returns is written, and the Api's
 * loads return validated replies only (docs/decisions/011-validated-upstream-replies.md).
 * In front, the in-process cache answers fresh copies without a round trip and joins this
 * replica's requests for a key in flight; when Redis fails it answers alone.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisOp } from '../ops/redis.ts';
import { usable, type CacheEvent, type Served, type SwrCache, type UpstreamCache } from './cache.ts';
import { CacheEpochs } from './cache-epochs.ts';
import { parse, type Stored } from './shared-entry.ts';
import { RedisDown, SharedStore, type EntryRef } from './shared-store.ts';

export interface SharedCacheOptions<V extends {}> {
  redis: Redis;
  /** Key prefix (REDIS_PREFIX). */
  prefix: string;
  local: SwrCache<V>;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  /** Lock lifetime: bounded by the upstream deadline, so a crashed holder blocks no longer. */
  lockMs: number;
  /** Larger values are served but not shared (JSON bytes). */
  maxValueBytes?: number;
  now?: () => number;
  onEvent?: (event: CacheEvent, group: string) => void;
  onRevalidateError?: (err: unknown, key: string) => void;
  onRedisError?: (op: RedisOp, err: unknown) => void;
  /** Whether Redis is connected; when not, the in-process cache answers without trying it. */
  available?: () => boolean;
  /**
   * Checks a value read back from Redis as an upstream reply is checked (`group` is its
   * endpoint); null refuses it, and a refused value is a miss (docs/decisions/041-item-by-item-validation.md).
   */
  accept: (value: unknown, group: string) => V | null;
  /** Keyed into every key: builds that store other shapes never read each other's values. */
  version: string;
  /** Purge epochs per endpoint path, keyed into every key (./cache-epochs.ts); default none purged. */
  epochs?: CacheEpochs;
}

/** One request for a key, with what it was when the request began (purges move both). */
interface Job<V> extends EntryRef {
  ttlMs: number;
  load: () => Promise<V>;
  group: string;
  /** The in-process cache's generation: what this job may store there. */
  generation: string;
}

const MAX_VALUE_BYTES = 1024 * 1024;
/** Rounds of "the holder went away without a value, take the lock": then load without it. */
const MAX_ROUNDS = 2;

export class SharedCache<V extends {}> implements UpstreamCache<V> {
  private readonly o: SharedCacheOptions<V>;
  private readonly now: () => number;
  private readonly inflight = new Map<string, Promise<V>>();
  private readonly refreshing = new Set<string>();
  private readonly epochs: CacheEpochs;
  private readonly store: SharedStore;

  constructor(opts: SharedCacheOptions<V>) {
    this.o = opts;
    this.now = opts.now ?? Date.now;
    this.epochs = opts.epochs ?? new CacheEpochs();
    const { redis, prefix, version, lockMs, onRedisError } = opts;
    this.store = new SharedStore({ redis, prefix, version, lockMs, ...(onRedisError ? { onRedisError } : {}) });
  }

  get size(): number {
    return this.o.local.size;
  }

  clear(): void {
    this.o.local.clear();
  }

  /**
   * This replica's part of a purge: the in-process copies. The Redis copies are left behind by
   * raising the epochs (the fan-out does that, server/purge/fan-out.ts); requests from now on
   * do not join a call begun before.
   */
  purge(paths: readonly string[]): void {
    this.o.local.purge(paths);
    this.inflight.clear();
  }

  async get(key: string, ttlMs: number, load: () => Promise<V>, group = 'default', upstreamFailing = false): Promise<V> {
    const near = this.o.local.peek(key);
    if (near && usable(near, this.now(), 0) === 'fresh') {
      this.emit('hit', group);
      return near.value;
    }
    if (this.o.available && !this.o.available()) return this.fallback(key, ttlMs, load, group, upstreamFailing);
    const running = this.inflight.get(key);
    if (running) {
      this.emit('coalesced', group);
      return running;
    }
    const job: Job<V> = { key, ttlMs, load, group, epoch: this.epochs.of(group), generation: this.o.local.generation(group) };
    const p: Promise<V> = this.shared(job, upstreamFailing).finally(() => {
      if (this.inflight.get(key) === p) this.inflight.delete(key);
    });
    this.inflight.set(key, p);
    return p;
  }

  /**
   * As `get`, with the copy's age: every value this layer returns is also in the in-process
   * cache with the time it was first stored (by whichever replica), so the age is read there.
   * A copy past its fresh time counts as out of date when its endpoint is failing.
   */
  async serve(key: string, ttlMs: number, load: () => Promise<V>, group = 'default', upstreamFailing = false): Promise<Served<V>> {
    const value = await this.get(key, ttlMs, load, group, upstreamFailing);
    const held = this.o.local.peek(key);
    if (!held || held.value !== value) return { value, ageMs: 0, stale: false };
    const now = this.now();
    const past = now >= held.freshUntil || held.purged === true;
    return { value, ageMs: Math.max(0, now - held.fetchedAt), stale: past && (upstreamFailing || held.refreshFailed === true) };
  }

  private fallback(key: string, ttlMs: number, load: () => Promise<V>, group: string, upstreamFailing: boolean): Promise<V> {
    this.emit('fallback', group);
    return this.o.local.get(key, ttlMs, load, group, upstreamFailing);
  }

  private async shared(job: Job<V>, upstreamFailing: boolean): Promise<V> {
    const { key, ttlMs, load, group } = job;
    let seen: Stored<V> | null;
    try {
      seen = this.read(await this.store.read(job), group);
    } catch {
      return this.fallback(key, ttlMs, load, group, upstreamFailing);
    }
    const now = this.now();
    const freshUntil = seen ? seen.storedAt + ttlMs : 0;
    if (seen) {
      this.o.local.put(key, seen.value, ttlMs, { group, storedAt: seen.storedAt, generation: job.generation });
      if (now < freshUntil) {
        this.emit('hit', group);
        return seen.value;
      }
      const swr = now < freshUntil + this.o.staleWhileRevalidateMs;
      if (swr || (upstreamFailing && now < freshUntil + this.o.staleIfErrorMs)) {
        this.emit(swr ? 'stale' : 'stale-error', group);
        this.revalidate(job, seen);
        return seen.value;
      }
    }
    try {
      return await this.fill(job, seen);
    } catch (err) {
      if (err instanceof RedisDown) return this.fallback(key, ttlMs, load, group, upstreamFailing);
      if (seen && now < freshUntil + this.o.staleIfErrorMs) {
        this.emit('stale-error', group);
        return seen.value;
      }
      // A copy purged on publish is under an older epoch in Redis but still held here: it
      // serves while the upstream fails, marked out of date (docs/purge.md).
      const held = this.o.local.peek(key);
      if (held && now < held.freshUntil + this.o.staleIfErrorMs) {
        held.refreshFailed = true;
        this.emit('stale-error', group);
        return held.value;
      }
      throw err;
    }
  }

  /** Loads under the key's lock, or waits for the replica that holds it. */
  private async fill(job: Job<V>, seen: Stored<V> | null): Promise<V> {
    const { group } = job;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const token = randomUUID();
      const { locked, current } = await this.lockAndRead(job, token, seen);
      if (current && current.raw !== seen?.raw) {
        // Written between our read and the lock: no load needed.
        if (locked) await this.store.release(job, token);
        return this.adopt(job, current, true);
      }
      if (locked) {
        this.emit('miss', group);
        return this.loadAndStore(job, token);
      }
      if (round === 0) this.emit('wait', group);
      const written = await this.waitForHolder(job, seen);
      if (written) return this.adopt(job, written, false);
      // The holder released the lock without a value (its load failed, or the value was too
      // large) or crashed and the lock expired: take it over.
    }
    this.emit('miss', group);
    const value = await job.load();
    this.o.local.put(job.key, value, job.ttlMs, { group, generation: job.generation });
    return value;
  }

  private adopt(job: Job<V>, stored: Stored<V>, countHit: boolean): V {
    this.o.local.put(job.key, stored.value, job.ttlMs, { group: job.group, storedAt: stored.storedAt, generation: job.generation });
    if (countHit) this.emit('hit', job.group);
    return stored.value;
  }

  /** Polls until a new value appears (returned) or the lock is gone or past its lifetime (null). */
  private async waitForHolder(job: Job<V>, seen: Stored<V> | null): Promise<Stored<V> | null> {
    const until = performance.now() + this.o.lockMs;
    for (let pause = 5; performance.now() < until; pause = Math.min(pause * 2, 50)) {
      await new Promise((r) => setTimeout(r, pause));
      const { raw, lockHeld } = await this.store.readWithLock(job);
      const current = this.read(raw, job.group, seen);
      if (current && current.raw !== seen?.raw) return current;
      if (!lockHeld) return null;
    }
    return null;
  }

  private async lockAndRead(job: Job<V>, token: string, seen: Stored<V> | null): Promise<{ locked: boolean; current: Stored<V> | null }> {
    const { locked, raw } = await this.store.lockAndRead(job, token);
    return { locked, current: this.read(raw, job.group, seen) };
  }

  /**
   * An entry read back from Redis, checked like an upstream reply; a refused one is a miss,
   * counted. The same bytes as an entry already checked (`known`: what this call read before,
   * e.g. while it polls a holder) are that entry, not checked again.
   */
  private read(raw: string | null, group: string, known: Stored<V> | null = null): Stored<V> | null {
    if (known && raw === known.raw) return known;
    const entry = parse<V>(raw, this.now(), (value) => this.o.accept(value, group));
    if (entry !== 'refused') return entry;
    this.emit('refused', group);
    return null;
  }

  private async loadAndStore(job: Job<V>, token: string): Promise<V> {
    const { key, ttlMs, group } = job;
    let value: V;
    try {
      value = await job.load();
    } catch (err) {
      await this.store.release(job, token);
      throw err;
    }
    this.o.local.put(key, value, ttlMs, { group, generation: job.generation });
    const json = JSON.stringify({ storedAt: this.now(), value });
    if (Buffer.byteLength(json) > (this.o.maxValueBytes ?? MAX_VALUE_BYTES)) {
      this.emit('oversize', group);
      await this.store.release(job, token);
      return value;
    }
    // Kept in Redis as long as any window may serve it: Redis memory stays bounded. Written under
    // the epoch the load began in: after a purge, no reader looks there.
    const keepMs = Math.max(1, ttlMs + Math.max(this.o.staleWhileRevalidateMs, this.o.staleIfErrorMs));
    await this.store.storeAndRelease(job, token, json, keepMs).catch(() => {});
    return value;
  }

  /** Background refresh of a stale copy, once per key per replica; skipped if another replica refreshes. */
  private revalidate(job: Job<V>, seen: Stored<V>): void {
    const { key, group } = job;
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    const token = randomUUID();
    this.lockAndRead(job, token, seen)
      .then(async ({ locked, current }) => {
        if (!locked) return;
        if (current && current.raw !== seen.raw) {
          await this.store.release(job, token);
          this.adopt(job, current, false);
          return;
        }
        await this.loadAndStore(job, token);
      })
      .catch((err: unknown) => {
        if (err instanceof RedisDown) return;
        this.emit('revalidate-error', group);
        this.o.onRevalidateError?.(err, key);
      })
      .finally(() => this.refreshing.delete(key));
  }

  private emit(event: CacheEvent, group: string): void {
    this.o.onEvent?.(event, group);
  }
}
