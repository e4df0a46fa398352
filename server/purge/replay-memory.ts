/**
 * The publish signatures already taken (docs/purge.md): a captured request replayed within the
 * timestamp window is refused. A signature covers `timestamp.body`, so it names one request. It
 * is kept as long as its timestamp could still pass (PUBLISH_MAX_SKEW_S either side of the
 * receiver's clock: twice the window from acceptance is always enough).
 *
 * With Redis every replica shares the memory (SET NX PX: one atomic "first to take it"), so a
 * replay sent to another replica is caught too. Without Redis each replica remembers its own,
 * bounded: when full of live entries it refuses new ones ('full') rather than forget one early.
 */
import type { Redis } from 'ioredis';
import { PUBLISH_MAX_SKEW_S } from '../../shared/publish-hook.ts';

type Remembered = 'new' | 'seen' | 'full' | 'unavailable';

export interface ReplayMemory {
  /** Takes `signature` if nobody took it within the window. */
  take(signature: string): Promise<Remembered>;
  /** Gives it back (the purge it stood for could not be sent: the CMS may retry the same request). */
  forget(signature: string): Promise<void>;
}

export const REMEMBER_MS = 2 * PUBLISH_MAX_SKEW_S * 1000;
/** Signatures one replica keeps without Redis: a publish every 60 ms for ten minutes. */
const MAX_IN_MEMORY = 10_000;

export function memoryReplayMemory(nowMs: () => number, max = MAX_IN_MEMORY): ReplayMemory {
  // Insertion order is expiry order (one lifetime for all), so the oldest are dropped first.
  const until = new Map<string, number>();
  const dropExpired = (now: number) => {
    for (const [sig, end] of until) {
      if (end > now) break;
      until.delete(sig);
    }
  };
  return {
    async take(signature) {
      const now = nowMs();
      dropExpired(now);
      if (until.has(signature)) return 'seen';
      if (until.size >= max) return 'full';
      until.set(signature, now + REMEMBER_MS);
      return 'new';
    },
    async forget(signature) {
      until.delete(signature);
    },
  };
}

/**
 * Tried even while the replica skips Redis for its cache after a failed command (SharedState's
 * `healthy`): a publish is rare, and a refusal costs the CMS a retry, not a visitor a wait.
 */
export function redisReplayMemory(redis: Redis, prefix: string): ReplayMemory {
  const key = (signature: string) => `${prefix}purge:seen:${signature}`;
  return {
    async take(signature) {
      try {
        return (await redis.set(key(signature), '1', 'PX', REMEMBER_MS, 'NX')) === 'OK' ? 'new' : 'seen';
      } catch {
        return 'unavailable';
      }
    },
    async forget(signature) {
      await redis.del(key(signature)).catch(() => {});
    },
  };
}
