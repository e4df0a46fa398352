/**
 * Which upstream Content-Types are media the site passes on: the media route (server/routes/media.ts)
 * and the lead photo preview (server/render/photo-preview.ts) both check an upstream reply with it.
 */

/** Media types the site serves, by their lower-case essence (parameters are dropped). */
const MEDIA_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/svg+xml',
  'audio/mpeg',
  'audio/ogg',
  'audio/mp4',
  'audio/aac',
  // Live camera streams (HLS) under /media/live/ in production.
  'application/vnd.apple.mpegurl',
  'application/x-mpegurl',
  'video/mp2t',
  'video/mp4',
]);

/** The allow-listed essence of an upstream Content-Type, or null. */
export function mediaType(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const essence = header.split(';')[0]!.trim().toLowerCase();
  return MEDIA_TYPES.has(essence) ? essence : null;
}
