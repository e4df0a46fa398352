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

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return settle(null);
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  const start = () => {
    registration = navigator.serviceWorker.register(SW_URL).catch(() => null);
    void registration.then(settle);
    // This page loaded before any worker: once one is active, ask it to save this page too,
    // with the shell version it names (its preload link; docs/decisions/027-versioned-shell.md).
    if (!controlledAtLoad) {
      const shell = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]')?.href;
      const urlsToCache: unknown[] = [[location.href, { headers: { accept: 'text/html' } }]];
      if (shell) urlsToCache.push(shell);
      void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: MSG.cacheUrls, payload: { urlsToCache } }));
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
