/**
 * Which notices are shown, and in what order: the one rule for the server loaders (home and
 * /tourist) and any client code that lists notices (docs/product.md, visitor information).
 * A notice is shown until it ends (no end, or an end after `now`); one whose event starts
 * later is shown already, because it announces that event (road works next week, a power cut
 * tomorrow night). Closures come first, then warnings, then news;
 * within a level the newest publication first.
 */
import type { Notice } from './api/content.ts';

const LEVEL_RANK: Readonly<Record<Notice['level'], number>> = { closure: 0, warning: 1, info: 2 };

/** Most urgent first, newest first within a level. Returns a new array. */
export function orderNotices<T extends Pick<Notice, 'level' | 'publishTime'>>(notices: readonly T[]): T[] {
  return [...notices].sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || Date.parse(b.publishTime) - Date.parse(a.publishTime));
}

/** The notices shown at `now`, ordered by `orderNotices`. */
export function currentNotices<T extends Notice>(notices: readonly T[], now: Date): T[] {
  const t = now.getTime();
  return orderNotices(notices.filter((n) => !n.endTime || Date.parse(n.endTime) > t));
}
