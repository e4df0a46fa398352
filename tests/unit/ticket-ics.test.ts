/** "Add to calendar" (shared/tickets/ics.ts): RFC 5545 text, in UTC, escaped and folded. */
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/tickets.ts';
import { reservationIcs } from '../../shared/tickets/ics.ts';

const reservation: Reservation = {
  code: 'ABCDEFGHJK',
  status: 'confirmed',
  date: '2026-12-01',
  slot: { start: '08:00', end: '10:00' },
  party: [{ name: 'Li Lei', documentKind: 'id-card', documentMasked: '1101**********002X' }],
  contactPhoneMasked: '*******5678',
  createdAt: '2026-11-24T02:30:00.000Z',
  cancelledAt: null,
};

describe('the reservation as an iCalendar event', () => {
  it('writes the slot in UTC (area time is UTC+8), with CRLF line ends', () => {
    const ics = reservationIcs(reservation, { summary: 'Entry · 08:00–10:00', location: 'Visitor Centre', description: 'Code ABCDEFGHJK' }, 'www.example.cn');
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Qinglan Scenic Area//Tickets//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:ABCDEFGHJK@www.example.cn',
      'DTSTAMP:20261124T023000Z',
      'DTSTART:20261201T000000Z',
      'DTEND:20261201T020000Z',
      'SUMMARY:Entry · 08:00–10:00',
      'LOCATION:Visitor Centre',
      'DESCRIPTION:Code ABCDEFGHJK',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(ics).not.toContain('Li Lei');
  });

  it('escapes TEXT and folds lines over 75 octets without splitting a character', () => {
    const ics = reservationIcs(reservation, { summary: 'a,b;c\\d\ne', location: '青岚山景区游客中心'.repeat(4), description: 'x' }, 'h');
    expect(ics).toContain('SUMMARY:a\\,b\\;c\\\\d\\ne\r\n');
    const folded = ics.split('\r\n').filter((l) => l.startsWith('LOCATION:') || l.startsWith(' '));
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`LOCATION:${'青岚山景区游客中心'.repeat(4)}`);
  });
});
