/**
 * What the service worker keeps for offline use (docs/decisions/020-offline-service-worker.md):
 * plain rules with no Workbox import, so unit tests check them without a worker.
 */
import { matchPage } from '../../shared/match-page.ts';

/** Cache names: pages and their data stay apart from assets and photos. */
export const CACHES = {
  pages: 'qinglan-pages',
  data: 'qinglan-data',
  /** Versions of the shell's stable part: immutable, so cache-first (docs/decisions/027-versioned-shell.md). */
  shell: 'qinglan-shell',
  assets: 'qinglan-assets',
  photos: 'qinglan-photos',
  /** The root `/`: its last zh-CN home page and the language last browsed (docs/decisions/023-offline-pack.md). */
  root: 'qinglan-root',
} as const;

/** Keys in CACHES.root; neither is ever requested from the network under that name. */
export const ROOT_KEYS = { home: '/', lastLocale: '/_sw/last-locale' } as const;

/** One bar of signal: wait this long for the network, then answer from the cache. */
export const NETWORK_TIMEOUT_S = 3;
/** Photos kept stale-while-revalidate, bounded by count and age. */
export const PHOTO_LIMIT = { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
/** Hashed assets not precached (e.g. from an older build), bounded by count. */
export const ASSET_LIMIT = { maxEntries: 200 } as const;
/** Shell versions kept: the pages cached offline name recent ones, a few per language. */
export const SHELL_LIMIT = { maxEntries: 8 } as const;

export type RouteKind = 'page' | 'data' | 'shell' | 'asset' | 'photo' | 'audio';

/**
 * Which rule a same-origin GET falls under, or null (network only: /_build.json, the client
 * log, other origins). Audio is answered from a saved offline pack, with byte ranges, else
 * from the network (docs/decisions/023-offline-pack.md). The cache key is the full URL, locale prefix included, so
 * one language's page or data is never served for the other.
 */
export function routeKind(url: URL, origin: string, isDocument: boolean): RouteKind | null {
  if (url.origin !== origin) return null;
  const p = url.pathname;
  if (isDocument) return p.startsWith('/_') || p.startsWith('/media/') ? null : 'page';
  if (p.startsWith('/_data/page/') || /^\/_data\/shell\/[^/]+$/.test(p)) return 'data';
  if (/^\/_data\/shell\/[^/]+\/[^/]+$/.test(p)) return 'shell';
  if (p.startsWith('/assets/')) return 'asset';
  if (p.startsWith('/media/photos/')) return 'photo';
  if (p.startsWith('/media/audio/')) return 'audio';
  return null;
}

/** A navigation, or a page URL the worker is asked to cache (sent with Accept: text/html). */
export function isDocumentRequest(mode: string, accept: string | null): boolean {
  return mode === 'navigate' || /^text\/html\b/.test(accept ?? '');
}

/** The server's word wins: a reply marked no-store or private is never put in a cache. */
export function mayStore(cacheControl: string | null): boolean {
  if (!cacheControl) return true;
  return !/(^|[\s,])(no-store|private)($|[\s,=])/i.test(cacheControl);
}

/** The precached offline page in the language of the URL that could not be opened. */
export function offlinePageFor(url: URL): string {
  return matchPage(url.pathname).locale === 'en' ? '/en/offline.html' : '/offline.html';
}

/**
 * What an offline load of the root `/` opens (docs/decisions/023-offline-pack.md): the English
 * home when the visitor last browsed in English, else the last zh-CN home page the server sent
 * for `/`, else the offline page.
 */
export function rootOffline(lastLocale: string | null, hasHomeCopy: boolean): 'en-home' | 'home-copy' | 'offline-page' {
  if (lastLocale === 'en') return 'en-home';
  return hasHomeCopy ? 'home-copy' : 'offline-page';
}

/**
 * What a first install precaches before the worker answers (docs/decisions/047-first-page-before-the-precache.md):
 * the offline pages, their script, stylesheet and logo, and the logo every page shows (~9 KB).
 */
export function isCorePrecache(pathname: string): boolean {
  return /^\/(en\/)?offline\.html$|^\/offline\.(js|css)$|^\/logo\.(svg|png)$/.test(pathname);
}

/** At most this many of the first page's resources are saved with it (a home loads about 60). */
export const FIRST_PAGE_LIMIT = 150;

/**
 * Which of the resources the first page loaded are saved with it outside the precache list:
 * its shell version, hashed assets and photos (the page's own data is in its HTML). Not other
 * pages' prefetched data, audio or anything the network alone answers.
 */
export function firstPageKind(url: URL, origin: string): 'shell' | 'asset' | 'photo' | null {
  const kind = routeKind(url, origin, false);
  return kind === 'shell' || kind === 'asset' || kind === 'photo' ? kind : null;
}

/** Messages the pages send to the worker. */
export const MSG = {
  /** Activate a waiting worker now (sent only right before a full page load). */
  skipWaiting: 'SKIP_WAITING',
  /** The first page, loaded before the worker: save it and what it loaded, then the rest of the precache. */
  saveFirstPage: 'SAVE_FIRST_PAGE',
  /** A page loaded under the worker: finish the precache if a first visit left it unfinished. */
  precache: 'PRECACHE',
} as const;
