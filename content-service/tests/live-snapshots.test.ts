// @vitest-environment node
/**
 * Live-camera snapshots from the camera's own true photos, with the time taken
 * (docs/decisions/024-area-time-live-data.md): the photos are listed from morning to evening and
 * the day's daylight is split into as many equal parts (low season 07:30–18:30, main season
 * 06:30–19:30); after dark the snapshot is the last daylight one.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../shared/api/index.ts';
import { withSnapshot } from '../src/live/snapshots.ts';

const camera = (over: Partial<ArticleSummary>): ArticleSummary => ({
  id: 1, typeId: 8, typeCode: 'live', title: 'Cam', summary: '', cover: null, images: [], publishTime: '2026-01-01T00:00:00+08:00', tags: [],
  attrs: { streamUrl: '/media/live/x/index.m3u8' }, ...over,
});
const snap = (a: ArticleSummary, iso: string) => {
  const { poster, snapshotAt } = withSnapshot(a, new Date(iso)).attrs;
  return [poster ?? null, snapshotAt ?? null];
};
const photo = (name: string) => `/media/photos/${name}.jpg`;

describe('camera snapshots', () => {
  const three = camera({ cover: photo('a'), images: [photo('a'), photo('b'), photo('c')], attrs: { poster: photo('a') } });

  it('low season: morning, midday and late photos in thirds of 07:30–18:30, at the latest five-minute step', () => {
    expect(snap(three, '2026-11-24T07:30:00+08:00')).toEqual([photo('a'), '2026-11-24T07:30:00+08:00']);
    expect(snap(three, '2026-11-24T10:28:30+08:00')).toEqual([photo('a'), '2026-11-24T10:25:00+08:00']);
    expect(snap(three, '2026-11-24T11:09:59+08:00')).toEqual([photo('a'), '2026-11-24T11:05:00+08:00']);
    expect(snap(three, '2026-11-24T11:10:00+08:00')).toEqual([photo('b'), '2026-11-24T11:10:00+08:00']);
    expect(snap(three, '2026-11-24T14:49:00+08:00')).toEqual([photo('b'), '2026-11-24T14:45:00+08:00']);
    expect(snap(three, '2026-11-24T14:50:00+08:00')).toEqual([photo('c'), '2026-11-24T14:50:00+08:00']);
    expect(snap(three, '2026-11-24T18:29:00+08:00')).toEqual([photo('c'), '2026-11-24T18:25:00+08:00']);
  });

  it('main season: thirds of 06:30–19:30', () => {
    expect(snap(three, '2026-07-01T06:30:00+08:00')).toEqual([photo('a'), '2026-07-01T06:30:00+08:00']);
    expect(snap(three, '2026-07-01T10:50:00+08:00')).toEqual([photo('b'), '2026-07-01T10:50:00+08:00']);
    expect(snap(three, '2026-07-01T15:10:00+08:00')).toEqual([photo('c'), '2026-07-01T15:10:00+08:00']);
  });

  it("after dark: the last daylight snapshot (the late photo), yesterday's before sunrise", () => {
    expect(snap(three, '2026-11-24T21:00:00+08:00')).toEqual([photo('c'), '2026-11-24T18:25:00+08:00']);
    expect(snap(three, '2026-11-24T02:20:00+08:00')).toEqual([photo('c'), '2026-11-23T18:25:00+08:00']);
    expect(snap(three, '2026-11-24T07:29:00+08:00')).toEqual([photo('c'), '2026-11-23T18:25:00+08:00']);
  });

  it('a camera with no true photo has no snapshot', () => {
    expect(snap(camera({}), '2026-11-24T10:30:00+08:00')).toEqual([null, null]);
  });
});

describe("the seed's cameras", () => {
  const cameras = JSON.parse(readFileSync(join(resolve(import.meta.dirname, '..'), 'seed', 'articles', 'live.json'), 'utf8')) as ArticleSummary[];
  const shows = (iso: string) => cameras.map((c) => [c.id, ...snap(c, iso)]);

  it('each shows its own morning photo at 10:30 (low season)', () => {
    const at = '2026-11-24T10:30:00+08:00';
    expect(shows('2026-11-24T10:30:00+08:00')).toEqual([
      [1701, photo('darkesthour'), at],
      [1702, photo('heron'), at],
      [1703, photo('horse-ladakh'), at],
      [1704, photo('aitzgorri'), at],
      [1705, photo('path'), at],
      [1706, photo('chickens'), at],
    ]);
  });

  it('its midday photo at 13:00 and its late photo at 16:45', () => {
    const noon = '2026-11-24T13:00:00+08:00';
    expect(shows(noon)).toEqual([
      [1701, photo('coldripple'), noon],
      [1702, photo('kingfisher'), noon],
      [1703, photo('horses'), noon],
      [1704, photo('picosdeeuropa'), noon],
      [1705, photo('nuthatch'), noon],
      [1706, photo('sheep'), noon],
    ]);
    const late = '2026-11-24T16:45:00+08:00';
    expect(shows(late)).toEqual([
      [1701, photo('eveningglow'), late],
      [1702, photo('swans'), late],
      [1703, photo('goat'), late],
      [1704, photo('ridgesunset'), late],
      [1705, photo('squirrel'), late],
      [1706, photo('cow'), late],
    ]);
  });

  it('after dark, the last daylight snapshot: the late photo at 18:25', () => {
    const last = '2026-11-24T18:25:00+08:00';
    expect(shows('2026-11-24T22:00:00+08:00')).toEqual([
      [1701, photo('eveningglow'), last],
      [1702, photo('swans'), last],
      [1703, photo('goat'), last],
      [1704, photo('ridgesunset'), last],
      [1705, photo('squirrel'), last],
      [1706, photo('cow'), last],
    ]);
  });
});
