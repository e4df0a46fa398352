/**
 * "Some replica had a good upstream reply within the stale-if-error window", kept in Redis
 * (docs/decisions/017-image-and-probes.md, amended 2026-11-29). A replica restarted during a CMS
 * outage has nothing in its own memory, yet with REDIS_URL it serves every page from the shared
 * cache; readiness asks this to know so (server/ops/readiness.ts).
 * Each successful upstream data call (whose reply the shared cache keeps for at least the window)
 * SETs `<prefix>upstream:last-ok` (the time, for people) with PX = the window, at most once per
 * WRITE_EVERY_MS per process: the key's presence is the answer, so no clocks are compared across
 * hosts. The throttle only makes the key expire earlier, never later. The readiness probe's own
 * ping does not beat: it stores nothing, so it proves no copy in Redis.
 */
import { orAfter } from './or-after.ts';
import type { SharedState } from './redis.ts';

const WRITE_EVERY_MS = 5000;

export interface UpstreamHeartbeat {
  /** An upstream call succeeded (the Api's call hook). Fire and forget. */
  beat(): void;
  /** Whether the key exists: false when Redis is down, fails or does not answer within readTimeoutMs. */
  recent(): Promise<boolean>;
}

export interface HeartbeatOptions {
  /** CACHE_STALE_IF_ERROR_MS: how long a copy serves past freshness when the upstream fails. */
  windowMs: number;
  /** Bound of the read, so a hanging Redis cannot hang /readyz. */
  readTimeoutMs: number;
  nowMs?: () => number;
}

export const heartbeatKey = (prefix: string) => `${prefix}upstream:last-ok`;

export function createUpstreamHeartbeat(shared: SharedState, opts: HeartbeatOptions): UpstreamHeartbeat {
  const key = heartbeatKey(shared.prefix);
  const nowMs = opts.nowMs ?? (() => performance.now());
  let lastWrite = -Infinity;
  return {
    beat() {
      // A window of 0 means stale copies never serve: nothing to announce.
      if (opts.windowMs <= 0 || !shared.healthy() || nowMs() - lastWrite < WRITE_EVERY_MS) return;
      lastWrite = nowMs();
      shared.redis.set(key, new Date().toISOString(), 'PX', opts.windowMs).catch((err: unknown) => shared.fail('write', err));
    },
    async recent() {
      if (!shared.healthy()) return false;
      const read = shared.redis.exists(key).then(
        (n) => n === 1,
        (err: unknown) => (shared.fail('read', err), false),
      );
      return orAfter(read, opts.readTimeoutMs, () => false);
    },
  };
}
