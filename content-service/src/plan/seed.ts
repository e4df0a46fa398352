/**
 * The planning seed (seed/plan/access.json, seed/plan/year.json; docs/plan.md), read and checked
 * once at start: a bad file stops the service with its reason, as tickets.json does.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLACE_KINDS, TRAVEL_MODES, type PlaceKind, type TravelMode } from '../../../shared/api/plan.ts';
import type { Locale } from '../../../shared/api/index.ts';

type Text = Record<Locale, string>;
type Texts = Record<Locale, string[]>;

interface SeedPlace { id: string; kind: PlaceKind; altitude: number; name: Text; note: Text }
interface SeedLeg {
  id: string; mode: TravelMode; from: string; to: string; minutes: number; km: number; fare: [number, number];
  frequency: Text; departures: { main: [string, string]; low: [string, string] } | null; book: Text | null;
}
export interface SeedAccess {
  places: SeedPlace[];
  legs: SeedLeg[];
  altitude: { place: string; acclimatise: Texts; symptoms: Texts; whatToDo: Texts; urgent: Text };
}
interface SeedMonth { month: number; typicalDay: number; busiestDay: number; subjects: number[]; note: Text }
export interface SeedEvent {
  id: string; start: string | null; end: string | null; title: Text; description: Text; place: Text; rule: Text;
  /** Dates given per year (lunar festivals), "YYYY-MM-DD" pairs; or a yearly range ("MM-DD" pair). */
  dates?: [string, string][];
  yearly?: [string, string];
}
export interface SeedYear { months: SeedMonth[]; events: SeedEvent[] }
export interface PlanSeed { access: SeedAccess; year: SeedYear }

/** The years events are listed for: a lunar festival's dates are given for each (docs/plan.md §Events). */
export const PLAN_YEARS = [2026, 2027, 2028] as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function fail(file: string, why: string): never {
  throw new Error(`plan/${file}: ${why}`);
}
const isText = (v: unknown): v is Text => !!v && typeof (v as Text)['zh-CN'] === 'string' && typeof (v as Text).en === 'string' && (v as Text)['zh-CN'] !== '' && (v as Text).en !== '';
const isTexts = (v: unknown): v is Texts => !!v && Array.isArray((v as Texts)['zh-CN']) && Array.isArray((v as Texts).en) && (v as Texts)['zh-CN'].length === (v as Texts).en.length;
const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const realDate = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

function checkAccess(a: SeedAccess): SeedAccess {
  const f = 'access.json';
  const ids = new Set<string>();
  for (const p of a.places) {
    if (!ID.test(p.id) || ids.has(p.id)) fail(f, `place id "${p.id}" is not a unique slug`);
    ids.add(p.id);
    if (!PLACE_KINDS.includes(p.kind) || !isInt(p.altitude, 0, 6000) || !isText(p.name) || !isText(p.note)) fail(f, `place ${p.id}: kind, altitude, name or note is wrong`);
  }
  for (const l of a.legs) {
    if (!ID.test(l.id) || !TRAVEL_MODES.includes(l.mode) || !ids.has(l.from) || !ids.has(l.to)) fail(f, `leg ${l.id}: id, mode or places are wrong`);
    if (!isInt(l.minutes, 1, 1440) || !isInt(l.km, 1, 5000) || !isInt(l.fare[0], 0, 100_000) || !isInt(l.fare[1], l.fare[0], 100_000)) fail(f, `leg ${l.id}: minutes, km or fare are wrong`);
    if (!isText(l.frequency) || (l.book !== null && !isText(l.book))) fail(f, `leg ${l.id}: frequency or book is not text in both languages`);
    if (l.departures && ![l.departures.main, l.departures.low].every((d) => d.length === 2 && d.every((t) => HHMM.test(t)) && d[0] <= d[1])) fail(f, `leg ${l.id}: departures must be [first, last] "HH:MM" per season`);
  }
  const alt = a.altitude;
  if (!ids.has(alt.place) || ![alt.acclimatise, alt.symptoms, alt.whatToDo].every(isTexts) || !isText(alt.urgent)) fail(f, 'altitude advice is incomplete');
  return a;
}

function checkYear(y: SeedYear, subjects: ReadonlySet<number>): SeedYear {
  const f = 'year.json';
  if (y.months.length !== 12 || y.months.some((m, i) => m.month !== i + 1)) fail(f, 'months must be the 12 months in order');
  for (const m of y.months) {
    if (!isInt(m.typicalDay, 0, 1_000_000) || !isInt(m.busiestDay, m.typicalDay, 1_000_000) || !isText(m.note)) fail(f, `month ${m.month}: figures or note are wrong`);
    for (const id of m.subjects) if (!subjects.has(id)) fail(f, `month ${m.month}: no itinerary ${id} in subjects.json`);
  }
  const ids = new Set<string>();
  for (const e of y.events) {
    if (!ID.test(e.id) || ids.has(e.id)) fail(f, `event id "${e.id}" is not a unique slug`);
    ids.add(e.id);
    if (![e.title, e.description, e.place, e.rule].every(isText)) fail(f, `event ${e.id}: texts must be given in both languages`);
    if ((e.start === null) !== (e.end === null) || (e.start !== null && (!HHMM.test(e.start) || !HHMM.test(e.end!) || e.start >= e.end!))) fail(f, `event ${e.id}: start and end must both be "HH:MM", start first, or both null`);
    if ((e.dates === undefined) === (e.yearly === undefined)) fail(f, `event ${e.id}: give either dates per year or a yearly range`);
    if (e.yearly && !e.yearly.every((d) => MONTH_DAY.test(d))) fail(f, `event ${e.id}: a yearly range is two "MM-DD"`);
    if (e.yearly && e.yearly[0] > e.yearly[1]) fail(f, `event ${e.id}: a yearly range may not cross the new year`);
    if (e.dates) {
      const years = e.dates.map(([from, to]) => {
        if (!realDate(from) || !realDate(to) || from > to || from.slice(0, 4) !== to.slice(0, 4)) fail(f, `event ${e.id}: ${from}–${to} is not a range of days within a year`);
        return Number(from.slice(0, 4));
      });
      if (years.join() !== PLAN_YEARS.join()) fail(f, `event ${e.id}: dates must be given for each of ${PLAN_YEARS.join(', ')}, in order`);
    }
  }
  return y;
}

/** Null when the seed has no plan/ folder (a trimmed test seed): the plan endpoints then answer a failure. */
export function loadPlanSeed(seedDir: string, subjects: ReadonlySet<number>): PlanSeed | null {
  if (!existsSync(join(seedDir, 'plan'))) return null;
  const read = (name: string): unknown => {
    const file = join(seedDir, 'plan', name);
    if (!existsSync(file)) fail(name, 'missing');
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (err) {
      return fail(name, `not valid JSON: ${(err as Error).message}`);
    }
  };
  return { access: checkAccess(read('access.json') as SeedAccess), year: checkYear(read('year.json') as SeedYear, subjects) };
}
