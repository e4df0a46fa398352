/**
 * Visitor flow, a "live" shell block: a deterministic curve over the area's opening hours
 * (shared/opening-hours.ts). The weather is the world's (world/report.ts). Asia/Shanghai has had
 * no daylight saving since 1991, so a fixed +08:00 offset is exact.
 */
import type { FlowRate } from '../../../shared/api/index.ts';
import { hoursInMinutes, timetableOn } from '../../../shared/opening-hours.ts';

const OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');
const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

interface LocalTime {
  date: string;
  time: string;
  month: number;
  /** 1 = Monday .. 7 = Sunday, as the weather provider writes `week`. */
  weekday: number;
  minutes: number;
}

function shanghai(at: Date): LocalTime {
  const d = new Date(at.getTime() + OFFSET_MS);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
    month: d.getUTCMonth() + 1,
    weekday: d.getUTCDay() === 0 ? 7 : d.getUTCDay(),
    minutes: d.getUTCHours() * 60 + d.getUTCMinutes(),
  };
}

/** The area's stated capacity, used when the seed has no flow block (the flow figures and the ticket quota). */
export const DEFAULT_CAPACITY: Capacity = { instantCapacity: 12000, dailyCapacity: 36000 };

export interface Capacity {
  instantCapacity: number;
  dailyCapacity: number;
}

/** Stable number in [0, 1) for a day, so each day has its own peak but a reload does not. */
function dayNoise(date: string): number {
  let h = 2166136261;
  for (const ch of date) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 2 ** 32;
}

/**
 * Share of the day's peak inside at a minute of the day: nobody before opening or after
 * closing; arrivals over the first three hours, a plateau to 14:30, everyone out by closing.
 */
function dayShape(min: number, opens: number, closes: number): number {
  if (min < opens || min >= closes) return 0;
  const full = opens + 180;
  const leaving = Math.min(870, closes - 60);
  if (min < full) return smooth((min - opens) / 180);
  if (min < leaving) return 1;
  return 1 - smooth((min - leaving) / (closes - leaving));
}

/**
 * Visitors inside and entries today at the area time of `now` (5-minute steps, so a reload
 * within them agrees): entries start at zero at midnight and rise from opening until ticket
 * sales end; visitors inside follow the opening hours of the day's season
 * (docs/decisions/024-area-time-live-data.md).
 */
export function computeFlow(now: Date, cap: Capacity): FlowRate {
  const at = new Date(Math.floor(now.getTime() / 300_000) * 300_000);
  const t = shanghai(at);
  const h = hoursInMinutes(timetableOn(t.date.slice(5)));
  const u = dayNoise(t.date);
  const season = t.month >= 5 && t.month <= 10 ? 1 : t.month === 4 || t.month === 11 ? 0.8 : 0.55;
  const weekend = t.weekday >= 6 ? 1.06 : 1;
  // 0.62..0.92 of capacity at peak in high season: some days cross the 80 % warning line.
  const peak = Math.min(0.97, (0.62 + 0.3 * u) * season * weekend);
  const shape = dayShape(t.minutes, h.opens, h.closes);
  const wobble = 1 + 0.025 * Math.sin(t.minutes / 23 + u * 6.28);
  const current = Math.round(cap.instantCapacity * Math.min(peak * shape * (shape > 0 ? wobble : 1), 0.99));
  // Entries accumulate from opening until ticket sales end, most in the morning; the day's
  // total scales with the peak.
  const x = Math.min(1, Math.max(0, (t.minutes - h.opens) / (h.salesEnd - h.opens)));
  const entered = Math.round(cap.dailyCapacity * peak * 0.85 * x * (2 - x));
  return {
    current,
    instantCapacity: cap.instantCapacity,
    dailyCapacity: cap.dailyCapacity,
    todayTotal: Math.max(entered, current),
    updateTime: `${t.date}T${t.time.slice(0, 5)}:00+08:00`,
  };
}
