/**
 * Cache-Control of pages and page data (docs/product.md §2): a shared CDN may keep the same
 * answer for every visitor briefly; never an error, never an answer that depends on who asks.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=300';

export interface CacheCase {
  status: number;
  /** The answer depends on the visitor's cookie or Accept-Language (the root `/`). */
  perVisitor: boolean;
}

export function cacheControlFor({ status, perVisitor }: CacheCase): string {
  if (perVisitor) return 'private, no-store';
  if (status >= 400) return 'no-store';
  return PUBLIC_CACHE_CONTROL;
}

/** A versioned URL whose bytes never change (docs/decisions/027-versioned-shell.md): browsers and the service worker keep it. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
