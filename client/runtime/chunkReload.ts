/**
 * A code chunk that fails to load (a deploy replaced the hashed files, a flaky network) means
 * a full page load (docs/behaviour.md §8), at most once per 10 s window kept in sessionStorage (docs/behaviour.md
 * §9), so a chunk that is really gone cannot loop the page.
 * Offline with no service worker controlling the page, nothing could answer that load: the
 * browser would swap the page for its own "no internet" screen. The page stays, and a
 * navigation that needed the chunk shows the localized offline message (RootError).
 */
const CHUNK_RELOAD_KEY = 'ql-chunk-reload-at';
const RELOAD_GUARD_MS = 10_000;

/** Messages browsers give for a failed dynamic import / module script. */
const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk|ChunkLoadError/i;

export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : '';
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads (to `target` when a navigation was under way, so the visitor lands where they
 * were going) unless a reload already happened within the guard window. Returns whether
 * the page is reloading.
 */
let reloading = false;

export function reloadAfterChunkError(target?: string): boolean {
  if (reloading) return true;
  if (!fullLoadCanSucceed()) return false;
  const now = Date.now();
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    return false; // no storage, no guard: never risk a loop
  }
  if (now - last >= 0 && now - last < RELOAD_GUARD_MS) {
    console.warn('[ql] A code chunk failed to load again within 10 s: not reloading.');
    return false;
  }
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reloading = true;
  if (target && target !== location.pathname + location.search + location.hash) location.assign(target);
  else location.reload();
  return true;
}

/** The network, or the offline worker (every chunk precached, saved pages, the offline page). */
export function fullLoadCanSucceed(): boolean {
  return navigator.onLine || Boolean(navigator.serviceWorker?.controller);
}

let prefetching = 0;

/** Marks a background prefetch: its failure alone is no reason to reload the page. */
export function trackPrefetch<T>(job: Promise<T>): Promise<T> {
  prefetching++;
  return job.finally(() => {
    prefetching--;
  });
}

/** Vite dispatches vite:preloadError when a dynamic import (or its CSS/JS deps) fails. */
export function installChunkReload(pendingTarget: () => string | null): void {
  window.addEventListener('vite:preloadError', (event) => {
    const target = pendingTarget();
    if (!target && prefetching > 0) return; // most likely a prefetch; the click will retry
    if (reloadAfterChunkError(target ?? undefined)) event.preventDefault();
  });
}
