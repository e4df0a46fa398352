/**
 * Date/number formatting for the shell widgets. Written out by hand (not Intl date styles)
 * so the server and every browser print exactly the same text (no hydration mismatch);
 * times are the scenic area's own (China Standard Time, UTC+8).
 */
import type { Locale } from '../../../shared/api/envelope.ts';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEK_ZH = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const WEEK_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const CST_OFFSET_MS = 8 * 3600_000;

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2024-05-01 10:00:00" (provider local time) → parts; null when malformed. */
export function parseWallTime(s: string): WallTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(s.trim());
  if (!m) return null;
  return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +(m[4] ?? 0), minute: +(m[5] ?? 0) };
}

/** An ISO instant (any offset) as China Standard Time wall time. */
export function isoToCst(iso: string): WallTime | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  const d = new Date(t + CST_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

export function formatDate(w: WallTime, locale: Locale): string {
  return locale === 'en' ? `${w.day} ${MONTHS_EN[w.month - 1]}` : `${w.month}月${w.day}日`;
}

export function formatDateTime(w: WallTime, locale: Locale): string {
  return `${formatDate(w, locale)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** Machine-readable value for <time dateTime>. */
export function isoWall(w: WallTime): string {
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}+08:00`;
}

/** AMap's week field: "1" = Monday … "7" = Sunday. */
export function weekdayName(week: string, locale: Locale): string | null {
  const i = Number(week) - 1;
  if (!Number.isInteger(i) || i < 0 || i > 6) return null;
  return (locale === 'en' ? WEEK_EN : WEEK_ZH)[i]!;
}

/** Whole days from date a to date b ("YYYY-MM-DD"). */
export function dayDiff(a: string, b: string): number | null {
  const x = Date.parse(`${a.slice(0, 10)}T00:00:00Z`);
  const y = Date.parse(`${b.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(x) || Number.isNaN(y) ? null : Math.round((y - x) / 86_400_000);
}

export function formatInt(n: number): string {
  // Grouping with commas reads right in both languages; fixed so server and client agree.
  return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
