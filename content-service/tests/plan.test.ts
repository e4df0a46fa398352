// @vitest-environment node
/**
 * The plan endpoints (docs/plan.md) through the service's HTTP API. The world's calendar facts
 * (season dates, trail dates, the January climate) are written out here, not read from the
 * model, and the lunar festivals' dates are checked against ICU's Chinese calendar, so a seed or
 * model that drifts from them fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../shared/api/index.ts';
import type { PlanAccess, PlanMonth, PlanYear } from '../../shared/api/plan.ts';
import { FIXTURE_SEED, startTestService, type TestService } from './helpers.ts';

let now = new Date('2027-07-15T10:30:00+08:00');
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ now: () => now });
});
afterAll(() => svc.close());

const get = <T>(path: string, lang: 'en' | 'zh-CN' = 'en') => svc.api<T>(path, lang).then((r) => r.data);
const month = (y: PlanYear, m: number): PlanMonth => y.months.find((x) => x.month === m)!;
const opening = (m: PlanMonth, id: string) => m.openings.find((o) => o.id === id)!.spans;

describe('/plan/getAccess', () => {
  it('names both seasons with the timetable dates and today season from the clock', async () => {
    now = new Date('2027-07-15T10:30:00+08:00');
    const a = await get<PlanAccess>('/plan/getAccess');
    expect(a.season).toBe('main');
    expect(a.seasons.map((s) => [s.season, s.from, s.to, s.firstShuttle, s.lastShuttleDown])).toEqual([
      ['main', '04-01', '11-15', '07:10', '18:00'],
      ['low', '11-16', '03-31', '08:10', '16:50'],
    ]);
    now = new Date('2027-01-10T10:30:00+08:00');
    expect((await get<PlanAccess>('/plan/getAccess')).season).toBe('low');
  });

  it('leads from the regional capital to the gates by air, rail, coach and road', async () => {
    const a = await get<PlanAccess>('/plan/getAccess');
    const city = a.places.find((p) => p.kind === 'city')!.id;
    const gate = a.places.find((p) => p.kind === 'gate')!.id;
    // Every way out of the capital reaches the gate through the legs that follow it.
    const reaches = (from: string): boolean => from === gate || a.legs.some((l) => l.from === from && reaches(l.to));
    for (const mode of ['flight', 'train', 'coach', 'drive'] as const) {
      const first = a.legs.filter((l) => l.from === city && l.mode === mode);
      expect(first.length, mode).toBeGreaterThan(0);
      expect(first.every((l) => reaches(l.to)), mode).toBe(true);
    }
    expect(new Set(a.legs.map((l) => l.mode))).toEqual(new Set(['flight', 'train', 'coach', 'bus', 'taxi', 'drive']));
    const timed = a.legs.filter((l) => l.departures);
    expect(timed.every((l) => l.departures!.main.first <= l.departures!.main.last && l.departures!.low.first <= l.departures!.low.last)).toBe(true);
  });

  it('keeps the county bus as the FAQ prints it: 62 km, 1 h 40, 38 CNY, 07:30 to 14:00 in the main season', async () => {
    const a = await get<PlanAccess>('/plan/getAccess');
    const bus = a.legs.find((l) => l.id === 'county-bus')!;
    expect([bus.km, bus.minutes, bus.fare, bus.departures]).toEqual([62, 100, [38, 38], { main: { first: '07:30', last: '14:00' }, low: { first: '08:00', last: '13:00' } }]);
    const faq = (await svc.api<{ records: { id: number; answer: string }[] }>('/customerServer/getFaqList?pageSize=50', 'en')).data.records.find((f) => f.id === 4)!;
    expect(faq.answer).toContain('07:30, 10:00 and 14:00');
    expect(faq.answer).toContain('08:00 and 13:00');
    expect(faq.answer).toContain('38 CNY');
  });

  it('gives altitude advice for the airport at 3,480 m, in both languages', async () => {
    const [en, zh] = await Promise.all([get<PlanAccess>('/plan/getAccess'), get<PlanAccess>('/plan/getAccess', 'zh-CN')]);
    expect([en.altitude.place, en.altitude.altitude]).toEqual(['xueling-airport', 3480]);
    expect(en.altitude.symptoms).toContain('Headache');
    expect(zh.altitude.symptoms).toContain('头痛');
    expect(zh.places.find((p) => p.id === 'lankou')!.name).toBe('岚口镇游客中心');
  });
});

describe('/plan/getYear', () => {
  it('follows the world model month by month', async () => {
    const y = await get<PlanYear>('/plan/getYear');
    expect(y.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(opening(month(y, 1), 'high-trail')).toEqual([]);
    expect(opening(month(y, 7), 'high-trail')).toEqual([{ from: '07-01', to: '07-31' }]);
    expect(opening(month(y, 11), 'high-trail')).toEqual([{ from: '11-01', to: '11-15' }]);
    expect(opening(month(y, 1), 'upper-loop')).toEqual([]);
    expect(opening(month(y, 4), 'upper-loop')).toEqual([{ from: '04-01', to: '04-30' }]);
    expect(opening(month(y, 12), 'roadworks')).toEqual([{ from: '12-01', to: '12-31' }]);
    expect(month(y, 11).seasons).toEqual([
      { season: 'main', span: { from: '11-01', to: '11-15' } },
      { season: 'low', span: { from: '11-16', to: '11-30' } },
    ]);
    expect(month(y, 2).seasons).toEqual([{ season: 'low', span: { from: '02-01', to: '02-29' } }]);
    const jan = month(y, 1).bands;
    expect(jan.map((b) => [b.band, b.altitude, b.high, b.low, b.snow])).toEqual([
      ['valley', 2800, [0, 6], [-13, -7], true],
      ['lakes', 3300, [-3, 3], [-16, -10], true],
      ['summit', 4200, [-8, -2], [-21, -15], true],
    ]);
    expect([month(y, 7).thunder, month(y, 1).thunder, month(y, 7).wetDays, month(y, 7).snowLine]).toEqual([true, false, 62, 4900]);
  });

  it('states typical crowds within the 18,000 a day the area admits', async () => {
    const y = await get<PlanYear>('/plan/getYear');
    expect(y.dailyCapacity).toBe(18000);
    for (const m of y.months) expect(m.typicalDay <= m.busiestDay && m.busiestDay <= 18000, `month ${m.month}`).toBe(true);
    expect(month(y, 10).busiestDay).toBe(18000);
  });

  it('dates every event in 2026, 2027 and 2028, lunar festivals on their lunar day', async () => {
    now = new Date('2027-07-15T10:30:00+08:00');
    const y = await get<PlanYear>('/plan/getYear');
    expect(y.events.length).toBe(7);
    const lunar = new Intl.DateTimeFormat('en-u-ca-chinese', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    const LUNAR: Record<string, string> = { 'lantern-night': '1/15', 'moon-festival': '8/15', 'qiang-new-year': '10/1' };
    for (const e of y.events) {
      expect(e.dates.map((d) => d.year), e.id).toEqual([2026, 2027, 2028]);
      for (const d of e.dates) {
        expect(new Date(`${d.from}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d.from);
        expect(d.from <= d.to && d.from.startsWith(String(d.year))).toBe(true);
        if (LUNAR[e.id]) expect(lunar.format(new Date(`${d.from}T12:00:00Z`)), `${e.id} ${d.from}`).toBe(LUNAR[e.id]);
      }
    }
    expect(y.events.find((e) => e.id === 'lantern-night')!.dates.map((d) => d.from)).toEqual(['2026-03-03', '2027-02-21', '2028-02-09']);
    // A month lists the events whose next dates fall in it (on 15 July 2027 the lantern night
    // of February 2027 is past: its next one is in February 2028), and the itineraries that suit it.
    expect(month(y, 10).events).toEqual(['autumn-colours', 'qiang-new-year']);
    expect(month(y, 9).events).toEqual(['moon-festival']);
    expect(month(y, 2).events).toEqual(['lantern-night']);
    expect(month(y, 3).events).toEqual([]);
    expect([month(y, 5).events, month(y, 6).events]).toEqual([['rhododendron-festival'], ['rhododendron-festival']]);
    expect(month(y, 1).subjects.map((s) => s.id)).toEqual([6]);
    expect(month(y, 1).subjects[0]!.title).toMatch(/^Winter in Qinglan/);
  });

  it('answers a failure, not a guess, from a seed without plan data', async () => {
    // Media of its own: the fixture seed's QR codes are written into the media directory at start.
    const media = mkdtempSync(join(tmpdir(), 'content-plan-media-'));
    const bare = await startTestService({ seedDir: FIXTURE_SEED, mediaDir: media });
    try {
      const r = await bare.api<null>('/plan/getYear', 'en');
      expect([r.code, r.msg, r.data]).toEqual([-1, 'No plan data in the content seed', null] satisfies [number, string, ApiEnvelope<null>['data']]);
    } finally {
      await bare.close();
      rmSync(media, { recursive: true, force: true });
    }
  });
});
