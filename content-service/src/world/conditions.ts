/**
 * What holds in the area on a day (docs/world.md §Conditions): the facts a seasonal text may be
 * tied to. A notice or a hero slide names the conditions it needs (`"when": ["trail-closed"]`)
 * and is shown only on days they all hold, so its words cannot contradict the weather, the
 * trail states or the timetable on the same page.
 */
import { timetableOn } from '../../../shared/opening-hours.ts';
import { BANDS } from './climate.ts';
import { landscapeSeasonOn, LANDSCAPE_SEASONS } from './seasons.ts';
import { highTrailOpenOn } from './trails.ts';
import { bandDay } from './weather.ts';

const WORLD_CONDITIONS = [
  /** The timetable's season (shared/opening-hours.ts). */
  'main-season',
  'low-season',
  /** The Snowcrown base-camp trail's season (trails.ts). */
  'trail-open',
  'trail-closed',
  /** The landscape's season (seasons.ts). */
  ...LANDSCAPE_SEASONS,
  /** Thunderstorms forecast today or in the next two days, on any band. */
  'storms-soon',
  /** Snow forecast at the lakes today or tomorrow. */
  'snow-soon',
  /** The last geese and shelducks resting on the wetland on their way south (November to early December). */
  'autumn-migration',
] as const;
export type WorldCondition = (typeof WORLD_CONDITIONS)[number];

const DAY_MS = 86400_000;
const monthDayOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(5, 10);

const isSnow = (w: string) => w.includes('雪');
const isStorm = (w: string) => w.startsWith('雷');

/** The conditions that hold on an area day (days since 1970-01-01). */
export function conditionsOn(day: number): Set<WorldCondition> {
  const md = monthDayOf(day);
  const out = new Set<WorldCondition>([
    timetableOn(md).season === 'main' ? 'main-season' : 'low-season',
    highTrailOpenOn(md) ? 'trail-open' : 'trail-closed',
    landscapeSeasonOn(md),
  ]);
  const days = (n: number) => Array.from({ length: n }, (_, i) => day + i);
  if (days(3).some((d) => BANDS.some((b) => isStorm(bandDay(b, d).dayWeather)))) out.add('storms-soon');
  if (days(2).some((d) => [bandDay('lakes', d).dayWeather, bandDay('lakes', d).nightWeather].some(isSnow))) out.add('snow-soon');
  if (md >= '11-01' && md <= '12-10') out.add('autumn-migration');
  return out;
}

/** Whether a text tied to `when` is shown on a day: every entry holds; "spring|summer" holds when either does. */
export const shownOn = (when: readonly string[] | undefined, held: ReadonlySet<string>): boolean =>
  (when ?? []).every((entry) => entry.split('|').some((c) => held.has(c)));

/** Throws on a condition this model does not know, so a writer's typo stops the seed load. */
export function checkConditions(when: unknown, where: string): void {
  if (when === undefined) return;
  const known = (c: unknown) => typeof c === 'string' && c.split('|').every((part) => (WORLD_CONDITIONS as readonly string[]).includes(part));
  if (!Array.isArray(when) || !when.every(known)) {
    throw new Error(`${where}: "when" must list conditions of ${WORLD_CONDITIONS.join(', ')} (got ${JSON.stringify(when)})`);
  }
}
