/**
 * Repeated-failure logging: the first failure of a key is logged, repeats within `intervalMs`
 * are only counted and reported with the next line after the interval. During an upstream
 * outage every page view retries the same stale keys in the background; one line per key per
 * interval says as much as thousands (docs/decisions/017-image-and-probes.md).
 */

export interface OncePerInterval {
  /** Calls `log(suppressed)` unless `key` was logged less than the interval ago. */
  (key: string, log: (suppressed: number) => void): void;
}

/** Keys remembered at most. */
const MAX_KEYS = 5000;

export function oncePerInterval(intervalMs: number, nowMs: () => number = Date.now): OncePerInterval {
  const seen = new Map<string, { at: number; suppressed: number }>();
  return (key, log) => {
    const now = nowMs();
    const entry = seen.get(key);
    if (entry && now - entry.at < intervalMs) {
      entry.suppressed++;
      return;
    }
    // Re-inserted on every logged line, so the map runs oldest first: past the bound, the
    // oldest key goes (its interval is over, or a flood of distinct keys is under way).
    seen.delete(key);
    if (seen.size >= MAX_KEYS) seen.delete(seen.keys().next().value!);
    seen.set(key, { at: now, suppressed: 0 });
    log(entry?.suppressed ?? 0);
  };
}
