/**
 * What the Redis upstream cache (server/upstream/shared-cache.ts) stores and the scripts that
 * write it (docs/decisions/021-shared-state-in-redis.md): `{"storedAt", "value"}` JSON, and a
 * lock released only by the replica that holds it.
 */
import { MAX_JSON_DEPTH } from '../../shared/api/schemas/bounds.ts';
import { exceedsJsonDepth } from './json-depth.ts';

export const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('del', KEYS[1]) end return 1";
// The value is written before the lock goes, so a waiter that sees the lock gone finds it.
export const STORE_AND_RELEASE = `redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3]) ${RELEASE}`;

export interface Stored<V> {
  raw: string;
  storedAt: number;
  value: V;
}

/**
 * How far a stored time may lie ahead of this replica's clock (replicas' clocks differ a little);
 * beyond it the entry is refused: a time in the future would keep a copy fresh forever.
 */
const MAX_CLOCK_SKEW_MS = 10_000;

/**
 * The stored entry, or null when missing (a miss), or 'refused' when it is not one this build
 * wrote: malformed, stored in the future, or a value its endpoint's schema does not take as it is
 * (`accept`, the same check as an upstream reply's). Nothing read from Redis is trusted.
 */
export function parse<V>(raw: string | null, now: number, accept: (value: unknown) => V | null): Stored<V> | null | 'refused' {
  if (raw === null) return null;
  let entry: { storedAt?: unknown; value?: unknown };
  // One level for the entry around the reply.
  if (exceedsJsonDepth(raw, MAX_JSON_DEPTH + 1)) return 'refused';
  try {
    entry = JSON.parse(raw) as typeof entry;
  } catch {
    return 'refused';
  }
  const { storedAt } = entry ?? {};
  if (typeof storedAt !== 'number' || !Number.isFinite(storedAt) || storedAt > now + MAX_CLOCK_SKEW_MS) return 'refused';
  const value = accept(entry.value);
  return value === null ? 'refused' : { raw, storedAt, value };
}
