/**
 * The site's check of the ticket desk's availability (shared/api/schemas/tickets.ts): each day
 * and slot on its own, an unreadable slot dropped rather than shown with guessed places, an
 * unknown state read as closed, counts clamped, a reply without one readable day refused.
 */
import { describe, expect, it } from 'vitest';
import { checkReply } from '../../server/upstream/validate.ts';

const slot = (over: object = {}) => ({ start: '10:00', end: '12:00', capacity: 4500, remaining: 4400, state: 'open', closedReason: null, ...over });
const day = (over: object = {}) => ({ date: '2026-11-25', opens: '08:00', closes: '18:00', capacity: 18000, remaining: 17900, closure: null, slots: [slot()], ...over });
const reply = (days: unknown[]) => ({ code: 0, msg: 'success', data: { readAt: '2026-11-24T02:30:00.000Z', retentionDays: 30, days } });

describe('ticket availability as the site reads it', () => {
  it('takes a good reply as it is', () => {
    const r = checkReply('/ticket/getAvailability', reply([day()]));
    expect(r).toEqual({ ok: true, value: reply([day()]), notes: { dropped: 0, coerced: 0, first: [] } });
  });

  it('drops a slot it cannot read, reads an unknown state as closed and clamps a count', () => {
    const r = checkReply('/ticket/getAvailability', reply([day({ slots: [slot({ start: '25:00' }), slot({ state: 'maybe' }), slot({ remaining: -3 })] })]));
    expect(r.ok).toBe(true);
    const slots = r.ok ? r.value.data.days[0]!.slots : [];
    expect(slots.map((s) => [s.state, s.remaining])).toEqual([['closed', 4400], ['open', 0]]);
    expect(r.ok && [r.value.data.days.length, r.notes.dropped, r.notes.coerced]).toEqual([1, 1, 2]);
  });

  it('refuses a reply without a single readable day, or without its time of reading', () => {
    expect(checkReply('/ticket/getAvailability', reply([{ date: 'tomorrow' }])).ok).toBe(false);
    expect(checkReply('/ticket/getAvailability', { code: 0, msg: '', data: { days: [day()] } }).ok).toBe(false);
  });
});
