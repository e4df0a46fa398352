/**
 * iCalendar files (RFC 5545): the one builder behind a reservation's "Add to calendar" and an
 * event's calendar file (docs/plan.md §Events). Instants are written in UTC; an all-day event
 * by its dates (DTEND is the day after the last, as §3.6.1 asks).
 */

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

/** "YYYY-MM-DD" → "YYYYMMDD" of the day `plus` days later. */
const dateValue = (day: string, plus = 0): string => new Date(Date.parse(`${day}T00:00:00Z`) + plus * 86400_000).toISOString().slice(0, 10).replace(/-/g, '');

export interface IcsEvent {
  uid: string;
  stamp: Date;
  /** Instants, or the first and last day ("YYYY-MM-DD") of an all-day event. */
  when: { start: Date; end: Date } | { firstDay: string; lastDay: string };
  summary: string;
  location: string;
  description: string;
  url?: string;
}

export function icsCalendar(prodId: string, event: IcsEvent): string {
  const w = event.when;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.stamp)}`,
    ...('start' in w
      ? [`DTSTART:${stamp(w.start)}`, `DTEND:${stamp(w.end)}`]
      : [`DTSTART;VALUE=DATE:${dateValue(w.firstDay)}`, `DTEND;VALUE=DATE:${dateValue(w.lastDay, 1)}`]),
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
