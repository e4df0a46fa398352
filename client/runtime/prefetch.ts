/**
 * Route prefetch (docs/behaviour.md §9; docs/product.md §5): the lazy page module of an internal link is
 * fetched when the link scrolls into view, and on hover/focus (a stronger hint) its
 * /_data JSON too, so the click finds both in cache. At most 5 fetches run at once; nothing
 * is prefetched on data-saver or 2g connections.
 */
import { matchPage } from '../../shared/match-page.ts';
import { DATA_PREFIX } from '../../shared/state.ts';
import { pageRouteOf } from '../route-facts.ts';
import { trackPrefetch } from './chunkReload.ts';
import { isSlowConnection } from './connection.ts';
import type { AppRouter } from './router.ts';

export const MAX_CONCURRENT_PREFETCH = 5;

type Job = () => Promise<unknown>;

/** A tiny queue: at most `limit` jobs in flight, each key once. */
export function createPrefetchQueue(limit = MAX_CONCURRENT_PREFETCH) {
  const done = new Set<string>();
  const waiting: Job[] = [];
  let active = 0;
  let peak = 0;
  const pump = () => {
    while (active < limit && waiting.length) {
      const job = waiting.shift()!;
      active++;
      peak = Math.max(peak, active);
      job()
        .catch(() => {})
        .finally(() => {
          active--;
          pump();
        });
    }
  };
  return {
    add(key: string, job: Job) {
      if (done.has(key)) return;
      done.add(key);
      waiting.push(job);
      pump();
    },
    get active() {
      return active;
    },
    get peak() {
      return peak;
    },
  };
}

function internalUrl(a: HTMLAnchorElement): URL | null {
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download') || a.dataset.prefetch === 'false') return null;
  let url: URL;
  try {
    url = new URL(a.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

export function installPrefetch(router: AppRouter): void {
  if (isSlowConnection() || typeof IntersectionObserver === 'undefined') return;
  const queue = createPrefetchQueue();

  const prefetchModule = (url: URL) => {
    const route = pageRouteOf(router.routes, matchPage(url.pathname));
    const lazy = route?.lazy;
    // Already-resolved routes have no lazy left; the import() itself is cached by the browser.
    if (typeof lazy === 'function') queue.add(`m:${route!.id}`, () => trackPrefetch((lazy as () => Promise<unknown>)()));
    return route !== undefined;
  };

  const prefetchData = (url: URL) => {
    const dataUrl = `${DATA_PREFIX}/page${url.pathname}${url.search}`;
    queue.add(`d:${dataUrl}`, () => fetch(dataUrl, { headers: { accept: 'application/json' }, credentials: 'same-origin', priority: 'low' } as RequestInit));
  };

  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        io.unobserve(e.target);
        const url = internalUrl(e.target as HTMLAnchorElement);
        if (url) prefetchModule(url);
      }
    },
    { rootMargin: '200px' },
  );

  const seen = new WeakSet<Element>();
  const scan = () => {
    document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
      if (seen.has(a)) return;
      seen.add(a);
      io.observe(a);
    });
  };
  let timer = 0;
  const rescan = () => {
    clearTimeout(timer);
    timer = window.setTimeout(scan, 50);
  };
  const start = () => {
    scan();
    new MutationObserver(rescan).observe(document.body, { childList: true, subtree: true });
  };
  // Not during the first load's own work.
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1500);

  const onIntent = (event: Event) => {
    const a = (event.target as Element | null)?.closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement)) return;
    const url = internalUrl(a);
    if (url && prefetchModule(url)) prefetchData(url);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
