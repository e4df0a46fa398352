/**
 * The client entry: reads the dehydrated state, fetches the shell's stable part the page names
 * (preloaded, docs/decisions/027-versioned-shell.md), hydrates the root with the first
 * screen's messages (client/i18n/first-screen.ts), and lets the page hydrate after it when its
 * module and messages arrive (docs/decisions/051-page-hydrates-after-the-shell.md).
 */
import { StrictMode, startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { matchPage } from '../shared/match-page.ts';
import { SHELL_NAMESPACES } from '../shared/shell-namespaces.ts';
import { joinShell } from '../shared/shell-parts.ts';
import type { RouteDef } from '../shared/routes.ts';
import type { DehydratedState, ShellRef } from '../shared/state.ts';
import { ConfigContext } from './app-context.tsx';
import { fetchData, fetchShellStable, pageDataUrl, shellDataUrl } from './data/fetch.ts';
import { Document, readCriticalCss, readStateJson } from './Document.tsx';
import { chunkBackend, localeFileKey } from './i18n/backend.ts';
import { FIRST_SCREEN_COMMON } from './i18n/first-screen.ts';
import { createI18n, groupMessages } from './i18n/index.ts';
import { holdPartsFor, hydrateWhenLoaded, lazyPartsReady, startLazyParts } from './lazyHydrate.tsx';
import { inSlot } from './pages/slot.tsx';
import { pageRouteOf, ROOT_IDS, type RouteHandle } from './route-facts.ts';
import { createRoutes } from './routes.tsx';
import { holdTraversals } from './runtime/holdTraversals.ts';
import { installEarlyRuntime, installRouterRuntime, lateRuntime } from './runtime/install.ts';
import './styles.css';

// Error reporting, the navigation guard and chunk-load recovery watch the boot itself.
installEarlyRuntime();

const localeFiles = import.meta.glob('../locales/*/*.json');

/**
 * `<html data-shell-hydrated>` once the root has hydrated (the header, the router, the
 * runtime); `data-hydrated` once the page has too, which tests and the runtime wait on before
 * tapping the page (docs/decisions/051-page-hydrates-after-the-shell.md).
 */
function HydrationMarker({ page }: { page: Promise<unknown> }) {
  useEffect(() => {
    document.documentElement.dataset.shellHydrated = 'true';
    void page.then(() => (document.documentElement.dataset.hydrated = 'true'));
  }, [page]);
  return null;
}

async function main(): Promise<void> {
  const stateJson = readStateJson(document);
  if (!stateJson) throw new Error('No server state: this page was not rendered by the site server');
  const state = JSON.parse(stateJson) as DehydratedState;
  // Passed back as read, like the state, so the hoisted <style> hydrates as it is.
  const criticalCss = readCriticalCss(document);
  const match = matchPage(location.pathname);
  const { locale } = match;
  // Both in flight at once: the shell's stable part (already preloaded) and the messages.
  const stable = state.shell ? fetchShellStable(state.shell, locale) : null;
  // And what loads any page (pages/navigation.ts): the first page needs it right after hydration.
  const navigation = import('./pages/navigation.ts');

  const dir = `../locales/${locale}/`;
  const namespaces = Object.keys(localeFiles).filter((k) => k.startsWith(dir)).map((k) => k.slice(dir.length, -'.json'.length));
  const stableData = await stable;
  const rootId = ROOT_IDS[locale];
  const ref = state.router.loaderData[rootId] as ShellRef | undefined;
  if (stableData && ref) state.router.loaderData[rootId] = joinShell(ref, stableData);
  // The first screen's messages are in the entry (i18n/first-screen.ts). The shell's namespaces
  // whole (preloaded by the server) load now, and every later part and the page hydrate only
  // once they are in; any other namespace loads when a part asks (shared/namespaces.ts).
  const i18n = createI18n(locale, { common: FIRST_SCREEN_COMMON[locale] }, chunkBackend(localeFiles));
  const shellMessages = Promise.all(
    SHELL_NAMESPACES.map(async (ns) => {
      const mod = await localeFiles[localeFileKey(locale, ns)]!();
      i18n.addResourceBundle(locale, ns, groupMessages({ [localeFileKey(locale, ns)]: mod })[locale]![ns], true, true);
    }),
  );
  holdPartsFor(shellMessages);

  // A page's module and its messages, loaded together.
  const pageModule = async (def: RouteDef) => {
    const [component] = await Promise.all([navigation.then((m) => m.loadPage(def, i18n, namespaces)), shellMessages]);
    return component;
  };
  const routes = createRoutes({
    shell: (l) => ({ request }) => fetchData(shellDataUrl(l), request.signal),
    page: () => ({ request }) => {
      const u = new URL(request.url);
      return fetchData(pageDataUrl(u.pathname, u.search), request.signal);
    },
    // Reached by client navigation: rendered only once its later-hydrated parts have loaded
    // too, so no fallback shows (docs/decisions/028-lazy-hydration.md).
    pageModule: async (def) => {
      const component = await pageModule(def);
      await lazyPartsReady();
      return component;
    },
  });

  // The first page hydrates after the shell, when its module and messages arrive: the route
  // renders its slot with a React.lazy of the module, and React keeps the page's server HTML
  // until then (docs/decisions/051-page-hydrates-after-the-shell.md). A page the server
  // answered with an error is not rendered: nothing waits for it.
  const page = state.router.errors ? undefined : pageRouteOf(routes, match);
  // Started in the task after hydrateRoot, with the later parts (see below).
  let startPage = () => {};
  let pageCommitted: Promise<unknown> = Promise.resolve();
  const pageLoad = new Promise<ComponentType>((loaded) => {
    if (!page) return loaded(() => null);
    const { route: def } = page.handle as RouteHandle;
    startPage = () => loaded(pageModule(def));
    pageCommitted = new Promise<void>((committed) => {
      Object.assign(page, { Component: inSlot(hydrateWhenLoaded(() => pageLoad, committed)), lazy: undefined });
    });
  });

  // Before the router's history listens (runtime/holdTraversals.ts).
  const releaseTraversals = holdTraversals(() => router.state.location.pathname + router.state.location.search);
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  installRouterRuntime(router, state.config.buildId);
  // As a transition, hydration yields to the browser every few milliseconds instead of one long
  // task (a default-lane hydration is never time-sliced), so the hero paints and input is answered
  // while the page hydrates (docs/decisions/028-lazy-hydration.md).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document locale={locale} assets={state.assets} shellHref={state.shell} stateJson={stateJson} criticalCss={criticalCss}>
          <I18nextProvider i18n={i18n}>
            <ConfigContext.Provider value={state.config}>
              <RouterProvider router={router} />
              <HydrationMarker page={Promise.all([pageCommitted, lateRuntime().catch(() => undefined)])} />
            </ConfigContext.Provider>
          </I18nextProvider>
        </Document>
      </StrictMode>,
    );
  });
  // The parts left dehydrated load now, after the first screen's code (docs/decisions/028-lazy-hydration.md),
  // from a task of their own: Vite's preload helper adds a <link rel=modulepreload> per dependency,
  // some 45 ms on a mid-range phone, which made the boot one long task.
  setTimeout(() => {
    startPage();
    startLazyParts();
    // The page's own parts register when its module has loaded; a failed load keeps the hold within the page.
    releaseTraversals(pageLoad.then(() => pageCommitted).then(lazyPartsReady));
  }, 0);
}

void main();
