/**
 * Static media under /media/: long-lived immutable caching (file names change when content
 * does), ETag, single byte ranges (audio seeking). Only plain files below the media folder
 * with a known extension are served; anything else is a 404. Under /media/live/ only the
 * cameras' live playlists (computed from the clock, short-lived) and the segments of the loops
 * the media build made are served (./live.ts, docs/cameras.md).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { MEDIA_DIR } from '../paths.ts';
import { API_FAILURE_CODE } from '../../../shared/api/index.ts';
import { systemClock, type Clock } from '../../../shared/clock.ts';
import { liveAnswer, loadLiveLoops, PLAYLIST_TYPE, SEGMENT_TYPE } from './live.ts';

export { MEDIA_DIR };
const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
  '.md': 'text/markdown; charset=utf-8',
};

function notFound(reply: FastifyReply, msg = 'Media file not found') {
  return reply.code(404).header('cache-control', 'no-store').send({ code: API_FAILURE_CODE, msg, data: null });
}

/** The file for a decoded wildcard path, or null when the path could leave the folder. */
function safePath(root: string, rel: string): string | null {
  const segments = rel.split('/');
  if (rel.includes('\\') || rel.includes('\0')) return null;
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? file : null;
}

/** `now`: the service clock; a camera's playlist is the live window at this instant. */
export function registerMedia(app: FastifyInstance, mediaDir: string = MEDIA_DIR, now: Clock = systemClock): void {
  const root = resolve(mediaDir);
  const loops = loadLiveLoops(resolve(root, 'live'));
  app.get('/media/*', async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    let type: string | undefined;
    if (rel === 'live' || rel.startsWith('live/')) {
      const live = liveAnswer(loops, rel, now());
      if (live.kind === 'missing') return notFound(reply, live.msg);
      if (live.kind === 'playlist') {
        const { body, maxAgeSeconds } = live.playlist;
        return reply.header('content-type', PLAYLIST_TYPE).header('cache-control', `public, max-age=${maxAgeSeconds}`).send(body);
      }
      type = SEGMENT_TYPE;
    }
    const file = safePath(root, rel);
    type = file ? (type ?? TYPES[extname(file).toLowerCase()]) : undefined;
    if (!file || !type) return notFound(reply);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound(reply);

    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    reply.header('content-type', type).header('cache-control', IMMUTABLE).header('etag', etag)
      .header('last-modified', info.mtime.toUTCString()).header('accept-ranges', 'bytes');
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();

    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[1] || range[2]) && info.size > 0) {
      const start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
      if (start > end || start >= info.size) {
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }
      reply.code(206).header('content-range', `bytes ${start}-${end}/${info.size}`).header('content-length', end - start + 1);
      return reply.send(createReadStream(file, { start, end }));
    }
    reply.header('content-length', info.size);
    return reply.send(createReadStream(file));
  });
}
