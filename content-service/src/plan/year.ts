/**
 * `/plan/getYear` (docs/plan.md §The year): each month from the world model (the timetable's
 * seasons, the trails' and roadworks' dates, the climate by band) beside the seed's typical
 * visitor figures, itineraries and events. A month's spans are read day by day from the same
 * rules the conditions board follows, so the two cannot disagree.
 */
import type { Locale } from '../../../shared/api/index.ts';
import type { MonthOpening, MonthSpan, OpeningId, PlanEvent, PlanMonth, PlanYear } from '../../../shared/api/plan.ts';
import { areaClock, timetableOn, type SeasonId } from '../../../shared/opening-hours.ts';
import { BAND_INFO, BANDS, climateOf, snowLineOfMonth, THUNDER_MONTHS, WET_DAY_CHANCE } from '../world/climate.ts';
import { highTrailOpenOn, roadworksOn, upperLoopClosedOn } from '../world/trails.ts';
import { inMonth, nextDate } from '../../../shared/plan/next-date.ts';
import { planSeasons } from './access.ts';
import { PLAN_YEARS, type SeedEvent, type SeedYear } from './seed.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** The month's days as "MM-DD" (February read with 29 days, so a leap day is covered). */
const daysOf = (month: number): string[] => {
  const n = new Date(Date.UTC(2028, month, 0)).getUTCDate();
  return Array.from({ length: n }, (_, i) => `${pad(month)}-${pad(i + 1)}`);
};

/** The runs of days on which `holds` is true. */
function spans(days: string[], holds: (md: string) => boolean): MonthSpan[] {
  const out: MonthSpan[] = [];
  for (const md of days) {
    if (!holds(md)) continue;
    const last = out.at(-1);
    if (last && days.indexOf(last.to) === days.indexOf(md) - 1) last.to = md;
    else out.push({ from: md, to: md });
  }
  return out;
}

const OPENINGS: Record<OpeningId, (md: string) => boolean> = {
  'high-trail': highTrailOpenOn,
  'upper-loop': (md) => !upperLoopClosedOn(md),
  roadworks: roadworksOn,
};

function seasonsOf(days: string[]): { season: SeasonId; span: MonthSpan }[] {
  return (['main', 'low'] as const).flatMap((season) => spans(days, (md) => timetableOn(md).season === season).map((span) => ({ season, span })));
}

function eventOf(e: SeedEvent, locale: Locale): PlanEvent {
  const dates = e.dates
    ? e.dates.map(([from, to]) => ({ year: Number(from.slice(0, 4)), from, to }))
    : PLAN_YEARS.map((year) => ({ year, from: `${year}-${e.yearly![0]}`, to: `${year}-${e.yearly![1]}` }));
  return { id: e.id, title: e.title[locale], description: e.description[locale], place: e.place[locale], rule: e.rule[locale], start: e.start, end: e.end, dates };
}

export interface YearInputs {
  seed: SeedYear;
  dailyCapacity: number;
  subjects: ReadonlyMap<number, { title: string; days: number }>;
}

export function planYear({ seed, dailyCapacity, subjects }: YearInputs, locale: Locale, at: Date): PlanYear {
  const events = seed.events.map((e) => eventOf(e, locale));
  const today = areaClock(at).date;
  // Each event is filed under the months of its next dates (shared/plan/next-date.ts).
  const next = new Map(events.map((e) => [e.id, nextDate(e.dates, today)]));
  const months = seed.months.map((m): PlanMonth => {
    const days = daysOf(m.month);
    return {
      month: m.month,
      seasons: seasonsOf(days),
      openings: (Object.keys(OPENINGS) as OpeningId[]).map((id): MonthOpening => ({ id, spans: spans(days, OPENINGS[id]) })),
      bands: BANDS.map((band) => {
        const c = climateOf(band, m.month);
        return { band, altitude: BAND_INFO[band].altitude, high: [c.high[0], c.high[1]], low: [c.low[0], c.low[1]], snow: BAND_INFO[band].snowMonths.includes(m.month) };
      }),
      thunder: THUNDER_MONTHS.includes(m.month),
      wetDays: Math.round(WET_DAY_CHANCE[m.month - 1]! * 100),
      snowLine: snowLineOfMonth(m.month),
      typicalDay: m.typicalDay,
      busiestDay: m.busiestDay,
      note: m.note[locale],
      events: events.filter((e) => {
        const d = next.get(e.id);
        return !!d && inMonth(d, m.month);
      }).map((e) => e.id),
      subjects: m.subjects.flatMap((id) => {
        const s = subjects.get(id);
        return s ? [{ id, title: s.title, days: s.days }] : [];
      }),
    };
  });
  return { today, dailyCapacity, seasons: planSeasons(), months, events };
}
