/**
 * First-load JavaScript per route, from the Vite manifest of dist/client: the entry's static
 * graph, the route's page module with its static imports, and the message chunks the page
 * hydrates with (shared/namespaces.ts) — what the server modulepreloads and the entry
 * imports before hydrating. Chunks a lazily hydrated part loads after hydration, and those
 * loaded on interaction, are not counted (docs/decisions/028-lazy-hydration.md).
 * Gzip level 9 per file, summed. The budgets below are the one place the limits live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { addChunkGraph, CLIENT_ENTRY, messageKeys, readManifest } from '../../server/render/manifest.ts';
import { ROUTE_LIST, type RouteId } from '../../shared/routes.ts';
import { PAGE_SOURCES } from '../../client/pages/sources.ts';

/**
 * KiB gzip per route (zh-CN): the measured figure plus 1.5–2 KiB, on a half-KiB step. The
 * floor alone (react-dom, react, react-router's data router, i18next, react-i18next) is
 * ~112.6 KiB (docs/decisions/028-lazy-hydration.md).
 */
const list = 158.5;
const detail = 154.5;
const browse = 158.5;
const BUDGET_KIB: Record<RouteId, number> = {
  home: 152.5,
  ability: list, landscapes: list, animal: list, island: list, hotel: list, restaurants: list, shop: list,
  poi: list, live: list, explain: list, store: list, trends: list,
  hotelDetail: detail, restaurantsDetail: detail, shopDetail: detail, poiDetail: detail,
  scenicArea: 152, tourist: 159, conditions: 155.5, tickets: 160, ticketReservation: 158, search: 158.5, article: 166.5,
  gettingHere: 153, whenToVisit: 153.5,
  trails: 157, trailDetail: 157.5,
  articleList: browse, articleGrid: browse, articleSwiper: browse, theme: 161.5, themeList: browse, themeGrid: browse, themeSwiper: browse,
  templateColor: 155.5, templateI18: 156.5, templateSwiper: 157, templatePreviewImages: 157,
};

/**
 * Page modules a route renders by design: /article shows an article or a browse view, /theme
 * a theme or the theme browser, whose views live in those routes' page modules.
 */
const RENDERS: Partial<Record<RouteId, string[]>> = {
  article: ['client/pages/browse/ArticleBrowsePage.tsx', 'client/pages/articles/ArticleDetailPage.tsx'],
  theme: ['client/pages/browse/ThemeBrowsePage.tsx'],
};

export interface FirstLoad { id: RouteId; path: string; files: number; kib: number; budget: number; chunks: string[]; foreign: string[] }

export function firstLoadByRoute(root: string, locale = 'zh-CN'): FirstLoad[] {
  const dir = join(root, 'dist/client');
  const manifest = readManifest(dir);
  const gz = new Map<string, number>();
  const size = (file: string) => gz.get(file) ?? gz.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length).get(file)!;
  const pageFiles = new Map(Object.values(PAGE_SOURCES).map((src) => [manifest[src]?.file, src]));
  return ROUTE_LIST.map((def) => {
    const source = PAGE_SOURCES[def.id];
    const files = new Map<string, string>();
    for (const key of [CLIENT_ENTRY, source, ...messageKeys(manifest, locale, [source])]) addChunkGraph(manifest, key, files);
    // Another page module's chunk in this route's first load means it ships that route's code.
    const foreign = [...files.keys()].filter((f) => pageFiles.has(f) && pageFiles.get(f) !== source && !RENDERS[def.id]?.includes(pageFiles.get(f)!));
    const bytes = [...files.keys()].reduce((n, f) => n + size(f), 0);
    const budget = BUDGET_KIB[def.id];
    if (budget === undefined) throw new Error(`No first-load budget for route ${def.id} (scripts/bench/first-load.ts)`);
    return { id: def.id, path: def.path, files: files.size, kib: bytes / 1024, budget, chunks: [...files.values()], foreign };
  });
}

/** Prints the table; returns false when a route exceeds its budget or ships another route's page. */
export function printFirstLoad(root: string, detail = false): boolean {
  const rows = firstLoadByRoute(root);
  console.log('First-load JS per route (zh-CN, gzip -9 per file, KiB):');
  console.log(`  ${'route'.padEnd(60)} ${'files'.padStart(5)} ${'KiB'.padStart(8)} ${'budget'.padStart(8)}`);
  let ok = true;
  for (const r of rows) {
    const over = r.kib > r.budget;
    const bad = over || r.foreign.length > 0;
    ok &&= !bad;
    const note = [over && 'OVER BUDGET', r.foreign.length > 0 && `ships ${r.foreign.join(', ')}`].filter(Boolean).join('; ');
    console.log(`  ${`${r.id} ${r.path}`.padEnd(60)} ${String(r.files).padStart(5)} ${r.kib.toFixed(1).padStart(8)} ${String(r.budget).padStart(8)}  ${note}`);
    if (detail) console.log(`    ${r.chunks.join('\n    ')}`);
  }
  return ok;
}
