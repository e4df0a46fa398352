/**
 * A trail's figures as the trail pages, the search and the map write them (docs/trails.md): one
 * way to write each, so the same record reads the same everywhere.
 */
import type { Locale } from '../../../shared/api/envelope.ts';
import type { TrailLink } from '../../../shared/api/trails.ts';
import { articleHref } from '../../../shared/routes.ts';
import { trailPath } from '../../../shared/trail-path.ts';
import { shortDate, shortDateTime } from '../../format/dates.ts';
import { formatCount } from '../../format/numbers.ts';

export { formatCount as metres };

/** Minutes as hours to the half hour: 150 → "2.5". */
export const hours = (minutes: number): string => String(Math.round(minutes / 30) / 2);

/** "05-01" → "1 May" / "5月1日" (a month-day of any year). */
export const monthDay = (md: string, locale: Locale): string => shortDate(`2001-${md}T00:00:00+08:00`, locale);

/** When a state began: a day alone when it began with the day. */
export const sinceText = (iso: string, locale: Locale): string => (iso.slice(11, 16) === '00:00' ? shortDate(iso, locale) : shortDateTime(iso, locale));

/** Where a link of a trail record goes. */
export function linkHref(l: TrailLink): string {
  if (l.kind === 'trail') return trailPath(l.id);
  if (l.kind === 'scenic') return `/scenicArea#spot-${l.id}`;
  return articleHref(l.typeCode, l.id);
}
