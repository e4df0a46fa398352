/**
 * Critical CSS (docs/decisions/029-critical-css.md): the rules each route's pages need for their
 * first paint, extracted at build time (scripts/build-critical-css.ts) and inlined in the
 * page's <head>, so the first paint needs no second round trip; the full stylesheet follows
 * at the end of <body>, where it blocks nothing above it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteId } from '../../shared/routes.ts';

/** Beside the Vite manifest: dotfiles are never served as static files. */
export const CRITICAL_CSS_FILE = '.vite/critical-css.json';
/** The key of the rules for error pages (404, 500), whatever route they answer. */
export const ERROR_CRITICAL_KEY = 'error';

/** Rules by route (the route table's ids), plus the error layout's. */
type CriticalCss = Partial<Record<RouteId | typeof ERROR_CRITICAL_KEY, string>>;

/**
 * Read once at start-up. A build without the file (the build script itself renders pages
 * before writing it) inlines nothing, and pages keep their stylesheet in <head>.
 */
export function loadCriticalCss(clientDir: string): CriticalCss {
  const path = join(clientDir, CRITICAL_CSS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as CriticalCss) : {};
}

/** The rules for a page: by its route when it rendered normally, else the error layout's. */
export function criticalCssFor(css: CriticalCss, status: number, route: RouteId | null): string | null {
  const key = status === 200 ? route : ERROR_CRITICAL_KEY;
  return (key !== null ? css[key] : undefined) ?? null;
}
