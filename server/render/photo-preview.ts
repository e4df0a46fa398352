/**
 * The lead photo's preview, written into the page (docs/decisions/035-lead-photo-preview.md):
 * a small WebP the upstream serves beside each photo (shared/api/media.ts), fetched once,
 * checked, kept as a data: URL and inlined so the picture paints with the HTML, one round trip
 * before the photo itself could arrive on a slow line.
 *
 * Upstream bytes are untrusted: only a 200 with Content-Type image/webp, at most
 * PREVIEW_MAX_BYTES and starting with a WebP header becomes a data: URL. Anything else,
 * including an upstream that has no previews (404), is "no preview" for a while, and the page
 * renders as it did without one. A render never waits longer than WAIT_MS for a miss.
 */
import { orAfter } from '../ops/or-after.ts';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { photoPreview, PREVIEW_MAX_BYTES } from '../../shared/api/media.ts';
import { oncePerInterval } from '../ops/log-once.ts';
import { BodyTooLarge, discardBody, readCapped, type UpstreamClient } from '../upstream/client.ts';
import { mediaType } from '../upstream/media-type.ts';

/** A render waits this long for a preview it does not hold; the fetch goes on for the next render. */
const WAIT_MS = 150;
/** The whole fetch, body included. */
const FETCH_DEADLINE_MS = 3000;
/** Photos are immutable by name (their variants are served as such); an hour bounds a replaced one. */
const HIT_TTL_MS = 60 * 60_000;
/** How long "no preview" (missing, refused, failed) stands before the next try. */
const MISS_TTL_MS = 60_000;
/** Distinct previews held: each page has one lead photo, so this is many pages' worth. */
const MAX_ENTRIES = 64;

export interface PhotoPreviews {
  /** The photo's preview as a data: URL, or null (no preview, refused, or not here within WAIT_MS). */
  dataUrl(photo: string, requestId: string): Promise<string | null>;
}

const isWebp = (b: Buffer) => b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';

export function createPhotoPreviews({ client, log }: { client: UpstreamClient; log: FastifyBaseLogger }): PhotoPreviews {
  // A held "no preview" is an empty string: lru-cache holds no null values.
  const held = new LRUCache<string, string>({ max: MAX_ENTRIES, ttl: HIT_TTL_MS });
  const pending = new Map<string, Promise<string>>();
  const warnOnce = oncePerInterval(MISS_TTL_MS);

  const refuse = (path: string, why: string): string => {
    warnOnce(path, (suppressed) => log.warn({ url: path, why, suppressed }, 'photo preview refused; the page goes without it'));
    return '';
  };

  async function load(path: string, requestId: string): Promise<string> {
    let res;
    try {
      res = await client.raw(path, { 'x-request-id': requestId, accept: 'image/webp' }, FETCH_DEADLINE_MS);
    } catch (err) {
      return refuse(path, `unreachable: ${(err as Error).message}`);
    }
    if (res.statusCode !== 200) {
      res.body.resume();
      // An upstream without previews is normal: quietly none.
      return res.statusCode === 404 ? '' : refuse(path, `status ${res.statusCode}`);
    }
    if (mediaType(res.headers['content-type']) !== 'image/webp') {
      discardBody(res.body);
      return refuse(path, `content-type ${String(res.headers['content-type'] ?? 'missing')}`);
    }
    let bytes: Buffer;
    try {
      bytes = await readCapped(res.body, PREVIEW_MAX_BYTES);
    } catch (err) {
      discardBody(res.body);
      return refuse(path, err instanceof BodyTooLarge ? `over ${PREVIEW_MAX_BYTES} bytes` : `body failed: ${(err as Error).message}`);
    }
    if (!isWebp(bytes)) return refuse(path, 'not a WebP file');
    return `data:image/webp;base64,${bytes.toString('base64')}`;
  }

  function fetchOnce(path: string, requestId: string): Promise<string> {
    let p = pending.get(path);
    if (!p) {
      p = load(path, requestId).then((url) => {
        held.set(path, url, url ? undefined : { ttl: MISS_TTL_MS });
        return url;
      });
      pending.set(path, p);
      void p.finally(() => pending.delete(path));
    }
    return p;
  }

  return {
    async dataUrl(photo, requestId) {
      const path = photoPreview(photo);
      if (!path) return null;
      const hit = held.get(path);
      if (hit !== undefined) return hit || null;
      return (await orAfter(fetchOnce(path, requestId), WAIT_MS, () => '')) || null;
    },
  };
}
