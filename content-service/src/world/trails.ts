/**
 * When the trails and roads open (docs/world.md §Trails): the one set of dates the conditions
 * board (live/conditions.ts), the notices and the hero slides follow.
 */
import { withinMonthDays } from '../../../shared/opening-hours.ts';

/** The Snowcrown base-camp trail: open 1 May – 15 November, closed by snow and avalanche risk the rest of the year. */
export const HIGH_TRAIL_SEASON = { opens: '05-01', closes: '11-15' } as const;
/** Fir Gully's upper loop is closed by snow while the low season's timetable runs. */
export const UPPER_LOOP_CLOSED = { from: '11-16', to: '03-31' } as const;
/** Lanqing Road km 31–34: patched for the winter, one way by day. */
export const ROADWORKS = { from: '11-16', to: '03-31', hours: { from: 9 * 60, to: 17 * 60 } } as const;

export const highTrailOpenOn = (monthDay: string): boolean => withinMonthDays(monthDay, HIGH_TRAIL_SEASON.opens, HIGH_TRAIL_SEASON.closes);
export const upperLoopClosedOn = (monthDay: string): boolean => withinMonthDays(monthDay, UPPER_LOOP_CLOSED.from, UPPER_LOOP_CLOSED.to);
export const roadworksOn = (monthDay: string): boolean => withinMonthDays(monthDay, ROADWORKS.from, ROADWORKS.to);
