/**
 * Reserving, looking up and cancelling (docs/tickets.md §Reserving) over HTTP, at 10:30 on
 * 24 November 2026 in the area. Exact refusals for every rule; the quota under 1,000
 * concurrent requests; one idempotency key replayed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation, TicketRefusal } from '../../shared/api/tickets.ts';
import { eachStore, newKey, request, seedWith, startTicketService, type TicketService } from './tickets-support.ts';

eachStore((store) => {
  let svc: TicketService;
  beforeAll(async () => {
    // Tomorrow holds 40 places (four slots of 10) so a slot can be filled.
    svc = await startTicketService({ store, seedDir: seedWith({ slotMinutes: 120, retentionDays: 30, dayCapacity: [{ day: '+1', capacity: 40 }], closures: [{ from: '+9', to: '+9', reason: { 'zh-CN': '闭园', en: 'Closed' } }] }) });
  });
  afterAll(() => svc.close());

  const slotOf = async (date: string, start: string) => (await svc.availability()).days.find((d) => d.date === date)!.slots.find((s) => s.start === start)!;

  describe('reserving', () => {
    it('confirms a valid party, with a code without look-alikes and masked documents', async () => {
      const res = await svc.reserve(
        request({
          date: '2026-11-26',
          contactPhone: '138 1234 5678',
          party: [
            { name: '  Han   Meimei ', documentKind: 'id-card', documentNumber: '11010519491231002x' },
            { name: '李雷', documentKind: 'hk-macao-permit', documentNumber: 'H12345678' },
          ],
        }),
      );
      expect(res.code).toBe(0);
      const r = res.data as Reservation;
      expect(r.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
      expect(r).toEqual({
        code: r.code,
        status: 'confirmed',
        date: '2026-11-26',
        slot: { start: '10:00', end: '12:00' },
        party: [
          { name: 'Han Meimei', documentKind: 'id-card', documentMasked: '1101**********002X' },
          { name: '李雷', documentKind: 'hk-macao-permit', documentMasked: '*****5678' },
        ],
        contactPhoneMasked: '*******5678',
        createdAt: '2026-11-24T02:30:00.000Z',
        cancelledAt: null,
      });
      expect((await slotOf('2026-11-26', '10:00')).remaining).toBe(4498);
    });

    it('refuses each broken field by name, and reserves nothing', async () => {
      const res = await svc.reserve({
        idempotencyKey: 'short',
        date: '2026-11-26',
        slot: '10:30',
        contactPhone: '12345',
        party: [
          { name: '', documentKind: 'id-card', documentNumber: '110105194912310021' },
          { name: 'A1', documentKind: 'id-card', documentNumber: '110105194913310024' },
          { name: 'Ok', documentKind: 'visa', documentNumber: 'X1' },
          { name: 'Ok', documentKind: 'passport', documentNumber: 'E1234' },
          { name: 'Ok Too', documentKind: 'passport', documentNumber: 'e1234' },
        ],
      });
      expect(res).toEqual({
        code: -1,
        msg: 'invalid',
        data: {
          reason: 'invalid',
          closedReason: null,
          fields: {
            idempotencyKey: 'format',
            contactPhone: 'format',
            'party.0.name': 'required',
            'party.0.documentNumber': 'check-digit',
            'party.1.name': 'format',
            'party.1.documentNumber': 'birth-date',
            'party.2.documentKind': 'required',
            'party.4.documentNumber': 'duplicate-in-party',
          },
        },
      });
      expect((await slotOf('2026-11-26', '10:00')).remaining).toBe(4498);
    });

    it('refuses a party of six, a day outside the 14 and a slot already over', async () => {
      const six = Array.from({ length: 6 }, (_, i) => ({ name: 'Ann', documentKind: 'passport' as const, documentNumber: `P000000${i}` }));
      expect(((await svc.reserve(request({ party: six }))).data as TicketRefusal).fields).toEqual({ party: 'too-long' });
      expect(((await svc.reserve(request({ date: '2026-12-08' }))).data as TicketRefusal).fields).toEqual({ date: 'out-of-range' });
      expect(((await svc.reserve(request({ slot: '10:30' }))).data as TicketRefusal).fields).toEqual({ slot: 'out-of-range' });
      expect((await svc.reserve(request({ date: '2026-11-24', slot: '08:00' }))).data).toEqual({ reason: 'closed', fields: {}, closedReason: 'past' });
      expect((await svc.reserve(request({ date: '2026-12-03' }))).data).toEqual({ reason: 'closed', fields: {}, closedReason: 'closure' });
    });

    it('holds one reservation per document per day, and frees it when cancelled', async () => {
      const doc = { name: 'Wei', documentKind: 'passport' as const, documentNumber: 'G55667788' };
      const first = (await svc.reserve(request({ date: '2026-11-27', party: [doc] }))).data as Reservation;
      const again = await svc.reserve(request({ date: '2026-11-27', slot: '14:00', party: [{ ...doc, name: 'Wei Again' }] }));
      expect(again.data).toEqual({ reason: 'document-taken', fields: { 'party.0.documentNumber': 'taken' }, closedReason: null });
      expect((await svc.reserve(request({ date: '2026-11-28', party: [doc] }))).code).toBe(0);
      const cancelled = (await svc.cancel({ code: first.code, documentLast4: '7788' })).data as Reservation;
      expect([cancelled.status, cancelled.cancelledAt]).toEqual(['cancelled', '2026-11-24T02:30:00.000Z']);
      expect((await svc.reserve(request({ date: '2026-11-27', slot: '14:00', party: [doc] }))).code).toBe(0);
    });
  });

  describe('look-up and cancel', () => {
    it('find a reservation by its code and the last four characters of one of its documents', async () => {
      const made = (await svc.reserve(request({ date: '2026-11-29', party: [{ name: 'Zhou', documentKind: 'taiwan-permit', documentNumber: '12345678' }, { name: 'Qian', documentKind: 'passport', documentNumber: 'K99887766' }] }))).data as Reservation;
      expect((await svc.lookup({ code: made.code.toLowerCase(), documentLast4: '7766' })).data).toEqual(made);
      expect((await svc.lookup({ code: made.code, documentLast4: '5678' })).data).toEqual(made);
      const notFound = { reason: 'not-found', fields: {}, closedReason: null };
      expect((await svc.lookup({ code: made.code, documentLast4: '0000' })).data).toEqual(notFound);
      expect((await svc.lookup({ code: 'ZZZZZZZZZZ', documentLast4: '7766' })).data).toEqual(notFound);
      expect((await svc.lookup({ code: made.code, documentLast4: '766' })).data).toEqual(notFound);
    });

    it('cancels until the slot starts, giving the places back at once; after that refuses', async () => {
      const before = (await slotOf('2026-11-24', '12:00')).remaining;
      const made = (await svc.reserve(request({ date: '2026-11-24', slot: '12:00', party: [{ name: 'Sun', documentKind: 'passport', documentNumber: 'S1234567' }] }))).data as Reservation;
      expect((await slotOf('2026-11-24', '12:00')).remaining).toBe(before - 1);
      expect(((await svc.cancel({ code: made.code, documentLast4: '4567' })).data as Reservation).status).toBe('cancelled');
      expect((await slotOf('2026-11-24', '12:00')).remaining).toBe(before);
      // Cancelling twice answers the cancelled reservation.
      expect(((await svc.cancel({ code: made.code, documentLast4: '4567' })).data as Reservation).status).toBe('cancelled');

      const late = (await svc.reserve(request({ date: '2026-11-24', slot: '12:00', party: [{ name: 'Sun', documentKind: 'passport', documentNumber: 'S1234567' }] }))).data as Reservation;
      // 11:59:59 in the area: still cancellable; 12:00: the slot has started.
      const early = (await svc.reserve(request({ date: '2026-11-24', slot: '12:00', party: [{ name: 'Zhao', documentKind: 'passport', documentNumber: 'Z7654321' }] }))).data as Reservation;
      const justBefore = await svc.at(new Date('2026-11-24T03:59:59Z'), () => svc.cancel({ code: early.code, documentLast4: '4321' }));
      expect((justBefore.data as Reservation).status).toBe('cancelled');
      const atStart = await svc.at(new Date('2026-11-24T04:00:00Z'), () => svc.cancel({ code: late.code, documentLast4: '4567' }));
      expect(atStart.data).toEqual({ reason: 'started', fields: {}, closedReason: null });
    });
  });

  describe('under contention', () => {
    it('1,000 concurrent requests for a slot of 10 places: exactly 10 confirmed, 990 sold out', async () => {
      const results = await Promise.all(
        Array.from({ length: 1000 }, (_, i) => svc.reserve(request({ date: '2026-11-25', slot: '12:00', party: [{ name: 'Guest', documentKind: 'passport', documentNumber: `C${String(i).padStart(7, '0')}` }] }))),
      );
      const reasons = results.map((r) => (r.code === 0 ? 'confirmed' : (r.data as TicketRefusal).reason));
      expect(reasons.filter((r) => r === 'confirmed')).toHaveLength(10);
      expect(reasons.filter((r) => r === 'sold-out')).toHaveLength(990);
      expect(await slotOf('2026-11-25', '12:00')).toEqual({ start: '12:00', end: '14:00', capacity: 10, remaining: 0, state: 'sold-out', closedReason: null });
    });

    it('one idempotency key sent 50 times at once makes one reservation, answered 50 times', async () => {
      const body = request({ idempotencyKey: newKey(), date: '2026-11-25', slot: '14:00', party: [{ name: 'Once', documentKind: 'passport', documentNumber: 'D7654321' }] });
      const results = await Promise.all(Array.from({ length: 50 }, () => svc.reserve(body)));
      const codes = new Set(results.map((r) => (r.data as Reservation).code));
      expect(results.filter((r) => r.code !== 0)).toEqual([]);
      expect(codes.size).toBe(1);
      expect((await slotOf('2026-11-25', '14:00')).remaining).toBe(9);
      // The same key with another request is refused, not answered with the first one.
      expect((await svc.reserve({ ...body, slot: '10:00' })).data).toEqual({ reason: 'key-reused', fields: {}, closedReason: null });
    });
  });

  describe('retries, kinds, types and guessing', () => {
    it('a retry after the slot has closed still gets the reservation its key made', async () => {
      const body = request({ date: '2026-11-24', slot: '14:00', party: [{ name: 'Late', documentKind: 'passport', documentNumber: 'L1234567' }] });
      const made = (await svc.reserve(body)).data as Reservation;
      // 15:31 in the area: today's sales are over, a new request would be refused as closed.
      const retried = await svc.at(new Date('2026-11-24T07:31:00Z'), () => svc.reserve(body));
      expect(retried.data).toEqual(made);
      const fresh = await svc.at(new Date('2026-11-24T07:31:00Z'), () => svc.reserve(request({ date: '2026-11-24', slot: '14:00', party: [{ name: 'New', documentKind: 'passport', documentNumber: 'N1234567' }] })));
      expect(fresh.data).toEqual({ reason: 'closed', fields: {}, closedReason: 'past' });
    });

    it('one number is one document whatever kind it is given as', async () => {
      const asPermit = { name: 'Tai', documentKind: 'taiwan-permit' as const, documentNumber: '87654321' };
      const asPassport = { ...asPermit, documentKind: 'passport' as const };
      expect(((await svc.reserve(request({ party: [asPermit, asPassport] }))).data as TicketRefusal).fields).toEqual({ 'party.1.documentNumber': 'duplicate-in-party' });
      expect((await svc.reserve(request({ date: '2026-11-30', party: [asPermit] }))).code).toBe(0);
      expect((await svc.reserve(request({ date: '2026-11-30', party: [asPassport] }))).data).toEqual({ reason: 'document-taken', fields: { 'party.0.documentNumber': 'taken' }, closedReason: null });
    });

    it('a field that is not a string is a format error, never a failure of the service', async () => {
      const res = await svc.reserve({ ...request(), contactPhone: 13812345678, party: [{ name: ['Li'], documentKind: 'taiwan-permit', documentNumber: 12345678 }] });
      expect(res.data).toEqual({ reason: 'invalid', closedReason: null, fields: { contactPhone: 'format', 'party.0.name': 'format', 'party.0.documentNumber': 'format' } });
      expect((await svc.reserve('a string')).data).toEqual({ reason: 'invalid', closedReason: null, fields: { contactPhone: 'required', party: 'required', idempotencyKey: 'format', date: 'required', slot: 'required' } });
    });

    it('a code named with a wrong document ten times answers nothing more, even with the right one', async () => {
      const made = (await svc.reserve(request({ date: '2026-12-01', party: [{ name: 'Guard', documentKind: 'passport', documentNumber: 'G1111222' }] }))).data as Reservation;
      const spaced = `${made.code.slice(0, 5)} ${made.code.slice(5)}`.toLowerCase();
      expect(((await svc.lookup({ code: spaced, documentLast4: '1222' })).data as Reservation).code).toBe(made.code);
      for (let i = 0; i < 10; i++) expect((await svc.lookup({ code: made.code, documentLast4: String(1000 + i) })).code).toBe(-1);
      expect((await svc.lookup({ code: made.code, documentLast4: '1222' })).data).toEqual({ reason: 'not-found', fields: {}, closedReason: null });
      expect((await svc.cancel({ code: made.code, documentLast4: '1222' })).data).toEqual({ reason: 'not-found', fields: {}, closedReason: null });
    });
  });
});
