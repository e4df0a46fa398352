/**
 * First-load JavaScript per route, from the Vite manifest of dist/client: what the root
 * needs before it hydrates — the entry's static graph, which holds the first screen's
 * messages (client/i18n/first-screen.ts). The page's module with its static imports, and the
 * message chunks of the shell and the page (shared/namespaces.ts), load right after and
 * hydrate the page when they arrive (docs/decisions/051-page-hydrates-after-the-shell.md):
 * printed beside it ("+page"), not counted; nor are the chunks of later-hydrated parts and
 * those loaded on interaction (docs/decisions/028-lazy-hydration.md).
 * Gzip level 9 per file, summed. The budget is the library floor measured in the same run
 * (scripts/bench/library-floor.ts) plus FIRST_LOAD_ALLOWANCE_KIB, for every route.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { addChunkGraph, CLIENT_ENTRY, messageKeys, readManifest } from '../../server/render/manifest.ts';
import { ROUTE_LIST, type RouteId } from '../../shared/routes.ts';
import { PAGE_SOURCES } from '../../client/pages/sources.ts';
import { libraryFloorKib } from './library-floor.ts';

/** KiB gzip of ours a first load may add to the library floor (issue 41). */
export const FIRST_LOAD_ALLOWANCE_KIB = 15;

/**
 * Page modules a route renders by design: /article shows an article or a browse view, /theme
 * a theme or the theme browser, whose views live in those routes' page modules.
 */
const RENDERS: Partial<Record<RouteId, string[]>> = {
  article: ['client/pages/browse/ArticleBrowsePage.tsx', 'client/pages/articles/ArticleDetailPage.tsx'],
  theme: ['client/pages/browse/ThemeBrowsePage.tsx'],
};

export interface FirstLoad {
  id: RouteId;
  path: string;
  files: number;
  kib: number;
  /** What the page adds right after, to hydrate itself: its module graph and messages beyond the first load. */
  pageKib: number;
  chunks: string[];
  pageChunks: string[];
  foreign: string[];
}

export function firstLoadByRoute(root: string, locale = 'zh-CN'): FirstLoad[] {
  const dir = join(root, 'dist/client');
  const manifest = readManifest(dir);
  const gz = new Map<string, number>();
  const size = (file: string) => gz.get(file) ?? gz.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length).get(file)!;
  const kib = (files: Iterable<string>) => [...files].reduce((n, f) => n + size(f), 0) / 1024;
  const pageFiles = new Map(Object.values(PAGE_SOURCES).map((src) => [manifest[src]?.file, src]));
  const first = new Map<string, string>();
  addChunkGraph(manifest, CLIENT_ENTRY, first);
  return ROUTE_LIST.map((def) => {
    const source = PAGE_SOURCES[def.id];
    const withPage = new Map(first);
    for (const key of [source, ...messageKeys(manifest, locale, [source])]) addChunkGraph(manifest, key, withPage);
    const pageOnly = [...withPage.keys()].filter((f) => !first.has(f));
    // A page module in the first load, or another route's in the page's own load, ships code the route does not render.
    const foreign = [...withPage.keys()].filter((f) => pageFiles.has(f) && (first.has(f) || (pageFiles.get(f) !== source && !RENDERS[def.id]?.includes(pageFiles.get(f)!))));
    return {
      id: def.id,
      path: def.path,
      files: first.size,
      kib: kib(first.keys()),
      pageKib: kib(pageOnly),
      chunks: [...first.values()],
      pageChunks: pageOnly.map((f) => withPage.get(f)!),
      foreign,
    };
  });
}

/** Prints the table; resolves false when a route exceeds the budget or ships another route's page. */
export async function printFirstLoad(root: string, detail = false): Promise<boolean> {
  const floor = await libraryFloorKib(root);
  const budget = floor + FIRST_LOAD_ALLOWANCE_KIB;
  const rows = firstLoadByRoute(root);
  console.log(`First-load JS per route (zh-CN, gzip -9 per file, KiB): library floor ${floor.toFixed(1)}, budget floor + ${FIRST_LOAD_ALLOWANCE_KIB} = ${budget.toFixed(1)}`);
  console.log(`  ${'route'.padEnd(52)} ${'files'.padStart(5)} ${'KiB'.padStart(7)} ${'floor'.padStart(7)} ${'ours'.padStart(6)} ${'budget'.padStart(7)} ${'+page'.padStart(6)}`);
  let ok = true;
  for (const r of rows) {
    const over = r.kib > budget;
    ok &&= !over && r.foreign.length === 0;
    const note = [over && 'OVER BUDGET', r.foreign.length > 0 && `ships ${r.foreign.join(', ')}`].filter(Boolean).join('; ');
    const cells = [String(r.files).padStart(5), r.kib.toFixed(1).padStart(7), floor.toFixed(1).padStart(7), (r.kib - floor).toFixed(1).padStart(6), budget.toFixed(1).padStart(7), r.pageKib.toFixed(1).padStart(6)];
    console.log(`  ${`${r.id} ${r.path}`.padEnd(52)} ${cells.join(' ')}  ${note}`);
    if (detail) console.log(`    ${r.chunks.join('\n    ')}\n    + ${r.pageChunks.join('\n    + ')}`);
  }
  return ok;
}
