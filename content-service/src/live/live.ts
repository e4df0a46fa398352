/**
 * The two "live" shell blocks: weather (seeded provider reply with its dates moved to today)
 * and visitor flow (a deterministic curve over the time of day). Both use Asia/Shanghai,
 * which has had no daylight saving since 1991, so a fixed +08:00 offset is exact.
 */
import type { FlowRate, WeatherData } from '../../../shared/api/index.ts';

const OFFSET_MS = 8 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

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

/** The seeded reply with reporttime = now and forecast dates = today, tomorrow, ... */
export function rollWeather(seed: WeatherData, now: Date): WeatherData {
  const local = shanghai(now);
  const reporttime = `${local.date} ${local.time}`;
  const lives = (seed.lives ?? []).map((l) => ({ ...l, reporttime }));
  const forecasts = (seed.forecasts ?? []).map((f) => ({
    ...f,
    reporttime,
    casts: (f.casts ?? []).map((c, i) => {
      const day = shanghai(new Date(now.getTime() + i * 86400_000));
      return { ...c, date: day.date, week: String(day.weekday) };
    }),
  }));
  return {
    ...seed,
    status: '1',
    count: seed.count ?? '1',
    info: 'OK',
    infocode: '10000',
    lives,
    forecasts,
  };
}

export interface Capacity {
  instantCapacity: number;
  dailyCapacity: number;
}

const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/** Stable number in [0, 1) for a day, so each day has its own peak but a reload does not. */
function dayNoise(date: string): number {
  let h = 2166136261;
  for (const ch of date) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 2 ** 32;
}

/** Share of the day's peak present at a minute of the day: quiet at night, plateau 11:00-15:00. */
function dayShape(min: number): number {
  if (min < 420 || min >= 1200) return 0;
  if (min < 660) return smooth((min - 420) / 240);
  if (min < 900) return 1;
  return 1 - smooth((min - 900) / 300);
}

export function computeFlow(now: Date, cap: Capacity): FlowRate {
  const at = new Date(Math.floor(now.getTime() / 300_000) * 300_000);
  const t = shanghai(at);
  const u = dayNoise(t.date);
  const season = t.month >= 5 && t.month <= 10 ? 1 : t.month === 4 || t.month === 11 ? 0.8 : 0.55;
  const weekend = t.weekday >= 6 ? 1.06 : 1;
  // 0.62..0.92 of capacity at peak in high season: some days cross the 80 % warning line.
  const peak = Math.min(0.97, (0.62 + 0.3 * u) * season * weekend);
  const night = 0.012;
  const wobble = 1 + 0.025 * Math.sin(t.minutes / 23 + u * 6.28);
  const share = (night + (peak - night) * dayShape(t.minutes)) * (dayShape(t.minutes) > 0 ? wobble : 1);
  const current = Math.round(cap.instantCapacity * Math.min(share, 0.99));
  // Entries accumulate from 06:30 to 17:30; the day's total scales with the same peak.
  const entered = Math.round(cap.dailyCapacity * peak * 0.85 * smooth((t.minutes - 390) / 660));
  return {
    current,
    instantCapacity: cap.instantCapacity,
    dailyCapacity: cap.dailyCapacity,
    todayTotal: Math.max(entered, current),
    updateTime: `${t.date}T${t.time.slice(0, 5)}:00+08:00`,
  };
}
