/**
 * The area's opening hours, defined once for the content service (live figures follow them)
 * and the site ("Open now · closes 18:00"). Area time is Asia/Shanghai, UTC+8 with no
 * daylight saving since 1991, so a fixed offset is exact (docs/decisions/024-area-time-live-data.md).
 * The timetable is the one the seed's notices, spots and visitor services print.
 */

import { sunTimesOn } from './sun.ts';

const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86400_000;

export type SeasonId = 'main' | 'low';

export interface Timetable {
  season: SeasonId;
  /** First and last day of the season, "MM-DD" (the low season wraps the new year). */
  from: string;
  to: string;
  /** "HH:MM", area time. */
  opens: string;
  closes: string;
  /** Last ticket sold at the Visitor Centre. */
  salesEnd: string;
  /** The shuttle's first bus up from the Visitor Centre and last bus down from Yak Meadow. */
  firstShuttle: string;
  lastShuttleDown: string;
}

/** Both seasons' timetables, main first: the one table the seasons' dates are read from (docs/world.md §Seasons). */
export const TIMETABLES: readonly Timetable[] = [
  { season: 'main', from: '04-01', to: '11-15', opens: '07:00', closes: '19:00', salesEnd: '16:30', firstShuttle: '07:10', lastShuttleDown: '18:00' },
  { season: 'low', from: '11-16', to: '03-31', opens: '08:00', closes: '18:00', salesEnd: '15:30', firstShuttle: '08:10', lastShuttleDown: '16:50' },
];

type OpenState = 'open' | 'sales-closed' | 'closed';

export interface AreaStatus {
  state: OpenState;
  season: SeasonId;
  /** Today's hours ("HH:MM"). */
  opens: string;
  closes: string;
  salesEnd: string;
  /** When closed: the next opening ("HH:MM"), which may be tomorrow's in another season. */
  nextOpens: string;
  /** Whether that next opening is tomorrow (closed after today's closing). */
  opensTomorrow: boolean;
  /** The next instant the state can change, for clients that re-evaluate. */
  changesAt: Date;
}

/** The area's wall clock at an instant. */
export interface AreaClock {
  /** "YYYY-MM-DD". */
  date: string;
  /** "MM-DD". */
  monthDay: string;
  /** Minutes since the area's midnight. */
  minutes: number;
  /** Whole days since 1970-01-01 in the area. */
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function areaClock(at: Date): AreaClock {
  const local = new Date(at.getTime() + OFFSET_MS);
  const monthDay = `${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return {
    date: `${local.getUTCFullYear()}-${monthDay}`,
    monthDay,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    day: Math.floor(local.getTime() / DAY_MS),
  };
}

/** Minutes since midnight of an "HH:MM" wall time. */
export const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether an area month-day ("MM-DD") lies in [from, to]; the range may wrap the new year. */
export function withinMonthDays(monthDay: string, from: string, to: string): boolean {
  return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
}

/** The timetable of an area day ("MM-DD"). */
export function timetableOn(monthDay: string): Timetable {
  return TIMETABLES.find((t) => withinMonthDays(monthDay, t.from, t.to)) ?? TIMETABLES[0]!;
}

/** Minutes since the area's midnight of opening, sales end and closing, for figures that follow them. */
export function hoursInMinutes(t: Timetable): { opens: number; salesEnd: number; closes: number } {
  return { opens: toMinutes(t.opens), salesEnd: toMinutes(t.salesEnd), closes: toMinutes(t.closes) };
}

/** Instant of an area wall time on an area day. */
const instant = (day: number, minutes: number): Date => new Date(day * DAY_MS + minutes * 60_000 - OFFSET_MS);

/** Instant of an area wall time ("HH:MM") on an area date ("YYYY-MM-DD"). */
export const areaTimeOn = (date: string, hhmm: string): Date => instant(Date.parse(`${date}T00:00:00Z`) / DAY_MS, toMinutes(hhmm));

/** Whether the area is open at `at`, and what changes next. */
export function areaStatus(at: Date): AreaStatus {
  const c = areaClock(at);
  const today = timetableOn(c.monthDay);
  const h = hoursInMinutes(today);
  const base = { season: today.season, opens: today.opens, closes: today.closes, salesEnd: today.salesEnd };
  if (c.minutes < h.opens) {
    return { ...base, state: 'closed', nextOpens: today.opens, opensTomorrow: false, changesAt: instant(c.day, h.opens) };
  }
  const stay = { nextOpens: today.opens, opensTomorrow: false };
  if (c.minutes < h.salesEnd) return { ...base, ...stay, state: 'open', changesAt: instant(c.day, h.salesEnd) };
  if (c.minutes < h.closes) return { ...base, ...stay, state: 'sales-closed', changesAt: instant(c.day, h.closes) };
  const tomorrow = timetableOn(areaClock(instant(c.day + 1, 0)).monthDay);
  return { ...base, state: 'closed', nextOpens: tomorrow.opens, opensTomorrow: true, changesAt: instant(c.day + 1, toMinutes(tomorrow.opens)) };
}

/** Today's daylight at an instant, sunrise to sunset in minutes since the area's midnight (shared/sun.ts). */
export function daylightOn(at: Date): { from: number; to: number } {
  const { rise, set } = sunTimesOn(areaClock(at).day);
  return { from: rise, to: set };
}

export function isDark(at: Date): boolean {
  const d = daylightOn(at);
  const minutes = areaClock(at).minutes;
  return minutes < d.from || minutes >= d.to;
}
