/**
 * The area's climate by altitude band and month (docs/world.md §Climate): the one table the
 * weather, the snow cover and the seasonal texts are checked against. Figures are typical of
 * the eastern edge of the Tibetan Plateau at these heights: dry sunny winters, a monsoon summer
 * with afternoon thunderstorms from May to September, snow on the high ground most of the year.
 */

export const BANDS = ['valley', 'lakes', 'summit'] as const;
export type Band = (typeof BANDS)[number];

export interface BandInfo {
  /** Typical altitude of the band (m): the gates and Lankou, Mirror Lake's shores, the high trail and base camp. */
  altitude: number;
  /** Months (1..12) in which precipitation in this band falls as snow. */
  snowMonths: readonly number[];
}

export const BAND_INFO: Readonly<Record<Band, BandInfo>> = {
  valley: { altitude: 2800, snowMonths: [11, 12, 1, 2, 3] },
  lakes: { altitude: 3300, snowMonths: [10, 11, 12, 1, 2, 3, 4] },
  summit: { altitude: 4200, snowMonths: [9, 10, 11, 12, 1, 2, 3, 4, 5, 6] },
};

/** Months with afternoon thunderstorms (every band); never in winter. */
export const THUNDER_MONTHS: readonly number[] = [5, 6, 7, 8, 9];

type Range = readonly [number, number];

export interface MonthClimate {
  /** Day's high and night's low, °C: the range a day's value falls in. */
  high: Range;
  low: Range;
  /** Wind by day, km/h. */
  wind: Range;
}

/** Valley figures by month (index 0 = January); the higher bands are colder and windier. */
const VALLEY: readonly { high: Range; low: Range }[] = [
  { high: [0, 6], low: [-13, -7] },
  { high: [2, 8], low: [-11, -5] },
  { high: [5, 12], low: [-7, -1] },
  { high: [9, 16], low: [-3, 3] },
  { high: [13, 19], low: [1, 6] },
  { high: [15, 21], low: [5, 10] },
  { high: [17, 23], low: [8, 12] },
  { high: [16, 22], low: [7, 12] },
  { high: [13, 19], low: [4, 9] },
  { high: [8, 15], low: [-1, 4] },
  { high: [3, 10], low: [-8, -2] },
  { high: [0, 7], low: [-12, -6] },
];

/** How much colder each band is than the valley (≈ 6 °C per 1,000 m), and its wind. */
const BAND_OFFSET: Readonly<Record<Band, { cold: number; wind: Range; winterWind: Range }>> = {
  valley: { cold: 0, wind: [5, 15], winterWind: [5, 18] },
  lakes: { cold: 3, wind: [8, 22], winterWind: [10, 28] },
  summit: { cold: 8, wind: [18, 40], winterWind: [25, 55] },
};

const WINTER_MONTHS = new Set([11, 12, 1, 2, 3]);

export function climateOf(band: Band, month: number): MonthClimate {
  const v = VALLEY[month - 1]!;
  const o = BAND_OFFSET[band];
  return {
    high: [v.high[0] - o.cold, v.high[1] - o.cold],
    low: [v.low[0] - o.cold, v.low[1] - o.cold],
    wind: WINTER_MONTHS.has(month) ? o.winterWind : o.wind,
  };
}

/** Chance that a day of the month brings precipitation (the monsoon peaks in July). */
export const WET_DAY_CHANCE: readonly number[] = [0.1, 0.12, 0.2, 0.3, 0.42, 0.55, 0.62, 0.58, 0.5, 0.3, 0.15, 0.1];

/**
 * The snow line (m) on the 15th of each month: snow lies above it. Between the 15ths it moves
 * linearly, so the snow cover grows and melts day by day.
 */
const SNOW_LINE: readonly number[] = [2650, 2650, 2950, 3450, 4050, 4550, 4900, 4900, 4500, 3900, 3150, 2800];

/** Typical UV index at noon on a clear day in the valley, by month; +1 per 1,000 m higher. */
const CLEAR_UV: readonly number[] = [4, 5, 7, 8, 9, 10, 10, 10, 8, 6, 5, 4];

export const snowLineOfMonth = (month: number): number => SNOW_LINE[month - 1]!;
export const clearUvOfMonth = (month: number): number => CLEAR_UV[month - 1]!;

/** Snow depth (cm) a band has under a given snow line: 4 cm per 100 m above it, at most 120. */
export function snowDepthAt(band: Band, snowLine: number): number {
  const above = BAND_INFO[band].altitude - snowLine;
  return above <= 0 ? 0 : Math.min(120, Math.round(above * 0.04));
}
