// @vitest-environment node
/** Live-camera snapshots from the camera's own true photos, with the time taken (docs/decisions/024-area-time-live-data.md). */
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

describe('camera snapshots', () => {
  const two = camera({ cover: '/media/photos/a.jpg', images: ['/media/photos/a.jpg', '/media/photos/b.jpg'], attrs: { poster: '/media/photos/a.jpg' } });

  it('by day: the latest five-minute step, the photo chosen by the hour', () => {
    expect(snap(two, '2026-11-24T10:28:30+08:00')).toEqual(['/media/photos/a.jpg', '2026-11-24T10:25:00+08:00']);
    expect(snap(two, '2026-11-24T11:02:00+08:00')).toEqual(['/media/photos/b.jpg', '2026-11-24T11:00:00+08:00']);
  });

  it("after dark: the last daylight snapshot, yesterday's before sunrise", () => {
    expect(snap(two, '2026-11-24T21:00:00+08:00')).toEqual(['/media/photos/a.jpg', '2026-11-24T18:25:00+08:00']);
    expect(snap(two, '2026-11-24T02:20:00+08:00')).toEqual(['/media/photos/a.jpg', '2026-11-23T18:25:00+08:00']);
  });

  it('a camera with no true photo has no snapshot', () => {
    expect(snap(camera({}), '2026-11-24T10:30:00+08:00')).toEqual([null, null]);
  });
});
