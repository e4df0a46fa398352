/**
 * The demo cameras' live streams (docs/cameras.md): each camera has, for every season it has
 * true photos for, a short loop of HLS segments made at media build time
 * (scripts/media/live.ts: media/live/<slug>/<season>/seg-NN.m2t and loop.json). The playlist
 * `/media/live/<slug>/index.m3u8` is a LIVE playlist computed from the service clock: the loop
 * plays on repeat from the area's midnight, and the playlist is the window of the last
 * LIVE_WINDOW complete segments, its media sequence counting segments since midnight, with a
 * discontinuity where the loop wraps. Outside camera hours (`isDark`) and in a season without a
 * loop there is no playlist (404), so the site's stream check reports the camera offline.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { areaClock, areaTimeOn, isDark } from '../../../shared/opening-hours.ts';
import { LANDSCAPE_SEASONS, landscapeSeasonAt, type LandscapeSeason } from '../world/seasons.ts';

/** Segments in a playlist. */
export const LIVE_WINDOW = 4;
export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEGMENT_FILE = /^seg-\d{2}\.m2t$/;
/** Longest segment accepted from a manifest (HLS players expect a few seconds). */
const MAX_SEGMENT_MS = 10_000;

interface Segment {
  file: string;
  ms: number;
}

/** One season's loop of one camera, as written by the media build. */
export interface LiveLoop {
  season: LandscapeSeason;
  segments: readonly Segment[];
  /** Start of each segment within the loop, and the loop's length last (ms). */
  starts: readonly number[];
}

/** Loops by camera slug and season. */
export type LiveLoops = ReadonlyMap<string, ReadonlyMap<LandscapeSeason, LiveLoop>>;

/** A loop.json's segments, or null when it is not one (each file a `seg-NN.m2t` present beside it, each duration (0, 10] s). */
function readLoop(dir: string, season: LandscapeSeason): LiveLoop | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'loop.json'), 'utf8'));
  } catch {
    return null;
  }
  const list = (manifest as { segments?: unknown }).segments;
  if (!Array.isArray(list) || !list.length) return null;
  const segments: Segment[] = [];
  for (const s of list as { file?: unknown; duration?: unknown }[]) {
    if (typeof s?.file !== 'string' || !SEGMENT_FILE.test(s.file) || !existsSync(join(dir, s.file))) return null;
    const ms = typeof s.duration === 'number' ? Math.round(s.duration * 1000) : NaN;
    if (!(ms > 0 && ms <= MAX_SEGMENT_MS)) return null;
    segments.push({ file: s.file, ms });
  }
  const starts = [0];
  for (const s of segments) starts.push(starts.at(-1)! + s.ms);
  return { season, segments, starts };
}

/** The loops under `liveDir` (media/live): only well-formed camera and season folders with a valid loop.json. */
export function loadLiveLoops(liveDir: string): LiveLoops {
  const loops = new Map<string, Map<LandscapeSeason, LiveLoop>>();
  const entries = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    } catch {
      return [];
    }
  };
  for (const slug of entries(liveDir).filter((s) => SLUG.test(s))) {
    const seasons = new Map<LandscapeSeason, LiveLoop>();
    for (const season of LANDSCAPE_SEASONS) {
      const loop = entries(join(liveDir, slug)).includes(season) ? readLoop(join(liveDir, slug, season), season) : null;
      if (loop) seasons.set(season, loop);
    }
    if (seasons.size) loops.set(slug, seasons);
  }
  return loops;
}

/** Area time ISO 8601 with milliseconds ("2026-07-15T10:29:44.000+08:00"), for EXT-X-PROGRAM-DATE-TIME. */
function areaIsoMs(ms: number): string {
  return `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 23)}+08:00`;
}

/** The playlist at `at`, and how long it holds (seconds until the next segment completes). */
export interface Playlist {
  body: string;
  maxAgeSeconds: number;
}

/**
 * The live playlist of a loop at `at`: segment k (counted from the area's midnight) is the
 * loop's segment k mod n; the window holds the last LIVE_WINDOW segments complete at `at`.
 * Null when none is complete yet.
 */
export function livePlaylist(loop: LiveLoop, at: Date): Playlist | null {
  const { segments, starts } = loop;
  const n = segments.length;
  const length = starts[n]!;
  const midnight = areaTimeOn(areaClock(at).date, '00:00').getTime();
  const elapsed = at.getTime() - midnight;
  const cycle = Math.floor(elapsed / length);
  const within = elapsed - cycle * length;
  let i = 0;
  while (starts[i + 1]! <= within) i++;
  // Segment `now` is being recorded; the ones before it are complete.
  const now = cycle * n + i;
  const first = Math.max(0, now - LIVE_WINDOW);
  if (first === now) return null;
  const startOf = (k: number) => midnight + Math.floor(k / n) * length + starts[k % n]!;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...segments.map((s) => s.ms)) / 1000)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // One discontinuity per wrap of the loop before the window's first segment.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`,
  ];
  for (let k = first; k < now; k++) {
    if (k > first && k % n === 0) lines.push('#EXT-X-DISCONTINUITY');
    if (k === first || k % n === 0) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${areaIsoMs(startOf(k))}`);
    const segment = segments[k % n]!;
    lines.push(`#EXTINF:${(segment.ms / 1000).toFixed(3)},`, `${loop.season}/${segment.file}`);
  }
  const changes = startOf(now) + segments[i]!.ms;
  return { body: `${lines.join('\n')}\n`, maxAgeSeconds: Math.max(1, Math.ceil((changes - at.getTime()) / 1000)) };
}

/** What a `live/…` media path is: a playlist answer, a segment file to serve, or a 404 with its reason. */
export type LiveAnswer = { kind: 'playlist'; playlist: Playlist } | { kind: 'segment' } | { kind: 'missing'; msg: string };

/**
 * Resolves `live/<slug>/index.m3u8` (the playlist at `at`) and `live/<slug>/<season>/seg-NN.m2t`
 * (a segment of a loop that exists, at any hour: segments never change). Any other path, and
 * any slug, season or file the loops do not list, is missing.
 */
export function liveAnswer(loops: LiveLoops, rel: string, at: Date): LiveAnswer {
  const parts = rel.split('/');
  const camera = parts.length >= 3 && SLUG.test(parts[1]!) ? loops.get(parts[1]!) : undefined;
  if (!camera) return { kind: 'missing', msg: 'No such camera stream' };
  if (parts.length === 3 && parts[2] === 'index.m3u8') {
    if (isDark(at)) return { kind: 'missing', msg: 'The camera is off at night' };
    const loop = camera.get(landscapeSeasonAt(at));
    if (!loop) return { kind: 'missing', msg: 'The camera is off for the season' };
    const playlist = livePlaylist(loop, at);
    return playlist ? { kind: 'playlist', playlist } : { kind: 'missing', msg: 'The camera is starting' };
  }
  const loop = parts.length === 4 ? camera.get(parts[2] as LandscapeSeason) : undefined;
  if (loop && loop.segments.some((s) => s.file === parts[3])) return { kind: 'segment' };
  return { kind: 'missing', msg: 'No such camera stream' };
}
