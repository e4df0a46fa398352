/**
 * The plan replies (shared/api/plan.ts; docs/plan.md) as the site takes them: each place, leg,
 * month and event checked on its own (a bad one is dropped, never shown half-read), counts
 * bounded (items past a bound are dropped), times, dates and ids in their one form.
 */
import { z } from 'zod';
import { CLIMATE_BANDS, OPENING_IDS, PLACE_KINDS, TRAVEL_MODES, type PlanAccess, type PlanYear } from '../plan.ts';
import { bounded, list, num, str } from './bounds.ts';

const hhmm = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const monthDay = () => z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const isoDay = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
/** A slug id: it is written into URLs (an event's calendar file) and element ids. */
const slug = () => z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(60);
const text = (max: number) => str().max(max);
const season = z.enum(['main', 'low']);
const range = z.tuple([num(), num()]);

const planSeason = z.object({ season, from: monthDay(), to: monthDay(), opens: hhmm(), closes: hhmm(), firstShuttle: hhmm(), lastShuttleDown: hhmm() });
const departures = z.object({ first: hhmm(), last: hhmm() });

const place = z.object({ id: slug(), kind: z.enum(PLACE_KINDS), name: text(120), altitude: bounded(0, 9000, 'altitude'), note: text(600) });
const leg = z.object({
  id: slug(),
  mode: z.enum(TRAVEL_MODES),
  from: slug(),
  to: slug(),
  minutes: bounded(1, 1440, 'minutes'),
  km: bounded(1, 5000, 'km'),
  fare: z.tuple([bounded(0, 100_000, 'fare'), bounded(0, 100_000, 'fare')]),
  frequency: text(600),
  departures: z.object({ main: departures, low: departures }).nullable(),
  book: text(600).nullable(),
});
const lines = (name: string) => list(text(600), name).transform((l) => l.slice(0, 12));

export const planAccess = z.object({
  season,
  seasons: list(planSeason, 'seasons', { whole: true }),
  places: list(place, 'places', { whole: true }).transform((p) => p.slice(0, 20)),
  legs: list(leg, 'legs', { whole: true }).transform((l) => l.slice(0, 40)),
  altitude: z.object({ place: slug(), altitude: bounded(0, 9000, 'altitude'), acclimatise: lines('acclimatise'), symptoms: lines('symptoms'), whatToDo: lines('whatToDo'), urgent: text(600) }),
}) satisfies z.ZodType<PlanAccess, unknown>;

const span = z.object({ from: monthDay(), to: monthDay() });
const month = z.object({
  month: z.number().int().min(1).max(12),
  seasons: list(z.object({ season, span }), 'seasons'),
  openings: list(z.object({ id: z.enum(OPENING_IDS), spans: list(span, 'spans') }), 'openings'),
  bands: list(z.object({ band: z.enum(CLIMATE_BANDS), altitude: bounded(0, 9000, 'altitude'), high: range, low: range, snow: z.boolean() }), 'bands'),
  thunder: z.boolean(),
  wetDays: bounded(0, 100, 'wetDays'),
  snowLine: bounded(0, 9000, 'snowLine'),
  typicalDay: bounded(0, 1_000_000, 'typicalDay'),
  busiestDay: bounded(0, 1_000_000, 'busiestDay'),
  note: text(600),
  events: list(slug(), 'events'),
  subjects: list(z.object({ id: z.number().int().min(1), title: text(200), days: bounded(1, 60, 'days') }), 'subjects'),
});
const eventDate = z.object({ year: z.number().int().min(2000).max(2100), from: isoDay(), to: isoDay() }).refine((d) => d.from <= d.to && d.from.startsWith(String(d.year)), 'dates out of order');
const event = z.object({
  id: slug(),
  title: text(200),
  description: text(2000),
  place: text(200),
  rule: text(200),
  start: hhmm().nullable(),
  end: hhmm().nullable(),
  dates: list(eventDate, 'dates').transform((d) => d.slice(0, 10)),
});

export const planYear = z.object({
  today: isoDay(),
  dailyCapacity: bounded(1, 1_000_000, 'dailyCapacity'),
  seasons: list(planSeason, 'seasons', { whole: true }),
  // Twelve months at most, each month once (a repeated one is dropped with the later copy).
  months: list(month, 'months', { whole: true }).transform((ms) => ms.filter((m, i) => ms.findIndex((o) => o.month === m.month) === i)),
  events: list(event, 'events').transform((e) => e.slice(0, 100)),
}) satisfies z.ZodType<PlanYear, unknown>;

