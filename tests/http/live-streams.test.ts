/**
 * /live renders each camera's state from the server's stream check and the area's clock, with no
 * browser request (docs/cameras.md): in winter (TEST_NOW) every camera is off for the season; on
 * a summer morning every stream answers through the site's /media/ and can be played; on a summer
 * night every camera is off until sunrise and shows the evening's last snapshot.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDark } from '../../shared/opening-hours.ts';
import { startStack, type Site } from '../support/site.ts';

/** "HH:MM" of the first minute of daylight on an area date, by isDark (the rule the cameras follow). */
function sunrise(date: string): string {
  for (let t = Date.parse(`${date}T00:00:00+08:00`); ; t += 60_000) {
    if (!isDark(new Date(t))) return new Date(t + 8 * 3600_000).toISOString().slice(11, 16);
  }
}

function stack(clock?: string) {
  const ref: { site?: Site } = {};
  beforeAll(async () => {
    ref.site = await startStack(clock ? { CLOCK_NOW: clock } : {});
  });
  afterAll(() => ref.site?.close());
  return () => ref.site!;
}

async function liveData(site: Site) {
  const data = await request(site.url).get('/_data/page/live');
  const records = data.body.data.page.records as { id: number; attrs: { poster?: string; snapshotAt?: string } }[];
  expect(records.length).toBeGreaterThanOrEqual(6);
  return { records, streams: data.body.data.streams as Record<string, string> };
}

describe('winter (TEST_NOW, 24 November)', () => {
  const site = stack();
  it('every camera is off for the season, server-side, in both languages', async () => {
    const { records, streams } = await liveData(site());
    expect(streams).toEqual(Object.fromEntries(records.map((a) => [String(a.id), 'offline'])));
    const zh = await request(site().url).get('/live');
    expect(zh.text.match(/data-live-state="off-season"/g)).toHaveLength(records.length);
    expect(zh.text.match(/本季停播/g)).toHaveLength(records.length);
    const en = await request(site().url).get('/en/live');
    expect(en.text.match(/data-live-state="off-season"/g)).toHaveLength(records.length);
    expect(en.text).toContain('The herds are down in the valleys for the winter; this camera is off until spring.');
  });
});

describe('a summer morning (15 July 10:30)', () => {
  const site = stack('2026-07-15T10:30:00+08:00');
  it('every stream answers, and each card offers it', async () => {
    const { records, streams } = await liveData(site());
    expect(streams).toEqual(Object.fromEntries(records.map((a) => [String(a.id), 'online'])));
    const page = await request(site().url).get('/live');
    expect(page.text.match(/data-live-state="ready"/g)).toHaveLength(records.length);
    expect(page.text.match(/观看直播/g)).toHaveLength(records.length);
  });

  it("the site passes the live playlist on with its short life, and the segments with theirs", async () => {
    const playlist = await request(site().url).get('/media/live/yak-meadow/index.m3u8').buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect([playlist.status, playlist.headers['content-type'], playlist.headers['cache-control']]).toEqual([200, 'application/vnd.apple.mpegurl', 'public, max-age=4']);
    expect(playlist.body as string).toContain('#EXT-X-MEDIA-SEQUENCE:9446\n');
    const segment = /\n(summer\/seg-\d\d\.m2t)\n/.exec(playlist.body as string)![1];
    const seg = await request(site().url).get(`/media/live/yak-meadow/${segment}`);
    expect([seg.status, seg.headers['content-type'], seg.headers['cache-control']]).toEqual([200, 'video/mp2t', 'public, max-age=31536000, immutable']);
  });
});

describe('a summer night (15 July 23:00)', () => {
  const site = stack('2026-07-15T23:00:00+08:00');
  it("every camera is off until sunrise and shows the evening's last snapshot", async () => {
    const { records, streams } = await liveData(site());
    expect(streams).toEqual(Object.fromEntries(records.map((a) => [String(a.id), 'offline'])));
    const last = records[0]!.attrs.snapshotAt!;
    expect(records.map((a) => [a.id, a.attrs.snapshotAt, isDark(new Date(last)), isDark(new Date(Date.parse(last) + 300_000))])).toEqual(
      records.map((a) => [a.id, last, false, true]),
    );
    const zh = await request(site().url).get('/live');
    expect(zh.text.match(/data-live-state="night"/g)).toHaveLength(records.length);
    expect(zh.text.match(new RegExp(`摄像机夜间关闭，约 ${sunrise('2026-07-16')} 开播`, 'g'))).toHaveLength(records.length);
    expect(zh.text.match(new RegExp(`拍摄于 ${last.slice(11, 16)}`, 'g'))).toHaveLength(records.length);
    const en = await request(site().url).get('/en/live');
    expect(en.text).toContain(`The camera is off at night; it streams from about ${sunrise('2026-07-16')}`);
  });
});
