/** Reading junk-tolerant values from a page's query string (docs/product.md §6: never a 500). */
import { MAX_QUERY_CHARS } from '../../shared/api/envelope.ts';
import { NotFoundError } from '../upstream/errors.ts';

/**
 * A query value, trimmed and cut to what every consumer accepts (the CMS refuses longer
 * strings): the one place a visitor's query value is bounded.
 */
export function param(url: URL, name: string): string | null {
  const v = url.searchParams.get(name);
  if (v === null) return null;
  const t = cutUtf16(v.trim(), MAX_QUERY_CHARS).trim();
  return t || null;
}

/** At most `max` UTF-16 units, never splitting a surrogate pair (a lone half cannot be URL-encoded). */
function cutUtf16(s: string, max: number): string {
  if (s.length <= max) return s;
  const code = s.charCodeAt(max - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A positive whole number within bounds, else the fallback. */
export function intParam(url: URL, name: string, fallback: number | null, max = 1_000_000): number | null {
  const v = param(url, name);
  if (v === null || !/^\d{1,9}$/.test(v)) return fallback;
  const n = Number(v);
  return n >= 1 && n <= max ? n : fallback;
}

/** The `?id=` of a detail page: missing or malformed is a 404 (docs/product.md §3). */
export function requireId(url: URL): number {
  const v = url.searchParams.get('id');
  if (v === null || !/^[1-9]\d{0,8}$/.test(v)) throw new NotFoundError(`bad id ${JSON.stringify(v)}`);
  return Number(v);
}

/** A short token (category codes and the like): letters, digits, dash. */
export function tokenParam(url: URL, name: string): string | null {
  const v = param(url, name);
  return v && /^[A-Za-z0-9_-]{1,40}$/.test(v) ? v : null;
}
