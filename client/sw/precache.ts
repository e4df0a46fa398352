/**
 * The precache in two stages (docs/decisions/047-first-page-before-the-precache.md). Workbox's
 * own install fetches the whole list (83 files, ~1 MB) before the worker may answer anything,
 * so a first visit that ends within that time opened nothing offline. Here a first install
 * takes only the offline pages; the page being visited then hands over what it loaded and
 * those entries are saved first; the rest follows in the background, one at a time so it never
 * crowds a slow line, and resumes on a later load if the visitor left. An update still
 * installs its whole list before it may take over (020: a page in use never loses a chunk).
 */
import { PrecacheController } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isCorePrecache } from './rules.ts';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export interface TwoStagePrecache {
  /** Routing and lookups (PrecacheRoute, matchPrecache) and the activate clean-up. */
  controller: PrecacheController;
  /** Whether an absolute URL is on the list. */
  lists(url: string): boolean;
  /** The install: the whole list for an update, only the offline pages for a first install. */
  install(update: boolean): Promise<void>;
  /** These entries now, side by side (the visited page's: the browser's HTTP cache has them); one failing stops no other. */
  saveNow(urls: string[]): Promise<void>;
  /** Every entry not yet saved, one at a time; one run at once; a failure ends it until the next ask. */
  complete(): Promise<void>;
}

export function twoStagePrecache(entries: PrecacheEntry[], plugins: WorkboxPlugin[], base: string): TwoStagePrecache {
  const controller = new PrecacheController({ plugins });
  controller.addToCacheList(entries);
  const keys = controller.getURLsToCacheKeys();
  // Workbox's rule: an entry with a revision is fetched past the HTTP cache, a hashed name is not.
  const reload = new Set(entries.filter((e) => e.revision).map((e) => new URL(e.url, base).href));

  async function save(url: string): Promise<void> {
    const key = keys.get(url);
    const cache = await caches.open(controller.strategy.cacheName);
    if (!key || (await cache.match(key))) return;
    const res = await fetch(new Request(url, { cache: reload.has(url) ? 'reload' : 'default', credentials: 'same-origin' }));
    if (!res.ok || res.redirected) throw new Error(`precache: ${url} answered ${res.status}`);
    await cache.put(key, res);
  }
  async function inTurn(urls: string[]): Promise<void> {
    for (const url of urls) await save(url);
  }
  let running: Promise<void> | null = null;
  return {
    controller,
    lists: (url) => keys.has(url),
    install: async (update) => {
      if (update) return inTurn([...keys.keys()]);
      // A few small files: side by side, and any failing fails the install, as Workbox's does.
      await Promise.all([...keys.keys()].filter((url) => isCorePrecache(new URL(url).pathname)).map(save));
    },
    saveNow: async (urls) => {
      await Promise.allSettled(urls.filter((url) => keys.has(url)).map(save));
    },
    complete: () =>
      (running ??= inTurn([...keys.keys()])
        .catch(() => undefined)
        .finally(() => (running = null))),
  };
}
