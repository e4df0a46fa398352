/**
 * The cache in front of every upstream GET (docs/product.md §7, §9): an LRU bound on entries,
 * a TTL per entry, single-flight (concurrent cold requests for one key share one call),
 * stale-while-revalidate, and stale-if-error within a bounded window.
 */
import { LRUCache } from 'lru-cache';

/**
 * `wait` (another replica is loading the key), `fallback` (Redis failed, the in-process cache
 * answered), `oversize` (too large to share) and `refused` (a value read back from Redis that
 * this build did not write: malformed, stored in the future or failing its schema; a miss)
 * come only from the Redis layer (server/upstream/shared-cache.ts,
 * docs/decisions/021-shared-state-in-redis.md, 041-item-by-item-validation.md).
 */
export type CacheEvent = 'hit' | 'miss' | 'stale' | 'stale-error' | 'revalidate-error' | 'coalesced' | 'wait' | 'fallback' | 'oversize' | 'refused';

/** What the Api needs from a cache: the in-process one, or the Redis one in front of it. */
export interface UpstreamCache<V> {
  get(key: string, ttlMs: number, load: () => Promise<V>, group?: string, upstreamFailing?: boolean): Promise<V>;
  /** As `get`, with the copy's age and whether it may be out of date (live figures say so). */
  serve(key: string, ttlMs: number, load: () => Promise<V>, group?: string, upstreamFailing?: boolean): Promise<Served<V>>;
  /** Entries this process holds (readiness: copies that may serve during an outage). */
  readonly size: number;
  clear(): void;
  /**
   * Publish purge (docs/purge.md): the copies of these endpoint paths (every copy when empty)
   * are never served again as fresh or while revalidating, only on an upstream error; a load
   * that started before the purge is not stored.
   */
  purge(paths: readonly string[]): void;
}

export interface CacheOptions {
  maxEntries: number;
  /**
   * Bound on the stored values' size as `sizeOf` counts it (the in-process upstream cache: UTF-8
   * bytes of the JSON), least recently used dropped first; unset = entries only. A value larger
   * than the whole bound is served but not kept (docs/decisions/032-cheaper-render-and-memory.md).
   */
  maxBytes?: number;
  sizeOf?: (value: unknown) => number;
  /** Past freshness, serve the stale copy at once and refresh in the background for this long. */
  staleWhileRevalidateMs: number;
  /** Past freshness, on an upstream error serve the stale copy for this long. */
  staleIfErrorMs: number;
  now?: () => number;
  onEvent?: (event: CacheEvent, group: string) => void;
  /** Called when a background refresh fails (the stale copy stays in use). */
  onRevalidateError?: (err: unknown, key: string) => void;
}

interface Entry<V> {
  value: V;
  freshUntil: number;
  /** When the copy was fetched (the cache's clock). */
  fetchedAt: number;
  /** A refresh of this copy has failed since it was fetched. */
  refreshFailed?: boolean;
  /** Endpoint path (the metrics group): what a purge names. */
  group: string;
  /** Purged on publish: serves only on an upstream error (stale-if-error), never as fresh. */
  purged?: boolean;
}

/** Where a copy may serve from: fresh, stale while it refreshes, or only if the upstream fails. */
export function usable(e: Pick<Entry<unknown>, 'freshUntil' | 'purged'>, now: number, staleWhileRevalidateMs: number): 'fresh' | 'swr' | 'error-only' {
  if (e.purged) return 'error-only';
  if (now < e.freshUntil) return 'fresh';
  return now < e.freshUntil + staleWhileRevalidateMs ? 'swr' : 'error-only';
}

/** A value with how old it is, for live figures that say when they were updated (docs/decisions/024-area-time-live-data.md). */
export interface Served<V> {
  value: V;
  /** Milliseconds since the copy was fetched from upstream. */
  ageMs: number;
  /** Served past its fresh time because the upstream is failing: it may be out of date. */
  stale: boolean;
}

export class SwrCache<V extends {}> implements UpstreamCache<V> {
  private readonly lru: LRUCache<string, Entry<V>>;
  private readonly inflight = new Map<string, { load: Promise<V>; group: string }>();
  /** Purge generation per endpoint path, and of everything: a load stores only if neither moved. */
  private readonly generations = new Map<string, number>();
  private generationOfAll = 0;
  private readonly opts: CacheOptions;
  private readonly now: () => number;

  constructor(opts: CacheOptions) {
    this.opts = opts;
    this.now = opts.now ?? Date.now;
    // lru-cache evicts by its own TTL once an entry is past every stale window.
    const sizeOf = opts.sizeOf;
    const bytes = opts.maxBytes !== undefined && sizeOf ? { maxSize: opts.maxBytes, sizeCalculation: (e: Entry<V>) => Math.max(1, sizeOf(e.value)) } : {};
    this.lru = new LRUCache<string, Entry<V>>({ max: opts.maxEntries, ...bytes, ttlAutopurge: false, perf: { now: this.now } });
  }

  get size(): number {
    return this.lru.size;
  }

  /**
   * The value for `key`: fresh from the cache, stale while it refreshes, or loaded once
   * however many callers wait for it. `group` labels metrics (e.g. the endpoint path).
   * `upstreamFailing` (its circuit breaker is not closed): a copy within the stale-if-error
   * window is served at once and the refresh runs in the background, so no visitor waits
   * on an upstream known to be down.
   */
  async get(key: string, ttlMs: number, load: () => Promise<V>, group = 'default', upstreamFailing = false): Promise<V> {
    return (await this.serve(key, ttlMs, load, group, upstreamFailing)).value;
  }

  /** As `get`, with the copy's age and whether it is served stale because the upstream fails. */
  async serve(key: string, ttlMs: number, load: () => Promise<V>, group = 'default', upstreamFailing = false): Promise<Served<V>> {
    const now = this.now();
    const entry = this.lru.get(key, { allowStale: true });
    const served = (e: Entry<V>, stale: boolean): Served<V> => ({ value: e.value, ageMs: Math.max(0, this.now() - e.fetchedAt), stale });
    const state = entry && usable(entry, now, this.opts.staleWhileRevalidateMs);
    if (entry && state === 'fresh') {
      this.emit('hit', group);
      return served(entry, false);
    }
    const swr = state === 'swr';
    if (entry && (swr || (upstreamFailing && now < entry.freshUntil + this.opts.staleIfErrorMs))) {
      this.emit(swr ? 'stale' : 'stale-error', group);
      this.refresh(key, ttlMs, load, group).catch((err) => {
        entry.refreshFailed = true;
        this.emit('revalidate-error', group);
        this.opts.onRevalidateError?.(err, key);
      });
      return served(entry, upstreamFailing || entry.refreshFailed === true);
    }
    try {
      const value = await this.refresh(key, ttlMs, load, group, 'miss');
      return { value, ageMs: 0, stale: false };
    } catch (err) {
      if (entry && now < entry.freshUntil + this.opts.staleIfErrorMs) {
        this.emit('stale-error', group);
        return served(entry, true);
      }
      throw err;
    }
  }

  /** Loads once per key at a time; failures are never cached. */
  private refresh(key: string, ttlMs: number, load: () => Promise<V>, group: string, event?: CacheEvent): Promise<V> {
    const running = this.inflight.get(key);
    if (running) {
      this.emit('coalesced', group);
      return running.load;
    }
    if (event === 'miss') this.emit('miss', group);
    const generation = this.generation(group);
    const p: Promise<V> = load()
      .then((value) => {
        this.put(key, value, ttlMs, { group, generation });
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key)?.load === p) this.inflight.delete(key);
      });
    this.inflight.set(key, { load: p, group });
    return p;
  }

  /** The entry as stored, fresh or not (no event, no load). */
  peek(key: string): Entry<V> | undefined {
    return this.lru.get(key, { allowStale: true });
  }

  /** The purge generation of an endpoint path: taken before a load, handed back to `put`. */
  generation(group: string): string {
    return `${this.generationOfAll}.${this.generations.get(group) ?? 0}`;
  }

  /**
   * Stores a value loaded at `storedAt` (another replica's copy keeps its own age). A value whose
   * load began before a purge of its path (`generation` taken then) is dropped: it may be the old data.
   */
  put(key: string, value: V, ttlMs: number, at: { group: string; storedAt?: number; generation?: string }): void {
    if (at.generation !== undefined && at.generation !== this.generation(at.group)) return;
    const { storedAt } = at;
    const now = this.now();
    const freshUntil = (storedAt ?? now) + ttlMs;
    const keepMs = freshUntil + Math.max(this.opts.staleWhileRevalidateMs, this.opts.staleIfErrorMs) - now;
    // A copy past every window is not kept; one loaded just now is, if only for a moment.
    if (keepMs > 0 || storedAt === undefined) this.lru.set(key, { value, freshUntil, fetchedAt: storedAt ?? now, group: at.group }, { ttl: Math.max(1, keepMs) });
  }

  clear(): void {
    this.lru.clear();
  }

  purge(paths: readonly string[]): void {
    const named = new Set(paths);
    if (named.size === 0) this.generationOfAll++;
    for (const path of named) this.generations.set(path, (this.generations.get(path) ?? 0) + 1);
    const hit = (group: string) => named.size === 0 || named.has(group);
    // Marked, not deleted: a purged copy still answers while the upstream fails.
    for (const entry of this.lru.values()) if (hit(entry.group)) entry.purged = true;
    // Requests from now on start their own load instead of joining one begun before the purge.
    for (const [key, running] of this.inflight) if (hit(running.group)) this.inflight.delete(key);
  }

  private emit(event: CacheEvent, group: string): void {
    this.opts.onEvent?.(event, group);
  }
}
