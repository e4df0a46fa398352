/**
 * Formatting for part A pages. Dates are printed in the area's time zone (Asia/Shanghai) so
 * the server render and the browser agree (no hydration mismatch), prices in CNY.
 */
import type { Locale } from '../../../../shared/api/envelope.ts';

const TZ = 'Asia/Shanghai';
const INTL: Record<Locale, string> = { 'zh-CN': 'zh-CN', en: 'en-GB' };
const cache = new Map<string, Intl.DateTimeFormat>();

function dtf(locale: Locale, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(opts);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(INTL[locale], { timeZone: TZ, ...opts })));
  return f;
}

const parse = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : NaN);

/** "2026年11月22日" / "22 November 2026". */
export function longDate(iso: string | null | undefined, locale: Locale): string {
  const t = parse(iso);
  return Number.isNaN(t) ? '' : dtf(locale, { dateStyle: 'long' }).format(t);
}

/** "11月22日" / "22 Nov". */
export function shortDate(iso: string | null | undefined, locale: Locale): string {
  const t = parse(iso);
  return Number.isNaN(t) ? '' : dtf(locale, { month: 'short', day: 'numeric' }).format(t);
}

/** "08:30" in the area's time. */
export function clockTime(iso: string | null | undefined, locale: Locale): string {
  const t = parse(iso);
  return Number.isNaN(t) ? '' : dtf(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(t);
}

/** Date part for <time dateTime>. */
export function isoDay(iso: string | null | undefined): string | undefined {
  const t = parse(iso);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString().slice(0, 10);
}

/** "¥1,280" (the same in both languages: prices are in CNY). */
export function yuan(n: number): string {
  return `¥${Math.round(n).toLocaleString('en-US')}`;
}

/** 1234 → "1,234" / "1,234" (grouping is the same in both languages). */
export function count(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Minutes as "1.5 小时" / "1½ hours" style: whole or half hours above an hour. */
export function duration(minutes: number, locale: Locale): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  if (minutes < 60) return locale === 'en' ? `${minutes} min` : `${minutes} 分钟`;
  const h = Math.round((minutes / 60) * 2) / 2;
  if (locale === 'en') return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  return `${h} 小时`;
}
