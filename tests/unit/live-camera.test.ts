/**
 * What a live-camera card shows (client/pages/articles/live-camera.ts, docs/cameras.md): camera
 * hours are daylight by `isDark`, off-season wins over everything, a playing stream plays on at
 * dusk, and a night says when the camera comes back on (the next minute `isDark` is false).
 */
import { describe, expect, it } from 'vitest';
import { collectNotes } from '../../shared/api/schemas/notes.ts';
import { articleSummary } from '../../shared/api/schemas/content.ts';
import { isDark } from '../../shared/opening-hours.ts';
import { cameraView, camerasOnFrom, type CameraFacts } from '../../client/pages/articles/live-camera.ts';

const DAY = new Date('2026-07-15T10:30:00+08:00');
const NIGHT = new Date('2026-07-15T23:00:00+08:00');
const facts = (over: Partial<CameraFacts>): CameraFacts => ({ offSeason: undefined, status: undefined, playing: false, failed: false, now: DAY, ...over });

/** The first minute of daylight on an area date, found by `isDark` minute by minute. */
function sunrise(date: string): Date {
  for (let t = Date.parse(`${date}T00:00:00+08:00`); ; t += 60_000) if (!isDark(new Date(t))) return new Date(t);
}

describe('camera hours', () => {
  it('night: the camera comes back on at the next minute of daylight, tonight or before dawn alike', () => {
    const dawn = sunrise('2026-07-16');
    expect(isDark(new Date(dawn.getTime() - 60_000))).toBe(true);
    expect(camerasOnFrom(NIGHT)).toEqual(dawn);
    expect(camerasOnFrom(new Date(dawn.getTime() - 90_000))).toEqual(dawn);
    expect(camerasOnFrom(new Date('2026-11-24T02:20:00+08:00'))).toEqual(sunrise('2026-11-24'));
  });

  it('in daylight: now (to the minute)', () => {
    expect(camerasOnFrom(DAY)).toEqual(DAY);
    expect(camerasOnFrom(new Date('2026-07-15T10:30:20+08:00'))).toEqual(new Date('2026-07-15T10:31:00+08:00'));
  });
});

describe('the card state', () => {
  it('in camera hours: ready when the stream answers, unavailable when not, idle until checked', () => {
    expect(cameraView(facts({ status: 'online' }))).toEqual({ kind: 'ready' });
    expect(cameraView(facts({ status: 'offline' }))).toEqual({ kind: 'unavailable', cut: false });
    expect(cameraView(facts({}))).toEqual({ kind: 'idle' });
  });

  it('playing, until the player fails: then the snapshot, said to be cut', () => {
    expect(cameraView(facts({ status: 'online', playing: true }))).toEqual({ kind: 'playing' });
    expect(cameraView(facts({ status: 'online', playing: true, failed: true }))).toEqual({ kind: 'unavailable', cut: true });
  });

  it('at night: off, whatever the (cached) check said, with the next sunrise; a stream playing at dusk plays on', () => {
    const from = sunrise('2026-07-16');
    for (const status of ['online', 'offline', undefined] as const) expect(cameraView(facts({ status, now: NIGHT }))).toEqual({ kind: 'night', from });
    expect(cameraView(facts({ status: 'online', playing: true, now: NIGHT }))).toEqual({ kind: 'playing' });
    expect(cameraView(facts({ status: 'online', playing: true, failed: true, now: NIGHT }))).toEqual({ kind: 'night', from });
  });

  it('off for the season: always, with its reason (even empty)', () => {
    for (const now of [DAY, NIGHT]) expect(cameraView(facts({ offSeason: 'Snowed in.', status: 'online', now }))).toEqual({ kind: 'off-season', reason: 'Snowed in.' });
    expect(cameraView(facts({ offSeason: '' }))).toEqual({ kind: 'off-season', reason: '' });
  });

  it('without a clock the night is not known: the stream check decides', () => {
    expect(cameraView(facts({ status: 'offline', now: null }))).toEqual({ kind: 'unavailable', cut: false });
  });
});

describe('the contract: camera season attributes', () => {
  const parse = (attrs: unknown) =>
    collectNotes(() => articleSummary.parse({ id: 1, typeId: 8, typeCode: 'live', title: 'Cam', summary: '', cover: null, images: [], publishTime: '2026-07-15T10:30:00+08:00', tags: [], attrs }));

  it('keeps season photos and the off-season reason, both optional', () => {
    const attrs = { seasonPhotos: { summer: ['/media/photos/a.jpg'], autumn: [] }, offSeason: 'Snowed in.' };
    expect(parse(attrs).result.attrs).toEqual(attrs);
    expect(parse({}).result.attrs).toEqual({});
  });

  it('drops a refused photo from its season and leaves unknown seasons out; refuses a reason that is not text', () => {
    const { result, notes } = parse({ seasonPhotos: { summer: ['javascript:alert(1)', '/media/photos/a.jpg'], monsoon: ['/media/photos/b.jpg'] } });
    expect(result.attrs.seasonPhotos).toEqual({ summer: ['/media/photos/a.jpg'] });
    expect(notes.dropped).toBe(1);
    expect(() => parse({ offSeason: 7 })).toThrow();
  });
});
