/**
 * The one matcher for every page-shaped request: SSR, `/_data/page/*` and the metrics label
 * (docs/decisions/006-one-route-table.md). It decides the locale, the route and the
 * canonical path once; the client router is built from the same table with
 * `caseSensitive: true`, so it never matches what this does not. It is also the one place a
 * pathname is split into its locale and the path without prefix (every kind carries both).
 */
import { DEFAULT_LOCALE, type Locale } from './api/envelope.ts';
import { localizePath } from './locale.ts';
import { ROUTE_LIST, type RouteDef } from './routes.ts';

export type PageMatch =
  /** A canonical URL (a trailing slash is the same route). `path` is without locale prefix. */
  | { kind: 'page'; locale: Locale; route: RouteDef; path: string }
  /**
   * A wrongly-cased route or locale prefix: `location` is the canonical pathname (the caller
   * keeps the query). `route` is null when only the prefix was wrong and no route matches.
   */
  | { kind: 'redirect'; locale: Locale; route: RouteDef | null; location: string; path: string }
  | { kind: 'not-found'; locale: Locale; path: string };

const BY_LOWER_PATH = new Map(ROUTE_LIST.map((d) => [d.path.toLowerCase(), d]));
const EN_PREFIX = localizePath('/', 'en');
const PREFIX_RE = new RegExp(`^${EN_PREFIX}(?=/|$)`, 'i');

export function matchPage(pathname: string): PageMatch {
  const prefix = PREFIX_RE.exec(pathname)?.[0] ?? '';
  const locale: Locale = prefix ? 'en' : DEFAULT_LOCALE;
  const path = pathname.slice(prefix.length) || '/';
  const prefixCanonical = prefix === '' || prefix === EN_PREFIX;
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const route = BY_LOWER_PATH.get(bare.toLowerCase()) ?? null;
  if (!route) {
    if (prefixCanonical) return { kind: 'not-found', locale, path };
    return { kind: 'redirect', locale, route: null, location: localizePath(path, locale), path };
  }
  if (!prefixCanonical || bare !== route.path) return { kind: 'redirect', locale, route, location: localizePath(route.path, locale), path };
  return { kind: 'page', locale, route, path };
}

/** The metrics label of a page-shaped request: the route it is (or redirects to). */
export function pageLabel(match: PageMatch): string {
  return `page:${match.kind === 'not-found' || !match.route ? 'unmatched' : match.route.id}`;
}
