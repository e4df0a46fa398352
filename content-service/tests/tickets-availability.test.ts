/**
 * Availability (docs/tickets.md §Slots), at 10:30 on 24 November 2026 in the area: the low
 * season's hours (08:00–18:00, sales until 15:30), four two-hour slots, the flow block's daily
 * capacity (18,000) shared evenly, the demo closure nine days ahead, the morning's first slot
 * past.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTicketRules } from '../src/tickets/schedule.ts';
import { eachStore, seedWith, startTicketService, type TicketService } from './tickets-support.ts';

eachStore((store) => {
  let svc: TicketService;
  beforeAll(async () => {
    svc = await startTicketService({ store });
  });
  afterAll(() => svc.close());

  describe('ticket availability', () => {
    it('lists 14 days from today, never cached', async () => {
      const res = await svc.fetch('/website/api/web/ticket/getAvailability');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { data } = (await res.json()) as { data: { readAt: string; days: { date: string }[] } };
      expect(data.readAt).toBe('2026-11-24T02:30:00.000Z');
      expect(data.days.map((d) => d.date)).toEqual([
        '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30',
        '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07',
      ]);
    });

    it('today: four slots in the low season\'s hours, the one already over closed', async () => {
      const [today] = (await svc.availability()).days;
      expect(today).toEqual({
        date: '2026-11-24',
        opens: '08:00',
        closes: '18:00',
        capacity: 18000,
        remaining: 13500,
        closure: null,
        slots: [
          { start: '08:00', end: '10:00', capacity: 4500, remaining: 4500, state: 'closed', closedReason: 'past' },
          { start: '10:00', end: '12:00', capacity: 4500, remaining: 4500, state: 'open', closedReason: null },
          { start: '12:00', end: '14:00', capacity: 4500, remaining: 4500, state: 'open', closedReason: null },
          { start: '14:00', end: '16:00', capacity: 4500, remaining: 4500, state: 'open', closedReason: null },
        ],
      });
    });

    it('the yearly closure (3 December) is closed in every slot, with its reason in the visitor\'s language, every year', async () => {
      const en = (await svc.availability('en')).days[9]!;
      const zh = (await svc.availability('zh-CN')).days[9]!;
      expect(en.date).toBe('2026-12-03');
      expect(en.closure).toBe('The area is closed all day for the annual safety inspection of the cableway and boardwalks');
      expect(zh.closure).toBe('索道与栈道年度安全检修，景区全天闭园');
      expect(en.remaining).toBe(0);
      expect(en.slots.map((s) => [s.state, s.closedReason])).toEqual(Array.from({ length: 4 }, () => ['closed', 'closure']));
      // A year on, the same day is closed; the days around it are not.
      const nextYear = await svc.at(new Date('2027-11-30T02:30:00Z'), () => svc.availability());
      expect(nextYear.days.filter((d) => d.closure !== null).map((d) => d.date)).toEqual(['2027-12-03']);
    });

    it('after the day\'s ticket sales end, every slot of today is closed; tomorrow is open', async () => {
      const { days } = await svc.at(new Date('2026-11-24T07:31:00Z'), () => svc.availability()); // 15:31 in the area
      expect(days[0]!.slots.map((s) => s.closedReason)).toEqual(['past', 'past', 'past', 'past']);
      expect(days[0]!.remaining).toBe(0);
      expect(days[1]!.slots.map((s) => s.state)).toEqual(['open', 'open', 'open', 'open']);
    });
  });

  describe('quotas per day and slot', () => {
    it('a day of its own capacity, split by the slots\' weights in whole places; an unnamed slot weighs 1', async () => {
      const own = await startTicketService({
        store,
        seedDir: seedWith({ slotMinutes: 120, retentionDays: 30, dayCapacity: [{ day: '+1', capacity: 1001 }], slotWeights: { '08:00': 0, '10:00': 3, '14:00': 2 }, closures: [] }),
      });
      try {
        const { days } = await own.availability();
        // 1,001 places over weights 0, 3, 1, 2 (of 6): 0, 500, 166, 333, and the two places left over one each to the first with weight.
        expect(days[1]!.slots.map((s) => [s.start, s.capacity])).toEqual([['08:00', 0], ['10:00', 501], ['12:00', 167], ['14:00', 333]]);
        expect(days[1]!.capacity).toBe(1001);
        // Another day: the flow's 18,000 by the same weights.
        expect(days[2]!.slots.map((s) => s.capacity)).toEqual([0, 9000, 3000, 6000]);
      } finally {
        await own.close();
      }
    });

    it('refuses a weight that is not a whole number of 0–100 for a slot start', () => {
      for (const slotWeights of [{ '9:00': 1 }, { '10:00': -1 }, { '10:00': 1.5 }, { '10:00': 101 }]) {
        const dir = seedWith({ slotMinutes: 120, retentionDays: 30, dayCapacity: [], slotWeights, closures: [] });
        expect(() => loadTicketRules(dir)).toThrow(/^tickets\.json: slotWeights ".*" must be a slot start \(HH:MM\) with a whole weight of 0–100$/);
      }
    });
  });
});
