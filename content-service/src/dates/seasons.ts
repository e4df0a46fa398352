/**
 * The demo's notices come as a winter and a summer set, chosen by the area day. Winter runs
 * with the high trail's closure, 16 November to 30 April (docs/content-world.md), so a
 * winter notice ("the trail closed for the winter on 16 November and reopens on 1 May")
 * reads true on every day it is shown, and the summer set on every other day.
 */
import { SEED_DAY, withinAnnual } from './calendar.ts';

export type Season = 'winter' | 'summer';

const WINTER = { from: '11-16', to: '04-30' } as const;

export const seasonOf = (day: number): Season => (withinAnnual(day, WINTER.from, WINTER.to) ? 'winter' : 'summer');

/**
 * One instant in each season, 10:30 in the area: on the day the seed was written for (winter)
 * and on 15 July (summer). The demo rendered at both shows each notice set and each timetable
 * (main and low season), whatever day the rendering is done on: the site's critical-CSS build
 * renders at these, so its output does not change with the date of the build.
 */
export const SEASON_INSTANTS: Readonly<Record<Season, Date>> = {
  winter: new Date(`${SEED_DAY}T10:30:00+08:00`),
  summer: new Date(`${SEED_DAY.slice(0, 4)}-07-15T10:30:00+08:00`),
};
