/**
 * Two instants the demo is rendered at to see both halves of its year: which notices, slides
 * and timetables a day shows follows the world's conditions (world/conditions.ts).
 */
import { SEED_DAY } from './calendar.ts';

type Season = 'winter' | 'summer';

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
