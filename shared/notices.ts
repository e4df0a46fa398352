/**
 * Which notices are shown, and in what order: the one rule for the server loaders (home and
 * /tourist) and any client code that lists notices (docs/product.md, visitor information).
 * A notice is shown until it ends (no end, or an end after `now`); one whose event starts
 * later is shown already, because it announces that event (road works next week, a power cut
 * tomorrow night). Closures come first, then warnings, then news;
 * within a level the newest publication first.
 */
import type { Notice } from './api/content.ts';
import type { UrgentNotice } from './state.ts';

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

/** How long after its publication a closure stays in the banner on every page (72 h). */
const URGENT_WINDOW_MS = 72 * 3600_000;
/** At most this many in the banner: the newest win; /tourist lists them all. */
const URGENT_MAX = 3;

/**
 * The banner's notices at `now`: closures (warnings stay on the home ticker and /tourist: a
 * banner on every page is kept for what stops a visit), in force or announced, published at or
 * before `now` and no more than `URGENT_WINDOW_MS` before it (a standing winter closure leaves
 * the banner after three days, a new one is there at once), newest first, at most `URGENT_MAX`.
 */
export function urgentNotices(notices: readonly Notice[], now: Date): UrgentNotice[] {
  const t = now.getTime();
  const published = (n: Notice) => Date.parse(n.publishTime);
  return currentNotices(notices, now)
    .filter((n) => n.level === 'closure' && published(n) <= t && t - published(n) <= URGENT_WINDOW_MS)
    .slice(0, URGENT_MAX)
    .map(({ id, level, title, publishTime }) => ({ id, level, title, publishTime }));
}

/** The element id of a notice on /tourist, and the site path that opens it there (the banner and the home ticker link to it). */
export const noticeAnchor = (id: number): string => `notice-${id}`;
export const noticePath = (id: number): string => `/tourist#${noticeAnchor(id)}`;
