/**
 * The demo's notices come as a winter and a summer set, chosen by the area day. Winter runs
 * with the high trail's closure, 16 November to 30 April (docs/content-world.md), so a
 * winter notice ("the trail closed for the winter on 16 November and reopens on 1 May")
 * reads true on every day it is shown, and the summer set on every other day.
 */
import { withinAnnual } from './calendar.ts';

export type Season = 'winter' | 'summer';

const WINTER = { from: '11-16', to: '04-30' } as const;

export const seasonOf = (day: number): Season => (withinAnnual(day, WINTER.from, WINTER.to) ? 'winter' : 'summer');
