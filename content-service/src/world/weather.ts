/**
 * The area's weather, made from the climate (climate.ts) and the date alone (docs/world.md
 * §Weather): every area day has one sky for the whole area (a storm is a storm on every band),
 * and each band turns it into its own phenomenon and temperatures. A day's figures are seeded by
 * the date, so a reload, another replica and a test all see the same day, and a forecast made
 * today for Friday is Friday's weather when Friday comes.
 */
import { BAND_INFO, clearUvOfMonth, climateOf, snowDepthAt, snowLineOfMonth, THUNDER_MONTHS, WET_DAY_CHANCE, type Band } from './climate.ts';

/** The day's sky over the whole area. */
type Sky = 'clear' | 'fair' | 'cloudy' | 'overcast' | 'showers' | 'storm';

export interface BandDay {
  /** The provider's phenomena (AMap's Chinese words, as the contract carries them). */
  dayWeather: string;
  nightWeather: string;
  /** °C, whole degrees. */
  high: number;
  low: number;
  /** km/h by day. */
  wind: number;
  /** Noon UV index. */
  uv: number;
  /** Snow lying (cm). */
  snowDepth: number;
}

const DAY_MS = 86400_000;

/**
 * The demo's weather seed: any value gives a climate-true year; this one was chosen so that the
 * days the tests and the critical-CSS build render at (docs/world.md §Weather) show both a snowy
 * week in late November and a stormy week in July, so every seasonal notice is seen.
 */
const WEATHER_SEED = 'qinglan-144';

/** A stable number in [0, 1) for a day and a purpose (FNV-1a over both). */
function noise(day: number, salt: string): number {
  let h = 2166136261;
  for (const ch of `${WEATHER_SEED}|${day}|${salt}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  return ((h ^ (h >>> 15)) >>> 0) / 2 ** 32;
}

/** The month (1..12) of an area day. */
export const monthOf = (day: number): number => new Date(day * DAY_MS).getUTCMonth() + 1;

function skyOn(day: number): Sky {
  const month = monthOf(day);
  const u = noise(day, 'sky');
  const wet = WET_DAY_CHANCE[month - 1]!;
  if (u < wet) return THUNDER_MONTHS.includes(month) && noise(day, 'storm') < 0.55 ? 'storm' : 'showers';
  const dry = (u - wet) / (1 - wet);
  return dry < 0.35 ? 'clear' : dry < 0.65 ? 'fair' : dry < 0.88 ? 'cloudy' : 'overcast';
}

/** The snow line (m) on an area day, moving linearly between the 15ths of the months. */
export function snowLineOn(day: number): number {
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const mid = (yy: number, mm: number) => Date.UTC(yy, mm, 15) / DAY_MS;
  const [from, to] = d.getUTCDate() >= 15 ? [mid(y, m), mid(y, m + 1)] : [mid(y, m - 1), mid(y, m)];
  const lineAt = (at: number) => snowLineOfMonth(new Date(at * DAY_MS).getUTCMonth() + 1);
  const t = (day - from) / (to - from);
  return Math.round(lineAt(from) + (lineAt(to) - lineAt(from)) * t);
}

/** What falls in a band on a wet day of a month. */
function wetPhenomenon(band: Band, month: number, sky: Sky, high: number): string {
  const snowMonth = BAND_INFO[band].snowMonths.includes(month);
  const thunder = THUNDER_MONTHS.includes(month);
  // In a month that can bring either (the high trail in May, June, September), the day's warmth decides.
  if (snowMonth && (!thunder || high <= 4)) return sky === 'storm' ? '中雪' : high <= 0 ? '小雪' : '阵雪';
  if (sky === 'storm' && thunder) return '雷阵雨';
  return thunder ? '阵雨' : '小雨';
}

const DRY: Record<Exclude<Sky, 'showers' | 'storm'>, { day: string; night: string }> = {
  clear: { day: '晴', night: '晴' },
  fair: { day: '晴', night: '多云' },
  cloudy: { day: '多云', night: '多云' },
  overcast: { day: '阴', night: '阴' },
};

/** One band's weather on one area day. */
export function bandDay(band: Band, day: number): BandDay {
  const month = monthOf(day);
  const c = climateOf(band, month);
  const sky = skyOn(day);
  // One warmth per day for every band (a warm day is warm everywhere), nudged by the sky.
  const warm = noise(day, 'warm');
  const skyShift = sky === 'clear' ? 0.15 : sky === 'storm' || sky === 'showers' ? -0.2 : 0;
  // A share of the way through a range, kept inside it.
  const frac = (r: readonly [number, number], x: number) => Math.round(r[0] + (r[1] - r[0]) * Math.min(1, Math.max(0, x)));
  const high = frac(c.high, warm + skyShift);
  // Clear nights are the coldest.
  const low = frac(c.low, warm - (sky === 'clear' ? 0.25 : 0));
  const wind = frac(c.wind, noise(day, `wind-${band}`) + (sky === 'storm' ? 0.3 : 0));
  const wet = sky === 'showers' || sky === 'storm';
  const dayWeather = wet ? wetPhenomenon(band, month, sky, high) : DRY[sky].day;
  // Afternoon storms clear by night; a showery day stays cloudy.
  const nightWeather = wet ? (sky === 'storm' ? '多云' : BAND_INFO[band].snowMonths.includes(month) ? dayWeather : '阴') : DRY[sky].night;
  const cloudCut = sky === 'clear' || sky === 'fair' ? 1 : sky === 'cloudy' ? 0.75 : 0.5;
  const uv = Math.round((clearUvOfMonth(month) + (BAND_INFO[band].altitude - 2800) / 1000) * cloudCut);
  return { dayWeather, nightWeather, high, low, wind, uv, snowDepth: snowDepthAt(band, snowLineOn(day)) };
}
