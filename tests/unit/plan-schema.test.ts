/**
 * The site's check of the plan replies (shared/api/schemas/plan.ts): each leg, month and event
 * on its own, an unreadable one dropped (never shown half-read), an event id that could not be a
 * file name refused, counts bounded, a reply without a readable month refused.
 */
import { describe, expect, it } from 'vitest';
import { checkReply } from '../../server/upstream/validate.ts';

const season = { season: 'main', from: '04-01', to: '11-15', opens: '07:00', closes: '19:00', firstShuttle: '07:10', lastShuttleDown: '18:00' };
const month = (m: number, over: object = {}) => ({
  month: m, seasons: [{ season: 'main', span: { from: '07-01', to: '07-31' } }], openings: [{ id: 'high-trail', spans: [{ from: '07-01', to: '07-31' }] }],
  bands: [{ band: 'valley', altitude: 2800, high: [17, 23], low: [8, 12], snow: false }], thunder: true, wetDays: 62, snowLine: 4900,
  typicalDay: 12400, busiestDay: 16000, note: 'Peak', events: ['star-night'], subjects: [{ id: 1, title: 'Classic', days: 1 }], ...over,
});
const event = (over: object = {}) => ({ id: 'star-night', title: 'Stars', description: 'd', place: 'Bay', rule: 'r', start: '21:00', end: '23:30', dates: [{ year: 2027, from: '2027-08-11', to: '2027-08-13' }], ...over });
const year = (months: unknown[], events: unknown[] = [event()]) => ({ code: 0, msg: 'success', data: { today: '2027-07-15', dailyCapacity: 18000, seasons: [season], months, events } });

const leg = (over: object = {}) => ({ id: 'flight', mode: 'flight', from: 'yunzhou', to: 'xueling-airport', minutes: 55, km: 280, fare: [480, 1380], frequency: 'daily', departures: { main: { first: '07:05', last: '16:40' }, low: { first: '08:10', last: '14:20' } }, book: null, ...over });
const place = (id: string) => ({ id, kind: 'city', name: id, altitude: 510, note: 'n' });
const access = (legs: unknown[]) => ({
  code: 0, msg: 'success',
  data: { season: 'low', seasons: [season], places: [place('yunzhou'), place('xueling-airport')], legs, altitude: { place: 'xueling-airport', altitude: 3480, acclimatise: ['a'], symptoms: ['s'], whatToDo: ['w'], urgent: 'u' } },
});

describe('the plan replies as the site reads them', () => {
  it('takes good replies as they are', () => {
    expect(checkReply('/plan/getYear', year([month(7)]))).toEqual({ ok: true, value: year([month(7)]), notes: { dropped: 0, coerced: 0, first: [] } });
    expect(checkReply('/plan/getAccess', access([leg()]))).toEqual({ ok: true, value: access([leg()]), notes: { dropped: 0, coerced: 0, first: [] } });
  });

  it('drops a month, an event or a leg it cannot read, and a repeated month', () => {
    const r = checkReply('/plan/getYear', year([month(7), month(13), month(7, { note: 'again' }), month(8, { bands: 'cold' })], [event(), event({ id: '../x' }), event({ id: 'bad-dates', dates: [{ year: 2027, from: '2027-08-13', to: '2027-08-11' }] })]));
    expect(r.ok && [r.value.data.months.map((m) => [m.month, m.note]), r.value.data.events.map((e) => [e.id, e.dates.length])]).toEqual([[[7, 'Peak']], [['star-night', 1], ['bad-dates', 0]]]);
    const a = checkReply('/plan/getAccess', access([leg(), leg({ id: 'x', mode: 'rocket' }), leg({ id: 'y', departures: { main: { first: '7am', last: '16:40' }, low: { first: '08:10', last: '14:20' } } })]));
    expect(a.ok && a.value.data.legs.map((l) => l.id)).toEqual(['flight']);
  });

  it('bounds the counts: legs past 40 are dropped, a count out of range is clamped', () => {
    const a = checkReply('/plan/getAccess', access(Array.from({ length: 60 }, (_, i) => leg({ id: `leg-${i}`, minutes: i === 0 ? 99999 : 55 }))));
    expect(a.ok && [a.value.data.legs.length, a.value.data.legs[0]!.minutes]).toEqual([40, 1440]);
  });

  it('refuses a reply without a single readable month', () => {
    expect(checkReply('/plan/getYear', year([month(0), { month: 3 }])).ok).toBe(false);
  });
});
