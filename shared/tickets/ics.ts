/**
 * A reservation as an iCalendar event (RFC 5545; the builder is shared/ics.ts), for the
 * confirmation's "Add to calendar". Built from what the page already shows, so it needs no
 * request: no personal data goes in it but the code (the names stay on the page).
 */
import type { Reservation } from '../api/tickets.ts';
import { icsCalendar } from '../ics.ts';
import { areaTimeOn } from '../opening-hours.ts';

export interface IcsText {
  summary: string;
  location: string;
  description: string;
}

export function reservationIcs(r: Reservation, words: IcsText, host: string): string {
  return icsCalendar('-//Qinglan Scenic Area//Tickets//EN', {
    uid: `${r.code}@${host}`,
    stamp: new Date(r.createdAt),
    when: { start: areaTimeOn(r.date, r.slot.start), end: areaTimeOn(r.date, r.slot.end) },
    ...words,
  });
}
