/**
 * Attempts per document and per code (docs/tickets.md §Limits), counted by the desk: the 11th
 * reservation attempt naming one document within 10 minutes is refused `too-many`, whatever
 * the party or day; the 21st look-up or cancel naming one code too. A replay of a key already
 * answered is not an attempt. The window moves with the service's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation, TicketRefusal } from '../../shared/api/tickets.ts';
import { TEST_NOW } from '../../tests/support/clock.ts';
import { eachStore, request, startTicketService, type TicketService } from './tickets-support.ts';

eachStore((store) => {
  let svc: TicketService;
  beforeAll(async () => {
    svc = await startTicketService({ store });
  });
  afterAll(() => svc.close());

  const later = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
  const reason = (env: { data: Reservation | TicketRefusal }) => ('reason' in env.data ? env.data.reason : 'confirmed');

  describe('attempts per document', () => {
    it('refuses the 11th attempt naming one document in 10 minutes, in any party, and counts from the window again after', async () => {
      const doc = { name: 'Li Lei', documentKind: 'passport' as const, documentNumber: 'L1MIT0001' };
      const first = await svc.reserve(request({ date: '2026-11-26', party: [doc] }));
      expect(reason(first)).toBe('confirmed');
      // Nine more attempts: each is refused as taken that day, or for another day confirmed.
      const outcomes: string[] = [];
      for (let i = 0; i < 9; i++) {
        const other = { name: 'Han Meimei', documentKind: 'passport' as const, documentNumber: `OTHER${String(i).padStart(4, '0')}` };
        outcomes.push(reason(await svc.reserve(request({ date: '2026-11-26', party: [other, doc] }))));
      }
      expect(outcomes).toEqual(Array(9).fill('document-taken'));
      expect(reason(await svc.reserve(request({ date: '2026-11-27', party: [doc] })))).toBe('too-many');
      // Another document of the same party is not held back by it.
      expect(reason(await svc.reserve(request({ date: '2026-11-27', party: [{ ...doc, documentNumber: 'FREE00001' }] })))).toBe('confirmed');
      await svc.at(later(10), async () => {
        expect(reason(await svc.reserve(request({ date: '2026-11-27', party: [doc] })))).toBe('confirmed');
      });
    });

    it('does not count a replay of a key already answered', async () => {
      const doc = { name: 'Li Lei', documentKind: 'passport' as const, documentNumber: 'REPLAY001' };
      const body = request({ date: '2026-11-28', party: [doc] });
      const codes = new Set<string>();
      for (let i = 0; i < 15; i++) codes.add(((await svc.reserve(body)).data as Reservation).code);
      expect(codes.size).toBe(1);
      // 15 sends of one key were one attempt: the document may still be named for another day.
      expect(reason(await svc.reserve(request({ date: '2026-11-29', party: [doc] })))).toBe('confirmed');
    });
  });

  describe('attempts per code', () => {
    it('refuses the 21st look-up or cancel naming one code in 10 minutes, right or wrong', async () => {
      const made = (await svc.reserve(request({ date: '2026-11-29', party: [{ name: 'Li Lei', documentKind: 'passport', documentNumber: 'CODELIM01' }] }))).data as Reservation;
      const right = { code: made.code, documentLast4: 'IM01' };
      const answers: string[] = [];
      for (let i = 0; i < 20; i++) answers.push(reason(await svc.lookup(right)));
      expect(answers).toEqual(Array(20).fill('confirmed'));
      expect(reason(await svc.lookup(right))).toBe('too-many');
      expect(reason(await svc.cancel(right))).toBe('too-many');
      await svc.at(later(10), async () => {
        expect(reason(await svc.cancel(right))).toBe('confirmed');
        expect(((await svc.lookup(right)).data as Reservation).status).toBe('cancelled');
      });
    });
  });

  describe('what is not an attempt', () => {
    it('a request refused before it could reserve (a day not offered, a closed day) does not count against the document', async () => {
      const doc = { name: 'Li Lei', documentKind: 'passport' as const, documentNumber: 'VICTIM001' };
      const refused: string[] = [];
      for (let i = 0; i < 12; i++) refused.push(reason(await svc.reserve(request({ date: i % 2 ? '2099-01-01' : '2026-12-03', party: [doc] }))));
      expect(refused).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 'invalid' : 'closed')));
      expect(reason(await svc.reserve(request({ date: '2026-11-30', party: [doc] })))).toBe('confirmed');
    });
  });
});
