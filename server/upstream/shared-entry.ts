/**
 * What the Redis upstream cache (server/upstream/shared-cache.ts) stores and the scripts that
 * write it (docs/decisions/021-shared-state-in-redis.md): `{"storedAt", "value"}` JSON, and a
 * lock released only by the replica that holds it.
 */

export const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('del', KEYS[1]) end return 1";
// The value is written before the lock goes, so a waiter that sees the lock gone finds it.
export const STORE_AND_RELEASE = `redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3]) ${RELEASE}`;

export interface Stored<V> {
  raw: string;
  storedAt: number;
  value: V;
}

/** The stored entry, or null when missing or malformed (then it is a miss). */
export function parse<V>(raw: string | null): Stored<V> | null {
  if (raw === null) return null;
  try {
    const { storedAt, value } = JSON.parse(raw) as { storedAt?: unknown; value?: V };
    return typeof storedAt === 'number' && typeof value === 'object' && value !== null ? { raw, storedAt, value } : null;
  } catch {
    return null;
  }
}
