/**
 * A reservation as an iCalendar event (RFC 5545), for the confirmation's "Add to calendar".
 * Built from what the page already shows, so it needs no request: no personal data goes in it
 * but the code (the names stay on the page).
 */
import type { Reservation } from '../api/tickets.ts';
import { areaTimeOn } from '../opening-hours.ts';

/** "20261203T010000Z": an instant in UTC, as RFC 5545 §3.3.5 writes it. */
const stamp = (t: Date): string => t.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT. */
const text = (s: string): string => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (a CRLF and one space). */
const utf8 = new TextEncoder();

function fold(line: string): string {
  if (utf8.encode(line).length <= 75) return line;
  const out: string[] = [];
  let cur = '';
  let size = 0;
  for (const ch of line) {
    const n = utf8.encode(ch).length;
    if (size + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
      size = 0;
    }
    cur += ch;
    size += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

export interface IcsText {
  summary: string;
  location: string;
  description: string;
}

export function reservationIcs(r: Reservation, words: IcsText, host: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Qinglan Scenic Area//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${r.code}@${host}`,
    `DTSTAMP:${stamp(new Date(r.createdAt))}`,
    `DTSTART:${stamp(areaTimeOn(r.date, r.slot.start))}`,
    `DTEND:${stamp(areaTimeOn(r.date, r.slot.end))}`,
    `SUMMARY:${text(words.summary)}`,
    `LOCATION:${text(words.location)}`,
    `DESCRIPTION:${text(words.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
