/**
 * Dates and durations for part B pages. Written by hand rather than with Intl: the server
 * (Node's ICU) and the visitor's browser must print exactly the same text, or hydration
 * fails. Times are shown in the area's own time zone (China Standard Time, UTC+8, no DST).
 */
import type { Locale } from '../../../shared/api/envelope.ts';

const CST_OFFSET_MS = 8 * 3600_000;
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function ymd(iso: string | null | undefined): Ymd | null {
  const t = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(t)) return null;
  const c = new Date(t + CST_OFFSET_MS);
  return { y: c.getUTCFullYear(), m: c.getUTCMonth() + 1, d: c.getUTCDate() };
}

function long(v: Ymd, locale: Locale): string {
  return locale === 'en' ? `${v.d} ${MONTHS_EN[v.m - 1]} ${v.y}` : `${v.y}年${v.m}月${v.d}日`;
}

/** "2025年3月15日" / "15 March 2025"; empty for a value that does not parse. */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  const v = ymd(iso);
  return v ? long(v, locale) : '';
}

/**
 * "2026年11月24日至26日" / "24–26 November 2026"; "2026年11月18日至2027年5月31日" /
 * "18 November 2026 – 31 May 2027".
 */
export function formatDateRange(fromIso: string, toIso: string, locale: Locale): string {
  const a = ymd(fromIso);
  const b = ymd(toIso);
  if (!a || !b) return formatDate(fromIso, locale) || formatDate(toIso, locale);
  if (a.y === b.y && a.m === b.m && a.d === b.d) return long(a, locale);
  if (locale === 'en') {
    if (a.y === b.y && a.m === b.m) return `${a.d}–${b.d} ${MONTHS_EN[b.m - 1]} ${b.y}`;
    if (a.y === b.y) return `${a.d} ${MONTHS_EN[a.m - 1]} – ${long(b, locale)}`;
    return `${long(a, locale)} – ${long(b, locale)}`;
  }
  if (a.y === b.y && a.m === b.m) return `${long(a, locale)}至${b.d}日`;
  if (a.y === b.y) return `${long(a, locale)}至${b.m}月${b.d}日`;
  return `${long(a, locale)}至${long(b, locale)}`;
}

/** The date part of an ISO time (in CST) for <time dateTime>. */
export function isoDate(iso: string | null | undefined): string | undefined {
  const v = ymd(iso);
  return v ? `${v.y}-${String(v.m).padStart(2, '0')}-${String(v.d).padStart(2, '0')}` : undefined;
}

/** Seconds as "m:ss" (audio players show durations this way in both languages). */
export function clock(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** ISO 8601 duration for JSON-LD and <time dateTime> ("PT44S"). */
export function isoSeconds(seconds: number): string {
  return `PT${Math.round(seconds)}S`;
}

/** Digits of a phone number for a tel: link ("0836-288 0000" → "tel:08362880000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
