// @vitest-environment node
/**
 * Live-camera snapshots from the camera's own photos of the season (docs/cameras.md,
 * docs/decisions/024-area-time-live-data.md): the season's photos are listed from morning to
 * evening and the day's daylight (sunrise to sunset, shared/opening-hours.ts) is split into as
 * many equal parts; after dark the snapshot is the last daylight one, of the season it was taken
 * in. A camera with no photo of the current season is off for the season and says why.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArticleAttrs, ArticleSummary } from '../../shared/api/index.ts';
import { daylightOn, isDark } from '../../shared/opening-hours.ts';
import { withSnapshot } from '../src/live/snapshots.ts';
import { localize } from '../src/locale.ts';
import type { SeedOnlyAttrs } from '../src/seed/types.ts';

const camera = (attrs: ArticleAttrs & SeedOnlyAttrs): ArticleSummary => ({
  id: 1, typeId: 8, typeCode: 'live', title: 'Cam', summary: '', cover: null, images: [], publishTime: '2026-01-01T00:00:00+08:00', tags: [],
  attrs: { streamUrl: '/media/live/x/index.m3u8', ...attrs },
});
const photo = (name: string) => `/media/photos/${name}.jpg`;
const reply = (a: ArticleSummary, iso: string) => withSnapshot(a, new Date(iso)).attrs as ArticleAttrs & SeedOnlyAttrs;
const snap = (a: ArticleSummary, iso: string) => {
  const { poster, snapshotAt, offSeason } = reply(a, iso);
  return [poster ?? null, snapshotAt ?? null, offSeason ?? null];
};

const pad = (n: number) => String(n).padStart(2, '0');
/** The five-minute step (area time ISO) at `fraction` of an area day's daylight. */
function dayPart(date: string, fraction: number): string {
  const { from, to } = daylightOn(new Date(`${date}T12:00:00+08:00`));
  const m = Math.floor((from + (to - from) * fraction) / 5) * 5;
  return `${date}T${pad(Math.floor(m / 60))}:${pad(m % 60)}:00+08:00`;
}
/** The last five-minute step of daylight on an area day: the evening snapshot after dark. */
function lastStep(date: string): string {
  const { to } = daylightOn(new Date(`${date}T12:00:00+08:00`));
  for (let m = Math.floor(to / 5) * 5; ; m -= 5) {
    const iso = `${date}T${pad(Math.floor(m / 60))}:${pad(m % 60)}:00+08:00`;
    if (!isDark(new Date(iso))) return iso;
  }
}

describe('camera snapshots by season', () => {
  const cam = camera({
    seasonPhotos: { summer: [photo('a'), photo('b'), photo('c')], autumn: [photo('d')] },
    offSeasonReasons: { winter: 'Snowed in until spring.' },
    poster: photo('a'),
  });

  it("in season: the morning, midday and late photo in thirds of the day's daylight, at the latest five-minute step", () => {
    for (const [fraction, name] of [[0.05, 'a'], [0.3, 'a'], [0.4, 'b'], [0.6, 'b'], [0.7, 'c'], [0.95, 'c']] as const) {
      const at = dayPart('2026-07-15', fraction);
      expect(snap(cam, at), `${fraction}`).toEqual([photo(name), at, null]);
    }
    // Between steps: the step before.
    const at = dayPart('2026-07-15', 0.5);
    expect(snap(cam, new Date(Date.parse(at) + 299_000).toISOString())).toEqual([photo('b'), at, null]);
  });

  it('another season, its own photos: one autumn photo all day', () => {
    for (const fraction of [0.05, 0.5, 0.95]) expect(snap(cam, dayPart('2026-10-01', fraction))).toEqual([photo('d'), dayPart('2026-10-01', fraction), null]);
  });

  it("after dark, the last daylight snapshot; yesterday's before sunrise", () => {
    expect(snap(cam, '2026-07-15T23:00:00+08:00')).toEqual([photo('c'), lastStep('2026-07-15'), null]);
    expect(snap(cam, '2026-07-16T03:00:00+08:00')).toEqual([photo('c'), lastStep('2026-07-15'), null]);
  });

  it('the first night of a season keeps the evening snapshot of the season it was taken in (15 September, summer)', () => {
    expect(snap(cam, '2026-09-16T02:00:00+08:00')).toEqual([photo('c'), lastStep('2026-09-15'), null]);
  });

  it('off for the season: no snapshot at all (day or night), and the reason', () => {
    expect(snap(cam, dayPart('2026-11-24', 0.5))).toEqual([null, null, 'Snowed in until spring.']);
    expect(snap(cam, '2026-11-16T02:00:00+08:00')).toEqual([null, null, 'Snowed in until spring.']);
    // A season without photos and without a reason is still off for the season.
    expect(snap(cam, dayPart('2027-04-15', 0.5))).toEqual([null, null, '']);
  });

  it('the first night of a season a camera comes back in: no snapshot from the season before (31 May was spring)', () => {
    expect(snap(cam, '2026-06-01T02:00:00+08:00')).toEqual([null, null, null]);
    expect(snap(cam, dayPart('2026-06-01', 0.05))).toEqual([photo('a'), dayPart('2026-06-01', 0.05), null]);
  });

  it("a reply carries neither the seed's poster nor its reasons", () => {
    for (const at of ['2026-07-15T10:30:00+08:00', '2026-11-24T10:30:00+08:00', '2026-07-15T23:00:00+08:00']) {
      expect(reply(cam, at).offSeasonReasons).toBeUndefined();
      expect(reply(cam, at).seasonPhotos).toEqual(cam.attrs.seasonPhotos);
    }
  });

  it('a camera that says nothing of seasons has no snapshot and is not off-season', () => {
    expect(snap(camera({ poster: photo('a') }), '2026-07-15T10:30:00+08:00')).toEqual([null, null, null]);
  });
});

describe("the seed's cameras", () => {
  type SeedCamera = { id: number; cover: string | null; images: string[]; attrs: { poster?: string; seasonPhotos?: Record<string, string[]>; offSeasonReasons?: Record<string, { 'zh-CN': string; en: string }> } };
  const raw = JSON.parse(readFileSync(join(resolve(import.meta.dirname, '..'), 'seed', 'articles', 'live.json'), 'utf8')) as SeedCamera[];
  const cameras = raw.map((c) => localize<ArticleSummary>(c, 'en'));
  const shows = (iso: string) => cameras.map((c) => [c.id, ...snap(c, iso)]);

  it('list season photos of their own, and a reason in both languages for every season without', () => {
    for (const c of raw) {
      const own = new Set([c.attrs.poster, c.cover, ...c.images]);
      const seasons = ['spring', 'summer', 'autumn', 'winter'].filter((s) => c.attrs.seasonPhotos?.[s]?.length);
      expect(seasons.length, `camera ${c.id}`).toBeGreaterThan(0);
      for (const s of seasons) for (const p of c.attrs.seasonPhotos![s]!) expect(own.has(p), `${c.id} ${s} ${p}`).toBe(true);
      for (const s of ['spring', 'summer', 'autumn', 'winter'].filter((x) => !seasons.includes(x))) {
        expect(c.attrs.offSeasonReasons?.[s]?.['zh-CN'], `${c.id} ${s}`).toMatch(/\S/);
        expect(c.attrs.offSeasonReasons?.[s]?.en, `${c.id} ${s}`).toMatch(/\S/);
      }
    }
  });

  it('summer (15 July): each its own summer photos through the day', () => {
    const morning = dayPart('2026-07-15', 0.05);
    expect(shows(morning)).toEqual([
      [1701, photo('darkesthour'), morning, null],
      [1702, photo('heron'), morning, null],
      [1703, photo('horses'), morning, null],
      [1704, photo('picosdeeuropa'), morning, null],
      [1705, photo('path'), morning, null],
      [1706, photo('chickens'), morning, null],
    ]);
    const late = dayPart('2026-07-15', 0.95);
    expect(shows(late)).toEqual([
      [1701, photo('eveningglow'), late, null],
      [1702, photo('swans'), late, null],
      [1703, photo('goat'), late, null],
      [1704, photo('picosdeeuropa'), late, null],
      [1705, photo('path'), late, null],
      [1706, photo('cow'), late, null],
    ]);
  });

  it('autumn (1 October, in the afternoon): no summer grass or birds where the season has none of its own', () => {
    const noon = dayPart('2026-10-01', 0.6);
    expect(shows(noon)).toEqual([
      [1701, photo('coldripple'), noon, null],
      [1702, null, null, 'This camera streams only in the nesting season, June to mid-September, when the herons and swans raise their young here.'],
      [1703, photo('horse-ladakh'), noon, null],
      [1704, photo('ridgesunset'), noon, null],
      [1705, photo('nuthatch'), noon, null],
      [1706, photo('sheep'), noon, null],
    ]);
  });

  it('winter (TEST_NOW, 24 November, 35 cm of snow): every camera is off for the season, with its reason', () => {
    expect(shows('2026-11-24T10:30:00+08:00').map(([id, poster, at, reason]) => [id, poster, at, typeof reason === 'string' && reason.endsWith('.')])).toEqual(
      [1701, 1702, 1703, 1704, 1705, 1706].map((id) => [id, null, null, true]),
    );
    expect(snap(cameras.find((c) => c.id === 1703)!, '2026-11-24T10:30:00+08:00')[2]).toBe('The herds are down in the valleys for the winter; this camera is off until spring.');
  });
});
