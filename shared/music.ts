import type { MusicTrack } from './api/shell.ts';
import { safeUrl } from './safe-url.ts';

/**
 * getIndexMusic carries its playlist double-encoded (docs/behaviour.md §3): `msg` is a JSON string
 * holding `musicList`, itself a JSON string of tracks. Parsed defensively: anything
 * malformed yields an empty list, never a throw.
 */
export function parseMusicMsg(msg: unknown): MusicTrack[] {
  const outer = parseMaybe(msg);
  if (!outer || typeof outer !== 'object') return [];
  const list = parseMaybe((outer as { musicList?: unknown }).musicList);
  if (!Array.isArray(list)) return [];
  const tracks: MusicTrack[] = [];
  for (const t of list.slice(0, 100)) {
    if (!t || typeof t !== 'object') continue;
    const { name, artist, url, cover, duration } = t as Record<string, unknown>;
    const src = mediaUrl(url);
    if (src === null) continue;
    tracks.push({
      name: typeof name === 'string' ? name : '',
      artist: typeof artist === 'string' ? artist : '',
      url: src,
      cover: mediaUrl(cover),
      duration: typeof duration === 'number' && Number.isFinite(duration) ? duration : null,
    });
  }
  return tracks;
}

function parseMaybe(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.length > 1_000_000) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * A media URL (audio, a picture) as the one URL allow-list (shared/safe-url.ts) reads it, and
 * only a same-origin path or an http(s) URL of those: mailto:, tel: and bare words are no media.
 */
function mediaUrl(raw: unknown): string | null {
  const url = typeof raw === 'string' ? safeUrl(raw) : null;
  return url !== null && isSafeMediaUrl(url) ? url : null;
}

/**
 * Whether a URL the server already passed through the allow-list is a media URL: a same-origin
 * path (never `//host` or `/\host`) or http(s). The client's second line; kept apart from
 * safeUrl so the pages' first-load scripts do not carry the allow-list itself.
 */
export function isSafeMediaUrl(url: string): boolean {
  return /^\/(?![/\\])/.test(url) || /^https?:\/\//i.test(url);
}
