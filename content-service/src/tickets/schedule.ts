/**
 * The entry slots of a day (docs/tickets.md §Slots): windows of `slotMinutes` from the day's
 * opening, the last one starting before ticket sales end, each with its share of the day's
 * capacity (the same daily capacity the live flow figures use, unless the rules set another
 * for that day): even, unless the rules weigh a slot (`slotWeights`, by its start). A closure in
 * the rules closes the whole day, with its reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../../shared/api/index.ts';
import type { ClosedReason } from '../../../shared/api/tickets.ts';
import { hoursInMinutes, timetableOn, type AreaClock } from '../../../shared/opening-hours.ts';
import { isoDay, resolveDay, withinAnnual, ymdOfDay } from '../dates/calendar.ts';

interface RawRules {
  slotMinutes: number;
  retentionDays: number;
  dayCapacity: { day: string; capacity: number }[];
  slotWeights: Record<string, number>;
  closures: { from: string; to: string; reason: Record<Locale, string> }[];
}

/**
 * tickets.json as written. A day is a date ("2027-05-01"), an offset from today as in the seed's
 * demo dates ("+9"), or a yearly date (">05-01"); a closure from one yearly date to another
 * covers the same days every year.
 */
export interface TicketRules {
  slotMinutes: number;
  /** Reservations are deleted this many days after their visit date. */
  retentionDays: number;
  dayCapacity: { day: string; capacity: number }[];
  /** A slot's weight in the day's capacity, by its start ("09:00": 2 takes twice the share); 1 when unnamed. */
  slotWeights: Record<string, number>;
  closures: { from: string; to: string; reason: Record<Locale, string> }[];
}

const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** Without a tickets.json: two-hour slots, no closures, 30 days' retention. */
const DEFAULT_RULES: TicketRules = { slotMinutes: 120, retentionDays: 30, dayCapacity: [], slotWeights: {}, closures: [] };

/** Reads and checks the rules file once at start; a bad file stops the service with its reason. */
export function loadTicketRules(seedDir: string): TicketRules {
  const file = join(seedDir, 'tickets.json');
  if (!existsSync(file)) return DEFAULT_RULES;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<RawRules>;
  if (!isInt(raw.slotMinutes, 30, 720)) throw new Error('tickets.json: slotMinutes must be a whole number of minutes, 30–720');
  if (!isInt(raw.retentionDays, 1, 3650)) throw new Error('tickets.json: retentionDays must be 1–3650');
  const dayCapacity = raw.dayCapacity ?? [];
  const slotWeights = raw.slotWeights ?? {};
  const closures = raw.closures ?? [];
  for (const [start, weight] of Object.entries(slotWeights)) {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(start) || !isInt(weight, 0, 100)) throw new Error(`tickets.json: slotWeights "${start}" must be a slot start (HH:MM) with a whole weight of 0–100`);
  }
  for (const d of dayCapacity) {
    dayOf(d.day, 0);
    if (!isInt(d.capacity, 0, 1_000_000)) throw new Error(`tickets.json: the capacity of day ${d.day} must be 0–1000000`);
  }
  for (const c of closures) {
    if (DATE.test(c.from) && DATE.test(c.to) && c.from > c.to) throw new Error(`tickets.json: a closure from ${c.from} to ${c.to} ends before it starts`);
    dayOf(c.from, 0);
    dayOf(c.to, 0);
    for (const text of [c.reason?.['zh-CN'], c.reason?.en]) {
      // Shown as written (no date placeholders), and short enough for one line of the page.
      if (typeof text !== 'string' || text === '' || text.length > 300 || text.includes('{{')) throw new Error('tickets.json: a closure needs a reason in zh-CN and en, plain text of at most 300 characters');
    }
  }
  return { slotMinutes: raw.slotMinutes, retentionDays: raw.retentionDays, dayCapacity, slotWeights, closures };
}

export interface SlotPlan {
  start: string;
  end: string;
  /** Minutes since the area's midnight. */
  startMinutes: number;
  endMinutes: number;
  capacity: number;
}

export interface DayPlan {
  /** Whole area days since 1970-01-01. */
  day: number;
  date: string;
  opens: string;
  closes: string;
  /** Minutes since the area's midnight when the day's ticket sales end. */
  salesEndMinutes: number;
  capacity: number;
  closure: Record<Locale, string> | null;
  slots: SlotPlan[];
}

const DATE = /^\d{4}-\d\d-\d\d$/;
const YEARLY = /^>(\d\d-\d\d)$/;

/** The area day a rules day names, offsets and yearly dates counted from `today`. */
function dayOf(ref: string, today: number): number {
  if (DATE.test(ref)) {
    const t = Date.parse(`${ref}T00:00:00Z`);
    if (Number.isNaN(t)) throw new Error(`tickets.json: not a date: "${ref}"`);
    return t / 86400_000;
  }
  return resolveDay(ref, today);
}

/** Whether a closure covers `day`: two yearly dates cover the same days every year (wrapping the new year). */
function covers(c: { from: string; to: string }, day: number, today: number): boolean {
  const from = YEARLY.exec(c.from)?.[1];
  const to = YEARLY.exec(c.to)?.[1];
  if (from && to) return withinAnnual(day, from, to);
  return dayOf(c.from, today) <= day && day <= dayOf(c.to, today);
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * `capacity` split by `weights`, in whole places that add up to it: each slot its floor, and the
 * places left over to the first slots that have weight. All weights 0 close nothing: an even split.
 */
function sharesOf(capacity: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const w = total === 0 ? weights.map(() => 1) : weights;
  const sum = total === 0 ? weights.length : total;
  const shares = w.map((x) => Math.floor((capacity * x) / sum));
  let left = capacity - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length) {
    if (w[i]! > 0) {
      shares[i] = shares[i]! + 1;
      left--;
    }
  }
  return shares;
}

/** The plan of area day `day`, with day references resolved against `today`. */
export function dayPlan(rules: TicketRules, dailyCapacity: number, day: number, today: number): DayPlan {
  const { m, d } = ymdOfDay(day);
  const timetable = timetableOn(`${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  const hours = hoursInMinutes(timetable);
  const closure = rules.closures.find((c) => covers(c, day, today))?.reason ?? null;
  const capacity = rules.dayCapacity.find((c) => dayOf(c.day, today) === day)?.capacity ?? dailyCapacity;
  const starts: number[] = [];
  for (let s = hours.opens; s < hours.salesEnd; s += rules.slotMinutes) starts.push(s);
  const shares = sharesOf(capacity, starts.map((s) => rules.slotWeights[hhmm(s)] ?? 1));
  const slots = starts.map((s, i) => {
    const e = Math.min(s + rules.slotMinutes, hours.closes);
    return { start: hhmm(s), end: hhmm(e), startMinutes: s, endMinutes: e, capacity: shares[i]! };
  });
  return { day, date: isoDay(ymdOfDay(day)), opens: timetable.opens, closes: timetable.closes, salesEndMinutes: hours.salesEnd, capacity, closure, slots };
}

/** Why a slot takes no reservation at the area time `clock`: its day is closed, or its window or the day's sales are over; else null. */
export function closedReasonOf(plan: DayPlan, slot: SlotPlan, clock: AreaClock): ClosedReason | null {
  if (plan.closure) return 'closure';
  return plan.date < clock.date || (plan.date === clock.date && clock.minutes >= Math.min(slot.endMinutes, plan.salesEndMinutes)) ? 'past' : null;
}
