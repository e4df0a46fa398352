/**
 * Attempts per document and per reservation code (docs/tickets.md §Limits), counted by the
 * desk that decides, so the limit holds however many site replicas send to it. A document is
 * named by its keyed hash, never its number; a code by itself (it is no personal data). The
 * counts live in memory: a restart forgets them, which costs an attacker a restart they
 * cannot cause. Bounded: the oldest keys go first past `entries`.
 */
import { LRUCache } from 'lru-cache';

export interface AttemptLimit {
  /**
   * Counts an attempt at `at` (ms) and says whether it is within the limit. An `attempt` already
   * counted in the window (the same request sent again) is allowed and not counted again.
   */
  allow(key: string, at: number, attempt?: string): boolean;
}

export function attemptLimit({ max, windowMs, entries = 100_000 }: { max: number; windowMs: number; entries?: number }): AttemptLimit {
  const seen = new LRUCache<string, { t: number; attempt: string | undefined }[]>({ max: entries });
  return {
    allow(key, at, attempt) {
      const recent = (seen.get(key) ?? []).filter(({ t }) => at - t < windowMs && t <= at);
      if (attempt !== undefined && recent.some((r) => r.attempt === attempt)) return true;
      const ok = recent.length < max;
      if (ok) recent.push({ t: at, attempt });
      seen.set(key, recent);
      return ok;
    },
  };
}

/** Reservation attempts naming one document (any day, any party): a visitor fixing a typo needs a few. */
export const DOCUMENT_ATTEMPTS = { max: 10, windowMs: 10 * 60_000 };
/** Look-ups and cancels naming one code, right or wrong; wrong documents also lock the code after 10 (LOOKUP_TRIES). */
export const CODE_ATTEMPTS = { max: 20, windowMs: 10 * 60_000 };
