/**
 * The service worker (docs/decisions/020-offline-service-worker.md), built by
 * scripts/build-sw.ts and given its precache list by workbox-build's injectManifest.
 * Pages and /_data network-first with a short timeout, hashed assets and versioned shell parts cache-first, photos
 * stale-while-revalidate; a localized offline page for anything not saved. It never skips
 * waiting by itself: a new version takes over only when a page asks, right before a full load.
 * A first install takes the offline pages, then the visited page, then the rest of the
 * precache (docs/decisions/047-first-page-before-the-precache.md).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { PACK_HEADER } from '../../shared/offline-pack.ts';
import { audioHandler, packFallback } from './pack.ts';
import { ASSET_LIMIT, CACHES, isDocumentRequest, mayStore, MSG, NETWORK_TIMEOUT_S, offlinePageFor, PHOTO_LIMIT, routeKind, SHELL_LIMIT, type RouteKind } from './rules.ts';
import { lastLocalePlugin, rootHandler } from './root.ts';
import { readFirstPage, saveFirstPage } from './first-page.ts';
import { twoStagePrecache } from './precache.ts';

// The DOM lib (shared with the pages) lacks the worker scope: the little used here, typed by hand.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type ExtendableMessageEvent = ExtendableEvent & { data: unknown };
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  registration: { active: unknown };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
};

// A chunk missing from the precache (evicted) may still be in a saved offline pack.
const precache = twoStagePrecache(self.__WB_MANIFEST, [packFallback], self.location.href);
// An update installs its whole list before it may take over; a first install only the offline
// pages, so the page being visited is saved at once (client/sw/precache.ts, decision 047).
self.addEventListener('install', (event) => event.waitUntil(precache.install(Boolean(self.registration.active))));
self.addEventListener('activate', (event) => void precache.controller.activate(event));
cleanupOutdatedCaches();

/** Only complete replies the server lets shared caches keep (no-store/private stay out). */
const storable: WorkboxPlugin[] = [
  new CacheableResponsePlugin({ statuses: [0, 200] }),
  { cacheWillUpdate: async ({ response }) => (mayStore(response.headers.get('cache-control')) ? response : null) },
];

// Pages, data, assets and photos fall back to the offline pack (client/sw/pack.ts) after their own cache
// (a pack saved under an older build keeps that build's scripts and stylesheets).
const strategies: Record<Exclude<RouteKind, 'audio'>, Strategy> = {
  page: new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [...storable, lastLocalePlugin, packFallback] }),
  data: new NetworkFirst({ cacheName: CACHES.data, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [...storable, packFallback] }),
  shell: new CacheFirst({ cacheName: CACHES.shell, plugins: [...storable, new ExpirationPlugin({ ...SHELL_LIMIT, purgeOnQuotaError: true }), packFallback] }),
  asset: new CacheFirst({ cacheName: CACHES.assets, plugins: [...storable, new ExpirationPlugin({ ...ASSET_LIMIT, purgeOnQuotaError: true }), packFallback] }),
  photo: new StaleWhileRevalidate({ cacheName: CACHES.photos, plugins: [...storable, new ExpirationPlugin({ ...PHOTO_LIMIT, purgeOnQuotaError: true }), packFallback] }),
};
const handlers = { ...strategies, audio: audioHandler };

const kindOf = (url: URL, request: Request): RouteKind | null =>
  // The page saving its offline pack asks the network itself: no second copy in these caches.
  request.headers.has(PACK_HEADER) ? null : routeKind(url, self.location.origin, isDocumentRequest(request.mode, request.headers.get('accept')));

const router = new Router();
router.registerRoute(new PrecacheRoute(precache.controller));
// The root `/` first: it negotiates the language, so it has its own offline rule (client/sw/root.ts).
router.registerRoute(new Route(({ url, request }) => kindOf(url, request) === 'page' && url.pathname === '/', rootHandler));
for (const kind of Object.keys(handlers) as RouteKind[]) {
  router.registerRoute(new Route(({ url, request }) => kindOf(url, request) === kind, handlers[kind]));
}
// A page neither online nor saved: the offline page in the language of the URL.
router.setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') {
    const page = await precache.controller.matchPrecache(offlinePageFor(url));
    if (page) return page;
  }
  return Response.error();
});
router.addFetchListener();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === MSG.skipWaiting) void self.skipWaiting();
  // The first page was loaded before the worker existed: it and what it loaded first, then the rest.
  if (type === MSG.saveFirstPage) {
    const first = readFirstPage(event.data, self.location.origin);
    if (first) event.waitUntil(saveFirstPage(first, { router, precache, event, origin: self.location.origin }).then(precache.complete));
  }
  if (type === MSG.precache) event.waitUntil(precache.complete());
});
