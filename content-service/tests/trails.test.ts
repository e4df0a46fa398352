/**
 * The trail records (docs/trails.md): each record's figures agree with its own elevation profile
 * and the difficulty scale, its links name what the seed holds, and the endpoints answer each
 * trail with its season and its state at the request's time (24 November 10:30: low season;
 * 15 July 10:30: main season).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_NOT_FOUND_CODE, type HomeModule } from '../../shared/api/index.ts';
import type { TrailDetail, TrailSummary } from '../../shared/api/trails.ts';
import { TEST_NOW } from '../../tests/support/clock.ts';
import scenic from '../seed/scenic.json' with { type: 'json' };
import shell from '../seed/shell.json' with { type: 'json' };
import trails from '../seed/trails.json' with { type: 'json' };
import { loadSeedBundle } from '../src/seed/files.ts';
import { startTestService, type TestService } from './helpers.ts';

type Seed = (typeof trails)[number];
const articleIds = new Set(loadSeedBundle().articles.map((a) => a.id));
const scenicIds = new Set(scenic.map((s) => s.id));
const trailIds = new Set(trails.map((t) => t.id));

/** The scale as docs/trails.md writes it. */
function graded(t: Seed): string {
  if (t.gainM > 500 || t.highestM > 3600 || t.lengthKm > 10) return 'strenuous';
  if (t.lengthKm <= 5 && t.gainM <= 150 && t.highestM <= 3200) return 'easy';
  return 'moderate';
}

describe('trail records (seed/trails.json)', () => {
  it('hold four to six trails, ids and slugs once each', () => {
    expect(trails.length).toBeGreaterThanOrEqual(4);
    expect(trails.length).toBeLessThanOrEqual(6);
    expect(new Set(trails.map((t) => t.slug)).size).toBe(trails.length);
    expect(trailIds.size).toBe(trails.length);
  });

  describe.each(trails.map((t) => [t.slug, t] as const))('%s', (_slug, t) => {
    it("states the figures its profile adds up to: gain, loss, highest, lowest, length", () => {
      const p = t.profile as [number, number][];
      let gain = 0;
      let loss = 0;
      for (let i = 1; i < p.length; i++) {
        const d = p[i]![1] - p[i - 1]![1];
        if (d > 0) gain += d;
        else loss -= d;
        expect(p[i]![0]).toBeGreaterThan(p[i - 1]![0]);
      }
      expect(p[0]![0]).toBe(0);
      expect(p.at(-1)![0]).toBe(t.lengthKm);
      expect([gain, loss]).toEqual([t.gainM, t.lossM]);
      expect(Math.max(...p.map((x) => x[1]))).toBe(t.highestM);
      expect(Math.min(...p.map((x) => x[1]))).toBe(t.lowestM);
    });

    it('is graded by the scale, and a loop ends where it starts', () => {
      expect(t.difficulty).toBe(graded(t));
      if (t.shape === 'loop') expect([t.path.at(-1), t.lossM]).toEqual([t.path[0], t.gainM]);
      expect(t.timeMinutes[0]).toBeLessThanOrEqual(t.timeMinutes[1]!);
    });

    it('lies inside the area map and links only to what the seed holds', () => {
      const [[x0, y0], [x1, y1]] = shell.homeModule.map.bounds as [[number, number], [number, number]];
      for (const [lng, lat] of t.path as [number, number][]) {
        expect(lng).toBeGreaterThan(x0);
        expect(lng).toBeLessThan(x1);
        expect(lat).toBeGreaterThan(y0);
        expect(lat).toBeLessThan(y1);
      }
      const exists = (r: { kind: string; id: number }) => (r.kind === 'trail' ? trailIds : r.kind === 'scenic' ? scenicIds : articleIds).has(r.id);
      expect(t.connects.filter((r) => !exists(r))).toEqual([]);
      expect(t.facilities.filter((f) => !exists(f.at))).toEqual([]);
      expect(t.conditionsId === null || articleIds.has(t.conditionsId)).toBe(true);
    });
  });
});

describe('trail endpoints', () => {
  let svc: TestService;
  let now = TEST_NOW;
  beforeAll(async () => {
    svc = await startTestService({ now: () => now });
  });
  afterAll(() => svc.close());

  it('getTrailList: every trail with its figures and its state on a November morning', async () => {
    now = TEST_NOW;
    const res = await svc.api<TrailSummary[]>('/trail/getTrailList', 'en');
    expect(res.data.map((t) => [t.slug, t.name, t.lengthKm, t.gainM, t.highestM, t.difficulty])).toEqual([
      ['gorge', 'Qinglan Gorge boardwalk', 4.2, 280, 2880, 'moderate'],
      ['lake', 'Mirror Lake boardwalk', 4.2, 28, 3000, 'easy'],
      ['fir-gully', 'Fir Gully loop', 3.5, 140, 3140, 'easy'],
      ['base-camp', 'Snowcrown Base Camp trail', 7.8, 880, 4180, 'strenuous'],
    ]);
    expect(res.data.map((t) => t.today)).toEqual([
      { status: 'icy', reason: 'Icy boards in the morning: wear grips and keep to the inside', since: '2026-11-24T08:00:00+08:00' },
      { status: 'icy', reason: 'Icy boards in the morning: wear grips and keep to the inside', since: '2026-11-24T08:00:00+08:00' },
      { status: 'partly-open', reason: 'Upper loop closed by winter snow; lower loop open', since: '2026-11-16T00:00:00+08:00' },
      { status: 'closed', reason: 'Closed for the winter; reopens on 1 May', since: '2026-11-16T00:00:00+08:00' },
    ]);
  });

  it('getTrailList: open on a July morning; the names in Chinese; a keyword picks the trails it names', async () => {
    now = new Date('2027-07-15T02:30:00Z');
    const july = await svc.api<TrailSummary[]>('/trail/getTrailList', 'zh-CN');
    expect(july.data.map((t) => [t.name, t.today.status])).toEqual([
      ['青岚峡栈道', 'open'], ['镜湖环湖栈道', 'open'], ['杉树沟环线', 'open'], ['雪冠峰大本营步道', 'open'],
    ]);
    now = TEST_NOW;
    expect((await svc.api<TrailSummary[]>('/trail/getTrailList?keyword=%E6%A0%88%E9%81%93', 'zh-CN')).data.map((t) => t.slug)).toEqual(['gorge', 'lake', 'fir-gully']);
    expect((await svc.api<TrailSummary[]>('/trail/getTrailList?keyword=Base%20camp', 'en')).data.map((t) => t.slug)).toEqual(['base-camp']);
    expect((await svc.api<TrailSummary[]>('/trail/getTrailList?keyword=volcano', 'en')).data).toEqual([]);
  });

  it('getTrailDetail: the season from the world model, the links named, the path and profile whole', async () => {
    now = TEST_NOW;
    const high = (await svc.api<TrailDetail>('/trail/getTrailDetail?id=4', 'en')).data;
    expect([high.season, high.partClosed, high.conditionsId, high.stepFree]).toEqual([{ from: '05-01', to: '11-15' }, null, 3102, false]);
    expect(high.connects.map((l) => l.name)).toEqual(['Yak Meadow', 'Silver Curtain Falls', 'Crescent Tarn', 'Snowcrown Base Camp', 'Snowcrown Trek Registration Station']);
    expect(high.facilities.map((f) => [f.kind, f.at.kind, f.at.id])).toEqual([['shuttle-stop', 'article', 1307], ['toilet', 'article', 1307], ['first-aid', 'article', 1307]]);
    expect(high.path).toEqual(trails[3]!.path);
    expect(high.profile).toEqual(trails[3]!.profile);
    const gully = (await svc.api<TrailDetail>('/trail/getTrailDetail?id=3', 'zh-CN')).data;
    expect([gully.season, gully.partClosed, gully.connects[0]]).toEqual([null, { from: '11-16', to: '03-31' }, { kind: 'trail', id: 2, name: '镜湖环湖栈道' }]);
    const lake = (await svc.api<TrailDetail>('/trail/getTrailDetail?id=2', 'en')).data;
    expect([lake.season, lake.partClosed, lake.stepFree, lake.steps]).toEqual([null, null, true, null]);
  });

  it('getTrailDetail: an unknown id is not found', async () => {
    const res = await svc.api('/trail/getTrailDetail?id=99', 'en');
    expect([res.code, res.data]).toEqual([API_NOT_FOUND_CODE, null]);
  });

  it("the home module's map carries each trail's line from its record", async () => {
    const home = (await svc.api<HomeModule>('/homeModule/getHomeModule', 'en')).data;
    expect(home.map.trails).toEqual(trails.map((t) => ({ id: t.id, name: t.name.en, lengthKm: t.lengthKm, gainM: t.gainM, path: t.path })));
  });
});
