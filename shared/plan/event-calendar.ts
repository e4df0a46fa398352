/**
 * An event's calendar file (docs/plan.md §Events): one dated occurrence of a seed event at a
 * stable URL, built by the one iCalendar builder (shared/ics.ts). The page links it; the site
 * serves it (server/routes/event-ics.ts).
 */
import type { PlanEvent } from '../api/plan.ts';
import { icsCalendar } from '../ics.ts';
import { areaTimeOn } from '../opening-hours.ts';
import { ROUTES } from '../routes.ts';

/** "/when-to-visit/lantern-night-2027.ics", without locale prefix. */
export const eventIcsPath = (id: string, year: number): string => `${ROUTES.whenToVisit.path}/${id}-${year}.ics`;

/** The event id and year a calendar file's name ("lantern-night-2027.ics") names, or null. */
export function eventIcsName(file: string): { id: string; year: number } | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{4})\.ics$/.exec(file);
  return m ? { id: m[1]!, year: Number(m[2]) } : null;
}

/** The occurrence of `event` in `year` as an .ics, or null when it has none that year. */
export function eventIcs(event: PlanEvent, year: number, opts: { host: string; stamp: Date; pageUrl: string }): string | null {
  const d = event.dates.find((x) => x.year === year);
  if (!d) return null;
  const timed = event.start !== null && event.end !== null && d.from === d.to;
  return icsCalendar('-//Qinglan Scenic Area//Events//EN', {
    uid: `${event.id}-${year}@${opts.host}`,
    stamp: opts.stamp,
    when: timed ? { start: areaTimeOn(d.from, event.start!), end: areaTimeOn(d.from, event.end!) } : { firstDay: d.from, lastDay: d.to },
    summary: event.title,
    location: event.place,
    // A range's daily hours go in the description: the file holds the days, not each evening.
    description: event.start && !timed ? `${event.start}–${event.end}. ${event.description}` : event.description,
    url: opts.pageUrl,
  });
}
