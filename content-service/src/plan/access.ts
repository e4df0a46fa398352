/**
 * `/plan/getAccess` (docs/plan.md §Getting here): the seed's places and legs in the request's
 * language, with the seasons' dates and today's season from the one timetable.
 */
import type { Locale } from '../../../shared/api/index.ts';
import type { PlanAccess, PlanSeason } from '../../../shared/api/plan.ts';
import { areaClock, timetableOn, TIMETABLES } from '../../../shared/opening-hours.ts';
import type { SeedAccess } from './seed.ts';

/** The timetable's seasons as the plan pages show them. */
export const planSeasons = (): PlanSeason[] =>
  TIMETABLES.map((t) => ({ season: t.season, from: t.from, to: t.to, opens: t.opens, closes: t.closes, firstShuttle: t.firstShuttle, lastShuttleDown: t.lastShuttleDown }));

export function planAccess(seed: SeedAccess, locale: Locale, at: Date): PlanAccess {
  const alt = seed.altitude;
  return {
    season: timetableOn(areaClock(at).monthDay).season,
    seasons: planSeasons(),
    places: seed.places.map((p) => ({ id: p.id, kind: p.kind, name: p.name[locale], altitude: p.altitude, note: p.note[locale] })),
    legs: seed.legs.map((l) => ({
      id: l.id,
      mode: l.mode,
      from: l.from,
      to: l.to,
      minutes: l.minutes,
      km: l.km,
      fare: [l.fare[0], l.fare[1]],
      frequency: l.frequency[locale],
      departures: l.departures && {
        main: { first: l.departures.main[0], last: l.departures.main[1] },
        low: { first: l.departures.low[0], last: l.departures.low[1] },
      },
      book: l.book?.[locale] ?? null,
    })),
    altitude: {
      place: alt.place,
      altitude: seed.places.find((p) => p.id === alt.place)!.altitude,
      acclimatise: alt.acclimatise[locale],
      symptoms: alt.symptoms[locale],
      whatToDo: alt.whatToDo[locale],
      urgent: alt.urgent[locale],
    },
  };
}
