/**
 * Dates, times and durations as visitors read them.
 *
 * Policy (docs/decisions/005-date-formatting.md): every date and time is shown in the area's
 * own time (Asia/Shanghai: UTC+8, no daylight saving) with fixed patterns per locale, and is
 * formatted by hand from UTC+8 arithmetic — never with Intl. Node's ICU and the visitor's
 * browser ICU can print the same options differently ("22 Nov" vs "22 Nov."), which would
 * make the server HTML and the hydrated client disagree.
 *
 * Patterns: long "2026年11月22日" / "22 November 2026"; short "11月22日" / "22 Nov";
 * clock "08:30" (24 h, both locales); weekday "周二" / "Tue".
 */
import type { Locale } from '../../shared/api/envelope.ts';

const AREA_OFFSET_MS = 8 * 3600_000;
const MONTHS_LONG_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_SHORT_EN = MONTHS_LONG_EN.map((m) => m.slice(0, 3));
const WEEK_ZH = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const WEEK_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A wall-clock time in the area (month 1–12). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant (any offset) as the area's wall time; null when it does not parse. */
export function areaTime(iso: string | null | undefined): WallTime | null {
  const t = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(t)) return null;
  const d = new Date(t + AREA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** A provider wall time already in the area's time ("2024-05-01 10:00:00") → parts; null when malformed. */
export function parseWallTime(s: string): WallTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(s.trim());
  if (!m) return null;
  return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +(m[4] ?? 0), minute: +(m[5] ?? 0) };
}

const toWall = (v: string | WallTime | null | undefined): WallTime | null => (typeof v === 'string' || v == null ? areaTime(v) : v);

/** "2026年11月22日" / "22 November 2026"; empty when the value does not parse. */
export function longDate(v: string | WallTime | null | undefined, locale: Locale): string {
  const w = toWall(v);
  if (!w) return '';
  return locale === 'en' ? `${w.day} ${MONTHS_LONG_EN[w.month - 1]} ${w.year}` : `${w.year}年${w.month}月${w.day}日`;
}

/** "11月22日" / "22 Nov". */
export function shortDate(v: string | WallTime | null | undefined, locale: Locale): string {
  const w = toWall(v);
  if (!w) return '';
  return locale === 'en' ? `${w.day} ${MONTHS_SHORT_EN[w.month - 1]}` : `${w.month}月${w.day}日`;
}

/** "08:30" (24-hour clock in both languages). */
export function clockTime(v: string | WallTime | null | undefined): string {
  const w = toWall(v);
  return w ? `${pad(w.hour)}:${pad(w.minute)}` : '';
}

/** "11月22日 08:30" / "22 Nov 08:30". */
export function shortDateTime(v: string | WallTime | null | undefined, locale: Locale): string {
  const w = toWall(v);
  return w ? `${shortDate(w, locale)} ${clockTime(w)}` : '';
}

/**
 * "2026年11月24日至26日" / "24–26 November 2026"; "2026年11月18日至2027年5月31日" /
 * "18 November 2026 – 31 May 2027".
 */
export function dateRange(fromIso: string, toIso: string, locale: Locale): string {
  const a = areaTime(fromIso);
  const b = areaTime(toIso);
  if (!a || !b) return longDate(fromIso, locale) || longDate(toIso, locale);
  if (a.year === b.year && a.month === b.month && a.day === b.day) return longDate(a, locale);
  if (locale === 'en') {
    if (a.year === b.year && a.month === b.month) return `${a.day}–${b.day} ${MONTHS_LONG_EN[b.month - 1]} ${b.year}`;
    if (a.year === b.year) return `${a.day} ${MONTHS_LONG_EN[a.month - 1]} – ${longDate(b, locale)}`;
    return `${longDate(a, locale)} – ${longDate(b, locale)}`;
  }
  if (a.year === b.year && a.month === b.month) return `${longDate(a, locale)}至${b.day}日`;
  if (a.year === b.year) return `${longDate(a, locale)}至${b.month}月${b.day}日`;
  return `${longDate(a, locale)}至${longDate(b, locale)}`;
}

/** The area's calendar date ("2026-11-22") for <time dateTime>. */
export function isoDay(v: string | WallTime | null | undefined): string | undefined {
  const w = toWall(v);
  return w ? `${w.year}-${pad(w.month)}-${pad(w.day)}` : undefined;
}

/** The area's wall time with its offset ("2026-11-22T08:30+08:00") for <time dateTime>. */
export function isoWall(w: WallTime): string {
  return `${isoDay(w)}T${pad(w.hour)}:${pad(w.minute)}+08:00`;
}

/** Weekday of an area date ("2026-11-24" → "周二" / "Tue"); empty when malformed. */
export function weekdayOf(date: string, locale: Locale): string {
  const t = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(t)) return '';
  return (locale === 'en' ? WEEK_EN : WEEK_ZH)[(new Date(t).getUTCDay() + 6) % 7]!;
}

/** The weather provider's week field: "1" = Monday … "7" = Sunday. */
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

/** Minutes as "45 分钟" / "45 min", whole or half hours above an hour ("1.5 小时" / "1.5 hours"). */
export function duration(minutes: number, locale: Locale): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  if (minutes < 60) return locale === 'en' ? `${minutes} min` : `${minutes} 分钟`;
  const h = Math.round((minutes / 60) * 2) / 2;
  if (locale === 'en') return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  return `${h} 小时`;
}

/** Seconds as "m:ss" (audio players show durations this way in both languages). */
export function mediaClock(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/** ISO 8601 duration for JSON-LD and <time dateTime> ("PT44S"). */
export function isoSeconds(seconds: number): string {
  return `PT${Math.round(seconds)}S`;
}

/** A month's name: "July" / "7月". */
export function monthName(month: number, locale: Locale): string {
  return locale === 'en' ? (MONTHS_LONG_EN[month - 1] ?? '') : `${month}月`;
}

/** Yearly days ("MM-DD" to "MM-DD"): "1–15 Nov" / "11月1日至15日"; "16 Nov – 31 Mar" / "11月16日至3月31日". */
export function monthDayRange(from: string, to: string, locale: Locale): string {
  const [am, ad] = [Number(from.slice(0, 2)), Number(from.slice(3, 5))];
  const [bm, bd] = [Number(to.slice(0, 2)), Number(to.slice(3, 5))];
  const day = (m: number, d: number) => shortDate({ year: 2000, month: m, day: d, hour: 0, minute: 0 }, locale);
  if (am === bm && ad === bd) return day(am, ad);
  if (am === bm) return locale === 'en' ? `${ad}–${bd} ${MONTHS_SHORT_EN[bm - 1]}` : `${am}月${ad}日至${bd}日`;
  return locale === 'en' ? `${day(am, ad)} – ${day(bm, bd)}` : `${day(am, ad)}至${day(bm, bd)}`;
}

/** A journey's time to the minute: "55 min", "1 h 40 min" / "55分钟", "1小时40分钟". */
export function travelTime(minutes: number, locale: Locale): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (locale === 'en') return [h ? `${h} h` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
  return `${h ? `${h}小时` : ''}${m || !h ? `${m}分钟` : ''}`;
}
