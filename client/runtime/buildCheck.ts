/**
 * New-build detection (docs/behaviour.md §4, §9; docs/product.md §5): /_build.json is fetched 1 s after
 * start (not at all on a very slow connection) and then every 5 minutes and when the tab
 * comes back; once its buildId differs from the one this page was built with, the next
 * navigation is a full page load, so the visitor gets the new code without losing anything.
 * The offline service worker follows: it fetches the new worker when the build changes and lets
 * it take over right before that full load (docs/decisions/020-offline-service-worker.md).
 */
import { isSlowConnection } from './connection.ts';
import { pendingHref, type AppRouter } from './router.ts';
import { activateWaitingWorker, updateServiceWorker } from './serviceWorker.ts';

const BUILD_URL = '/_build.json';
const FIRST_CHECK_MS = 1000;
const CHECK_INTERVAL_MS = 5 * 60_000;

export interface BuildCheck {
  /** Whether a newer build has been seen. */
  readonly stale: boolean;
  check(): Promise<void>;
}

export function installBuildCheck(router: AppRouter, buildId: string): BuildCheck {
  let stale = false;
  let inFlight = false;
  let lastCheck = 0;

  const markStale = () => {
    stale = true;
    document.documentElement.dataset.newBuild = 'true';
    updateServiceWorker();
  };

  const check = async () => {
    if (stale || inFlight || isSlowConnection() || buildId === 'dev') return;
    inFlight = true;
    lastCheck = Date.now();
    try {
      const res = await fetch(BUILD_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!res.ok) return;
      const body = (await res.json()) as { buildId?: unknown };
      if (typeof body.buildId === 'string' && body.buildId && body.buildId !== buildId) markStale();
    } catch {
      /* offline: try again later */
    } finally {
      inFlight = false;
    }
  };

  setTimeout(() => void check(), FIRST_CHECK_MS);
  setInterval(() => void check(), CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > CHECK_INTERVAL_MS) void check();
  });

  // The next client navigation after a new build becomes a full load of the same URL.
  let leaving = false;
  router.subscribe(() => {
    if (!stale || leaving) return;
    const target = pendingHref(router);
    if (!target) return;
    leaving = true;
    activateWaitingWorker();
    window.location.assign(target);
  });

  return {
    get stale() {
      return stale;
    },
    check,
  };
}
