/**
 * The demo's calendar. The seed describes one area day (SEED_DAY); its dates are written
 * relative to "today" and resolved per request against the service's clock, so the demo
 * never goes stale. Area time is Asia/Shanghai, UTC+8 without daylight saving since 1991,
 * so a fixed offset is exact and a "day" is a whole number of days since 1970-01-01 there.
 */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86400_000;

/** The area day the seed files were written on (their offsets are counted from it). */
export const SEED_DAY = '2026-11-24';

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

export const areaDay = (at: Date): number => Math.floor((at.getTime() + OFFSET_MS) / DAY_MS);
const dayOfYmd = ({ y, m, d }: Ymd): number => Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
export function ymdOfDay(day: number): Ymd {
  const d = new Date(day * DAY_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}
const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = ({ y, m, d }: Ymd): string => `${y}-${pad(m)}-${pad(d)}`;

/** What a request resolves the seed's relative dates against. */
export interface DemoCalendar {
  /** Today in the area. */
  today: number;
  /** Whole years the dated articles are moved forward (negative: back). */
  yearShift: number;
}

/** The calendar the seed files read as written: today = SEED_DAY, articles unmoved. */
export function seedCalendar(): DemoCalendar {
  const [y, m, d] = SEED_DAY.split('-').map(Number) as [number, number, number];
  return { today: dayOfYmd({ y, m, d }), yearShift: 0 };
}

/**
 * The calendar at `now`. `newest` is the newest dated article as written (an instant): the
 * articles move by the largest whole number of years k with newest + k years not after now,
 * so the newest is less than a year old, none is in the future, and a date written as a day
 * of a month keeps its season ("reopens on 15 March" stays true).
 */
export function calendarAt(now: Date, newest: Date | null): DemoCalendar {
  const today = areaDay(now);
  if (!newest) return { today, yearShift: 0 };
  const local = new Date(newest.getTime() + OFFSET_MS);
  let k = new Date(now.getTime() + OFFSET_MS).getUTCFullYear() - local.getUTCFullYear();
  while (shiftYears(newest, k) > now.getTime()) k--;
  while (shiftYears(newest, k + 1) <= now.getTime()) k++;
  return { today, yearShift: k };
}

/** An instant moved by whole years on the area's calendar (29 February becomes the 28th). */
function shiftYears(at: Date, years: number): number {
  const local = new Date(at.getTime() + OFFSET_MS);
  const y = local.getUTCFullYear() + years;
  const m = local.getUTCMonth();
  const d = Math.min(local.getUTCDate(), new Date(Date.UTC(y, m + 1, 0)).getUTCDate());
  const ms = Date.UTC(y, m, d) + (local.getTime() % DAY_MS + DAY_MS) % DAY_MS;
  return ms - OFFSET_MS;
}

/**
 * A day written in the seed: "+3", "-8" or "0" (days from today), "<11-16" (the last
 * 16 November on or before today) or ">05-01" (the next 1 May on or after today). The
 * annual forms are for facts tied to the calendar (a trail that reopens every 1 May).
 */
export function resolveDay(ref: string, today: number): number {
  const offset = /^[+-]?\d+$/.exec(ref);
  if (offset) return today + Number(ref);
  const annual = /^([<>])(\d\d)-(\d\d)$/.exec(ref);
  if (!annual) throw new Error(`not a day reference: "${ref}"`);
  const [, dir, mm, dd] = annual as unknown as [string, string, string, string];
  const { y } = ymdOfDay(today);
  const at = (year: number) => dayOfYmd({ y: year, m: Number(mm), d: Number(dd) });
  if (dir === '<') return at(y) <= today ? at(y) : at(y - 1);
  return at(y) >= today ? at(y) : at(y + 1);
}

/** Month and day of `day` falls within [from, to] ("MM-DD", the range may wrap the new year). */
export function withinAnnual(day: number, from: string, to: string): boolean {
  const { m, d } = ymdOfDay(day);
  const md = `${pad(m)}-${pad(d)}`;
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
}
