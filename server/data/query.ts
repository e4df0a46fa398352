/** Reading junk-tolerant values from a page's query string (docs/product.md §6: never a 500). */
import { NotFoundError } from '../upstream/errors.ts';

const MAX_PARAM = 200;

export function param(url: URL, name: string): string | null {
  const v = url.searchParams.get(name);
  if (v === null) return null;
  const t = v.trim();
  return t && t.length <= MAX_PARAM ? t : null;
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
