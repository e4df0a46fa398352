/**
 * The demo cameras' live loops (docs/cameras.md): for every camera of seed/articles/live.json and
 * every season its `seasonPhotos` lists, a 20 s loop made from that season's photos (the camera
 * "turns" between them: a slow pan over each, cut to the next), 640×360 at 8 frames a second,
 * H.264 (Main) in MPEG-TS cut into five 4 s HLS segments, each starting on a key frame. The key
 * frames are most of the bytes, so the picture is softened a little (a webcam's look) and
 * coarsely quantised: all the loops together stay under 2 MB (1.3 MB in git, which keeps
 * the seasons with the same photos once: a rebuild writes the same bytes).
 * Written to media/live/<slug>/<season>/seg-NN.m2t (MPEG-TS; not `.ts`, which tsc and
 * dependency-cruiser would read as TypeScript) with loop.json (the photos it was made from,
 * the settings, each segment's duration); the content service computes the live playlist from
 * them (src/media/live.ts). A loop whose photos and settings are unchanged is left alone; the
 * folders of cameras or seasons no longer in the seed are removed. Needs ffmpeg
 * (Debian: apt-get install -y ffmpeg); x264 runs on one thread, so a rebuild writes the same bytes.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SeedArticle } from '../../src/seed/types.ts';
import { LANDSCAPE_SEASONS } from '../../src/world/seasons.ts';
import { MEDIA, SEED } from './paths.ts';

const run = promisify(execFile);

const SETTINGS = { width: 640, height: 360, fps: 8, segmentSeconds: 4, segments: 5, crf: 40, blur: 0.7 } as const;
const SETTINGS_KEY = `${SETTINGS.width}x${SETTINGS.height} ${SETTINGS.fps}fps crf${SETTINGS.crf} blur${SETTINGS.blur} ${SETTINGS.segments}x${SETTINGS.segmentSeconds}s`;
/** The photo is scaled to cover this much more than the frame, and the frame pans across it. */
const ROOM = 1.2;
/** Pans, as start and end of the frame's top-left corner in parts of the room (x, y): right, left and down, up and right. */
const PANS: readonly [number, number, number, number][] = [
  [0, 0.5, 1, 0.5],
  [1, 0, 0, 1],
  [0, 1, 0.8, 0.2],
];

interface LoopManifest {
  photos: string[];
  settings: string;
  segments: { file: string; duration: number }[];
}

export async function hasFfmpeg(): Promise<boolean> {
  return run('ffmpeg', ['-version']).then(() => true, () => false);
}

/** Photo file of a `/media/photos/…` URL. */
const photoFile = (url: string) => join(MEDIA, url.replace(/^\/media\//, ''));

/** The segments each photo gets: whole segments, the first photos one more when they do not divide evenly. */
function segmentsPerPhoto(count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.floor(SETTINGS.segments / count) + (i < SETTINGS.segments % count ? 1 : 0));
}

/** ffmpeg arguments: each photo covered and panned for its seconds, the clips joined, encoded and cut into HLS segments. */
function ffmpegArgs(photos: string[], out: string): string[] {
  const { width: w, height: h, fps, segmentSeconds } = SETTINGS;
  const rw = Math.round(w * ROOM / 2) * 2;
  const rh = Math.round(h * ROOM / 2) * 2;
  const inputs: string[] = [];
  const chains: string[] = [];
  segmentsPerPhoto(photos.length).forEach((segs, i) => {
    const frames = segs * segmentSeconds * fps;
    const [x0, y0, x1, y1] = PANS[i % PANS.length]!;
    const at = (from: number, to: number, room: number) => `floor(${room}*(${from}+(${to - from})*n/${frames - 1}))`;
    inputs.push('-framerate', String(fps), '-loop', '1', '-t', String(segs * segmentSeconds), '-i', photoFile(photos[i]!));
    chains.push(
      `[${i}:v]scale=${rw}:${rh}:force_original_aspect_ratio=increase,crop=${rw}:${rh},setsar=1,` +
        `crop=${w}:${h}:x='${at(x0, x1, rw - w)}':y='${at(y0, y1, rh - h)}',gblur=sigma=${SETTINGS.blur}[p${i}]`,
    );
  });
  const joined = `${photos.map((_, i) => `[p${i}]`).join('')}concat=n=${photos.length}:v=1:a=0,format=yuv420p[v]`;
  const gop = String(fps * segmentSeconds);
  return [
    '-hide_banner', '-loglevel', 'error', '-y', ...inputs,
    '-filter_complex', [...chains, joined].join(';'), '-map', '[v]',
    '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-crf', String(SETTINGS.crf), '-threads', '1',
    '-bf', '0', '-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`,
    '-an', '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', '0', '-hls_segment_type', 'mpegts',
    '-hls_segment_filename', join(out, 'seg-%02d.m2t'), join(out, 'loop.m3u8'),
  ];
}

/** Makes one loop into `dir` unless loop.json says it was made from these photos with these settings. */
async function buildLoop(photos: string[], dir: string): Promise<boolean> {
  const old = JSON.parse(await readFile(join(dir, 'loop.json'), 'utf8').catch(() => 'null')) as LoopManifest | null;
  if (old && old.settings === SETTINGS_KEY && JSON.stringify(old.photos) === JSON.stringify(photos) && old.segments.every((s) => existsSync(join(dir, s.file)))) {
    return false;
  }
  const work = await mkdtemp(join(tmpdir(), 'live-loop-'));
  try {
    await run('ffmpeg', ffmpegArgs(photos, work), { maxBuffer: 1 << 24 });
    const playlist = await readFile(join(work, 'loop.m3u8'), 'utf8');
    const segments = [...playlist.matchAll(/#EXTINF:([\d.]+),\s*\n(seg-\d{2}\.m2t)/g)].map((m) => ({ file: m[2]!, duration: Number(m[1]) }));
    if (segments.length !== SETTINGS.segments) throw new Error(`${dir}: ffmpeg made ${segments.length} segments, expected ${SETTINGS.segments}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const s of segments) await rename(join(work, s.file), join(dir, s.file));
    const manifest: LoopManifest = { photos, settings: SETTINGS_KEY, segments };
    await writeFile(join(dir, 'loop.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return true;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export async function buildLive(): Promise<void> {
  const cameras = JSON.parse(await readFile(join(SEED, 'articles', 'live.json'), 'utf8')) as SeedArticle[];
  const liveDir = join(MEDIA, 'live');
  const wanted = new Map<string, Set<string>>();
  let made = 0;
  let loops = 0;
  for (const camera of cameras) {
    const attrs = camera.attrs as { streamUrl?: string; seasonPhotos?: Partial<Record<string, string[]>> };
    const slug = /^\/media\/live\/([a-z0-9-]+)\/index\.m3u8$/.exec(attrs.streamUrl ?? '')?.[1];
    if (!slug) continue;
    wanted.set(slug, new Set());
    for (const season of LANDSCAPE_SEASONS) {
      const photos = attrs.seasonPhotos?.[season] ?? [];
      if (!photos.length) continue;
      wanted.get(slug)!.add(season);
      loops++;
      if (await buildLoop(photos, join(liveDir, slug, season))) made++;
    }
  }
  // Folders the seed no longer names: a camera or season without photos has no stream.
  for (const slug of await readdir(liveDir).catch(() => [] as string[])) {
    const seasons = wanted.get(slug);
    if (!seasons) {
      await rm(join(liveDir, slug), { recursive: true, force: true });
      continue;
    }
    for (const season of await readdir(join(liveDir, slug))) if (!seasons.has(season)) await rm(join(liveDir, slug, season), { recursive: true, force: true });
  }
  console.log(`live: ${wanted.size} cameras, ${loops} season loops, ${made} made`);
}
