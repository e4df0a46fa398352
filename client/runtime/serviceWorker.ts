/**
 * Registers the offline service worker (client/sw/sw.ts; docs/decisions/020-offline-service-worker.md)
 * after hydration, in production builds on secure contexts only (127.0.0.1 and localhost count).
 * Updates never break a page in use: a new worker waits until the build check's full page load
 * (buildCheck.ts) asks it to take over, right before that load.
 */
import { MSG } from '../sw/rules.ts';

const SW_URL = '/sw.js';

let registration: Promise<ServiceWorkerRegistration | null> = Promise.resolve(null);
let settle: (reg: ServiceWorkerRegistration | null) => void = () => {};
/** Settles once this page's registration did (null: no worker here: dev, insecure, unsupported or blocked). */
const settled = new Promise<ServiceWorkerRegistration | null>((resolve) => (settle = resolve));

/** Same-origin URLs this page has loaded so far (the worker keeps those its rules allow). */
function loadedResources(): string[] {
  const shell = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]')?.href;
  const loaded = performance.getEntriesByType('resource').map((e) => e.name);
  return [...new Set([...(shell ? [shell] : []), ...loaded])].filter((url) => url.startsWith(`${location.origin}/`));
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return settle(null);
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  const start = () => {
    registration = navigator.serviceWorker.register(SW_URL).catch(() => null);
    void registration.then(settle);
    // This page loaded before any worker: once one is active, it saves this page and what it
    // loaded (the shell version its preload link names: docs/decisions/027-versioned-shell.md)
    // before the rest of its precache (docs/decisions/047-first-page-before-the-precache.md).
    if (!controlledAtLoad) {
      void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: MSG.saveFirstPage, page: location.href, resources: loadedResources() }));
    } else {
      // A first visit may have ended before the precache did: the worker finishes it now.
      navigator.serviceWorker.controller?.postMessage({ type: MSG.precache });
    }
  };
  // After the page's own resources: the worker's precache must not compete with them.
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** The worker this page registered, once known (the offline pack saves only where one works). */
export function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  return settled;
}

/** A new build was seen: fetch the new worker now so it installs in the background. */
export function updateServiceWorker(): void {
  void registration.then((reg) => reg?.update()).catch(() => undefined);
}

/** Right before a full page load: let a waiting worker (the new build's) take over that load. */
export function activateWaitingWorker(): void {
  void registration.then((reg) => reg?.waiting?.postMessage({ type: MSG.skipWaiting }));
}
