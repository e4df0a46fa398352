// @vitest-environment node
/**
 * The demo cameras' live HLS (docs/cameras.md): the playlist is computed from the service clock
 * (a window of the season's loop, its media sequence counting 4 s segments since the area's
 * midnight, a discontinuity where the loop wraps), only in camera hours (`isDark`) and in a
 * season the camera has photos for; the segments are the committed loops the media build made
 * from the seed's season photos; nothing else under /media/live/ is served.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDark } from '../../shared/opening-hours.ts';
import { LIVE_WINDOW, livePlaylist, type LiveLoop } from '../src/media/live.ts';
import { MEDIA_DIR } from '../src/media/serve.ts';
import { LANDSCAPE_SEASONS } from '../src/world/seasons.ts';
import { rawGet, SEED_DIR, startTestService, type TestService } from './helpers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LIVE = join(MEDIA_DIR, 'live');

/** A loop of six 4 s segments, as the tests below write it out. */
const loop = (season: LiveLoop['season'], ms: number[] = [4000, 4000, 4000, 4000, 4000, 4000]): LiveLoop => ({
  season,
  segments: ms.map((m, i) => ({ file: `seg-0${i}.m2t`, ms: m })),
  starts: ms.reduce((s, m) => [...s, s.at(-1)! + m], [0]),
});
const six = loop('summer');
const playlist = (iso: string, l = six) => livePlaylist(l, new Date(iso));
/** The playlist's lines after the header. */
const body = (iso: string, l = six) => playlist(iso, l)!.body.split('\n').filter(Boolean);
const tag = (iso: string, name: string, l = six) => body(iso, l).find((line) => line.startsWith(`#${name}:`))?.slice(name.length + 2);

describe('the live playlist at pinned instants', () => {
  it('10:30:00: the four segments completed since 10:29:44, counted from midnight (37,800 s = 9,450 segments)', () => {
    expect(playlist('2026-07-15T10:30:00+08:00')).toEqual({
      body: [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:9446',
        '#EXT-X-DISCONTINUITY-SEQUENCE:1574',
        '#EXT-X-PROGRAM-DATE-TIME:2026-07-15T10:29:44.000+08:00',
        '#EXTINF:4.000,',
        'summer/seg-02.m2t',
        '#EXTINF:4.000,',
        'summer/seg-03.m2t',
        '#EXTINF:4.000,',
        'summer/seg-04.m2t',
        '#EXTINF:4.000,',
        'summer/seg-05.m2t',
        '',
      ].join('\n'),
      // It changes when the segment begun at 10:30:00 completes.
      maxAgeSeconds: 4,
    });
  });

  it('the loop wraps with a discontinuity (and a program date), and the window keeps its length', () => {
    expect(body('2026-07-15T10:30:05+08:00').slice(3)).toEqual([
      '#EXT-X-MEDIA-SEQUENCE:9447',
      '#EXT-X-DISCONTINUITY-SEQUENCE:1574',
      '#EXT-X-PROGRAM-DATE-TIME:2026-07-15T10:29:48.000+08:00',
      '#EXTINF:4.000,',
      'summer/seg-03.m2t',
      '#EXTINF:4.000,',
      'summer/seg-04.m2t',
      '#EXTINF:4.000,',
      'summer/seg-05.m2t',
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-PROGRAM-DATE-TIME:2026-07-15T10:30:00.000+08:00',
      '#EXTINF:4.000,',
      'summer/seg-00.m2t',
    ]);
    expect(playlist('2026-07-15T10:30:05+08:00')!.maxAgeSeconds).toBe(3);
    // Once the wrap is the window's first segment, the discontinuity is counted in the sequence instead.
    expect(tag('2026-07-15T10:30:16+08:00', 'EXT-X-MEDIA-SEQUENCE')).toBe('9450');
    expect(tag('2026-07-15T10:30:16+08:00', 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe('1575');
    expect(body('2026-07-15T10:30:16+08:00')).not.toContain('#EXT-X-DISCONTINUITY');
  });

  it('advances one segment every 4 s, always four segments, never an end', () => {
    const start = Date.parse('2026-07-15T12:00:00+08:00');
    for (let s = 0; s < 120; s++) {
      const iso = new Date(start + s * 1000).toISOString();
      const lines = body(iso);
      expect(Number(tag(iso, 'EXT-X-MEDIA-SEQUENCE'))).toBe(10800 - LIVE_WINDOW + Math.floor(s / 4));
      expect(lines.filter((l) => l.startsWith('#EXTINF:'))).toHaveLength(LIVE_WINDOW);
      expect(lines.filter((l) => l.endsWith('.m2t')).map((l) => Number(l.slice(-6, -4)))).toEqual(
        [0, 1, 2, 3].map((j) => (10800 - LIVE_WINDOW + Math.floor(s / 4) + j) % 6),
      );
      expect(lines).not.toContain('#EXT-X-ENDLIST');
      expect(playlist(iso)!.maxAgeSeconds).toBe(4 - (s % 4));
    }
  });

  it('follows segment durations that differ (a 10 s loop of 4, 4 and 2 s)', () => {
    const uneven = loop('autumn', [4000, 4000, 2000]);
    // 10:00:00 is 3,600 loops since midnight: segment 10,800 begins; 10,796–10,799 are complete.
    expect(body('2026-10-01T10:00:00+08:00', uneven).slice(2)).toEqual([
      '#EXT-X-TARGETDURATION:4',
      '#EXT-X-MEDIA-SEQUENCE:10796',
      '#EXT-X-DISCONTINUITY-SEQUENCE:3598',
      '#EXT-X-PROGRAM-DATE-TIME:2026-10-01T09:59:48.000+08:00',
      '#EXTINF:2.000,',
      'autumn/seg-02.m2t',
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-PROGRAM-DATE-TIME:2026-10-01T09:59:50.000+08:00',
      '#EXTINF:4.000,',
      'autumn/seg-00.m2t',
      '#EXTINF:4.000,',
      'autumn/seg-01.m2t',
      '#EXTINF:2.000,',
      'autumn/seg-02.m2t',
    ]);
  });
});

/** The first minute of camera hours on an area date, by `isDark` (so these tests follow the sun as the site does). */
function firstLight(date: string): Date {
  for (let t = Date.parse(`${date}T00:00:00+08:00`); ; t += 60_000) if (!isDark(new Date(t))) return new Date(t);
}

describe('the service answers /media/live/ by its clock', () => {
  let svc: TestService;
  let now = new Date('2026-07-15T10:30:00+08:00');
  beforeAll(async () => {
    svc = await startTestService({ now: () => now });
  });
  afterAll(() => svc.close());
  const at = (iso: string | Date) => (now = new Date(iso));
  const get = async (path: string, method = 'GET') => {
    const res = await svc.fetch(path, { method });
    return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
  };
  const playlistOf = (slug: string) => get(`/media/live/${slug}/index.m3u8`);

  it('in camera hours: a live playlist of the season, short-lived; its segments immutable', async () => {
    at('2026-07-15T10:30:00+08:00');
    const res = await playlistOf('yak-meadow');
    expect([res.status, res.type, res.cache]).toEqual([200, 'application/vnd.apple.mpegurl', 'public, max-age=4']);
    const segments = res.text.split('\n').filter((l) => l.endsWith('.m2t'));
    // Five segments a loop: 9,446 is the loop's segment 1.
    expect(segments).toEqual(['summer/seg-01.m2t', 'summer/seg-02.m2t', 'summer/seg-03.m2t', 'summer/seg-04.m2t']);
    expect(res.text).toContain('#EXT-X-MEDIA-SEQUENCE:9446\n#EXT-X-DISCONTINUITY-SEQUENCE:1889\n');
    const seg = await svc.fetch('/media/live/yak-meadow/summer/seg-01.m2t');
    expect([seg.status, seg.headers.get('content-type'), seg.headers.get('cache-control')]).toEqual([200, 'video/mp2t', IMMUTABLE]);
    const bytes = Buffer.from(await seg.arrayBuffer());
    // MPEG-TS: 188-byte packets, each starting with the sync byte.
    expect([bytes.length % 188, bytes[0], bytes[188]]).toEqual([0, 0x47, 0x47]);
    expect((await get('/media/live/yak-meadow/index.m3u8', 'HEAD')).status).toBe(200);
  });

  it('the media sequence moves on with the clock', async () => {
    at('2026-07-15T10:30:04+08:00');
    expect((await playlistOf('yak-meadow')).text).toContain('#EXT-X-MEDIA-SEQUENCE:9447\n');
    at('2026-07-15T10:31:00+08:00');
    expect((await playlistOf('yak-meadow')).text).toContain('#EXT-X-MEDIA-SEQUENCE:9461\n');
  });

  it('at night: no playlist (404), from sunset to sunrise by isDark', async () => {
    for (const iso of ['2026-07-15T22:00:00+08:00', '2026-07-16T03:00:00+08:00']) {
      at(iso);
      const res = await playlistOf('yak-meadow');
      expect([res.status, res.cache, JSON.parse(res.text)]).toEqual([404, 'no-store', { code: -1, msg: 'The camera is off at night', data: null }]);
      expect((await get('/media/live/yak-meadow/index.m3u8', 'HEAD')).status).toBe(404);
    }
    const sunrise = firstLight('2026-07-16');
    at(new Date(sunrise.getTime() - 60_000));
    expect((await playlistOf('yak-meadow')).status).toBe(404);
    at(sunrise);
    expect((await playlistOf('yak-meadow')).status).toBe(200);
  });

  it('switches loops with the landscape season and is off where a camera has no photos (16 Nov, 1 Apr, 1 Jun, 16 Sep)', async () => {
    const seasonAt = async (slug: string, iso: string) => {
      at(iso);
      const res = await playlistOf(slug);
      return res.status === 200 ? /\n(\w+)\/seg-\d\d\.m2t/.exec(res.text)![1] : `${res.status} ${JSON.parse(res.text).msg}`;
    };
    expect(await seasonAt('yak-meadow', '2026-11-15T12:00:00+08:00')).toBe('autumn');
    expect(await seasonAt('yak-meadow', '2026-11-16T12:00:00+08:00')).toBe('404 The camera is off for the season');
    expect(await seasonAt('yak-meadow', '2027-03-31T12:00:00+08:00')).toBe('404 The camera is off for the season');
    expect(await seasonAt('yak-meadow', '2027-04-01T12:00:00+08:00')).toBe('spring');
    expect(await seasonAt('yak-meadow', '2027-06-01T12:00:00+08:00')).toBe('summer');
    expect(await seasonAt('mirror-lake-wetland', '2027-05-31T12:00:00+08:00')).toBe('404 The camera is off for the season');
    expect(await seasonAt('mirror-lake-wetland', '2027-06-01T12:00:00+08:00')).toBe('summer');
    expect(await seasonAt('mirror-lake-wetland', '2027-09-15T12:00:00+08:00')).toBe('summer');
    expect(await seasonAt('mirror-lake-wetland', '2027-09-16T12:00:00+08:00')).toBe('404 The camera is off for the season');
    // TEST_NOW, the seed's day: every camera is off for the winter.
    for (const slug of readdirSync(LIVE)) expect(await seasonAt(slug, '2026-11-24T10:30:00+08:00'), slug).toBe('404 The camera is off for the season');
  });

  it('serves only known cameras, seasons and segment files; no traversal', async () => {
    at('2026-07-15T10:30:00+08:00');
    for (const path of [
      '/media/live/lake/index.m3u8',
      '/media/live/Yak-Meadow/index.m3u8',
      '/media/live/yak-meadow/index.m3u8x',
      '/media/live/yak-meadow/summer/index.m3u8',
      '/media/live/yak-meadow/winter/seg-00.m2t',
      '/media/live/yak-meadow/summer/seg-05.m2t',
      '/media/live/yak-meadow/summer/seg-0.m2t',
      '/media/live/yak-meadow/summer/seg-00.ts',
      '/media/live/yak-meadow/summer/loop.json',
      '/media/live/yak-meadow/summer/',
      '/media/live/yak-meadow/summer',
      '/media/live/yak-meadow',
      '/media/live/',
      '/media/live',
      '/media/live/yak-meadow/summer/../../../photos/goat.jpg',
      '/media/live/yak-meadow/%2e%2e/%2e%2e/photos/goat.jpg',
      '/media/live/yak-meadow/summer/..%2f..%2f..%2fphotos%2fgoat.jpg',
      '/media/live/yak-meadow/summer/seg-00.m2t%00',
      '/media/live/%2e%2e/photos/goat.jpg',
    ]) {
      const res = await rawGet(svc.url, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).not.toBe(IMMUTABLE);
    }
  });
});

describe('the committed loops are the seed cameras’ season photos', () => {
  const cameras = JSON.parse(readFileSync(join(SEED_DIR, 'articles', 'live.json'), 'utf8')) as { id: number; attrs: { streamUrl: string; seasonPhotos?: Record<string, string[]> } }[];

  it('one loop per camera and season with photos, made from exactly those photos, and no other', () => {
    const expected = cameras.flatMap((c) => {
      const slug = /^\/media\/live\/([a-z0-9-]+)\/index\.m3u8$/.exec(c.attrs.streamUrl)![1]!;
      return LANDSCAPE_SEASONS.filter((s) => c.attrs.seasonPhotos?.[s]?.length).map((s) => [slug, s, c.attrs.seasonPhotos![s]]);
    });
    const built = readdirSync(LIVE).flatMap((slug) =>
      readdirSync(join(LIVE, slug)).map((season) => [slug, season, (JSON.parse(readFileSync(join(LIVE, slug, season, 'loop.json'), 'utf8')) as { photos: string[] }).photos]),
    );
    const order = (rows: unknown[][]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(order(built)).toEqual(order(expected));
    expect(expected.length).toBeGreaterThanOrEqual(cameras.length);
  });

  it('each loop: five 4 s segments, all present', () => {
    for (const slug of readdirSync(LIVE)) {
      for (const season of readdirSync(join(LIVE, slug))) {
        const { segments } = JSON.parse(readFileSync(join(LIVE, slug, season, 'loop.json'), 'utf8')) as { segments: { file: string; duration: number }[] };
        expect(segments.map((s) => [s.file, s.duration]), `${slug}/${season}`).toEqual([0, 1, 2, 3, 4].map((i) => [`seg-0${i}.m2t`, 4]));
        for (const s of segments) expect(existsSync(join(LIVE, slug, season, s.file))).toBe(true);
      }
    }
  });
});
