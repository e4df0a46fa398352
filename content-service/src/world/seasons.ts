/**
 * The area's year as the landscape shows it (docs/world.md §Seasons): which of four seasons a
 * day belongs to. A camera's or a place's picture is true for the seasons it was taken in, so
 * every picture shown is chosen by this one function.
 *   spring  1 April – 31 May      snow melting on the lakes, green by late May
 *   summer  1 June – 15 September green meadows, flowers, afternoon thunderstorms
 *   autumn  16 September – 15 November  gold larch and birch, first snow on the peaks
 *   winter  16 November – 31 March  snow on the lakes' shores and the meadows, high trail closed
 */
import { areaClock } from '../../../shared/opening-hours.ts';

export const LANDSCAPE_SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type LandscapeSeason = (typeof LANDSCAPE_SEASONS)[number];

/** First month-day ("MM-DD") of each season, in the order of the year. */
const STARTS: readonly [string, LandscapeSeason][] = [
  ['04-01', 'spring'],
  ['06-01', 'summer'],
  ['09-16', 'autumn'],
  ['11-16', 'winter'],
];

/** The landscape season of an area month-day ("MM-DD"). */
export function landscapeSeasonOn(monthDay: string): LandscapeSeason {
  let season: LandscapeSeason = 'winter';
  for (const [from, s] of STARTS) if (monthDay >= from) season = s;
  return season;
}

/** The landscape season at an instant, in area time. */
export const landscapeSeasonAt = (at: Date): LandscapeSeason => landscapeSeasonOn(areaClock(at).monthDay);
