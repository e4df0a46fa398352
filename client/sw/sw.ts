/**
 * The service worker (docs/decisions/020-offline-service-worker.md), built by
 * scripts/build-sw.ts and given its precache list by workbox-build's injectManifest.
 * Pages and /_data network-first with a short timeout, hashed assets cache-first, photos
 * stale-while-revalidate; a localized offline page for anything not saved. It never skips
 * waiting by itself: a new version takes over only when a page asks, right before a full load.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ASSET_LIMIT, CACHES, isDocumentRequest, mayStore, MSG, NETWORK_TIMEOUT_S, offlinePageFor, PHOTO_LIMIT, routeKind, type RouteKind } from './rules.ts';

// The DOM lib (shared with the pages) lacks the worker scope: the little used here, typed by hand.
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Only complete replies the server lets shared caches keep (no-store/private stay out). */
const storable: WorkboxPlugin[] = [
  new CacheableResponsePlugin({ statuses: [0, 200] }),
  { cacheWillUpdate: async ({ response }) => (mayStore(response.headers.get('cache-control')) ? response : null) },
];

const strategies: Record<RouteKind, Strategy> = {
  page: new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: storable }),
  data: new NetworkFirst({ cacheName: CACHES.data, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: storable }),
  asset: new CacheFirst({ cacheName: CACHES.assets, plugins: [...storable, new ExpirationPlugin({ ...ASSET_LIMIT, purgeOnQuotaError: true })] }),
  photo: new StaleWhileRevalidate({ cacheName: CACHES.photos, plugins: [...storable, new ExpirationPlugin({ ...PHOTO_LIMIT, purgeOnQuotaError: true })] }),
};

const router = new Router();
for (const kind of Object.keys(strategies) as RouteKind[]) {
  const match = ({ url, request }: { url: URL; request: Request }) =>
    routeKind(url, self.location.origin, isDocumentRequest(request.mode, request.headers.get('accept'))) === kind;
  router.registerRoute(new Route(match, strategies[kind]));
}
// A page neither online nor saved: the offline page in the language of the URL.
router.setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') {
    const page = await matchPrecache(offlinePageFor(url));
    if (page) return page;
  }
  return Response.error();
});
router.addFetchListener();
// The first page was loaded before the worker existed; it sends its URL to be saved.
router.addCacheListener();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === MSG.skipWaiting) void self.skipWaiting();
});
