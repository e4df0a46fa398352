/**
 * The client entry: reads the dehydrated state, loads this locale's messages (lazy JSON
 * chunks, docs/behaviour.md §7) and the shell's stable part the page names (preloaded,
 * docs/decisions/027-versioned-shell.md), resolves the current page's lazy module, then hydrates the document.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { matchPage } from '../shared/match-page.ts';
import { needsNamespace } from '../shared/namespaces.ts';
import { joinShell } from '../shared/shell-parts.ts';
import type { DehydratedState, ShellRef } from '../shared/state.ts';
import { ConfigContext } from './app-context.tsx';
import { fetchData, fetchShellStable, pageDataUrl, shellDataUrl } from './data/fetch.ts';
import { Document, readCriticalCss, readStateJson } from './Document.tsx';
import { chunkBackend, localeFileKey } from './i18n/backend.ts';
import { createI18n, groupMessages } from './i18n/index.ts';
import { lazyPartsReady, startLazyParts } from './lazyHydrate.tsx';
import { PAGE_SOURCES } from './pages/sources.ts';
import { pageRouteOf, ROOT_IDS, type RouteHandle } from './route-facts.ts';
import { createRoutes } from './routes.tsx';
import { holdTraversals } from './runtime/holdTraversals.ts';
import { installEarlyRuntime, installRouterRuntime } from './runtime/install.ts';
import './styles.css';

// Error reporting, the navigation guard and chunk-load recovery watch the boot itself.
installEarlyRuntime();

const localeFiles = import.meta.glob('../locales/*/*.json');

/** Marks <html data-hydrated="true"> once React has hydrated (tests and the runtime wait on it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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

  // Only the namespaces this page and the shell need; the rest load when a part asks (shared/namespaces.ts).
  const dir = `../locales/${locale}/`;
  const namespaces = Object.keys(localeFiles).filter((k) => k.startsWith(dir)).map((k) => k.slice(dir.length, -'.json'.length));
  const needed = (sources: string[]) => namespaces.filter((ns) => needsNamespace(sources, ns));
  const mine = needed(match.kind === 'page' ? [PAGE_SOURCES[match.route.id]] : []).map((ns) => localeFileKey(locale, ns));
  const [loaded, stableData] = await Promise.all([Promise.all(mine.map(async (key) => [key, await localeFiles[key]!()] as const)), stable]);
  const rootId = ROOT_IDS[locale];
  const ref = state.router.loaderData[rootId] as ShellRef | undefined;
  if (stableData && ref) state.router.loaderData[rootId] = joinShell(ref, stableData);
  const i18n = createI18n(locale, groupMessages(Object.fromEntries(loaded))[locale] ?? {}, chunkBackend(localeFiles));

  const routes = createRoutes({
    shell: (l) => ({ request }) => fetchData(shellDataUrl(l), request.signal),
    page: () => ({ request }) => {
      const u = new URL(request.url);
      return fetchData(pageDataUrl(u.pathname, u.search), request.signal);
    },
  });

  // The page's lazy module must be in place before hydration, or the first render would differ.
  const page = pageRouteOf(routes, match);
  if (typeof page?.lazy === 'function') {
    const mod = await (page.lazy as () => Promise<object>)();
    Object.assign(page, { ...mod, lazy: undefined });
  }
  // Other routes' modules, reached by client navigation, render only once their later-hydrated
  // parts have loaded too, so no fallback shows (docs/decisions/028-lazy-hydration.md).
  for (const route of routes.flatMap((r) => r.children ?? [])) {
    const load = route.lazy;
    if (typeof load !== 'function') continue;
    const { route: def } = route.handle as RouteHandle;
    route.lazy = async () => {
      const [mod] = await Promise.all([load(), i18n.loadNamespaces(needed([PAGE_SOURCES[def.id]]))]);
      await lazyPartsReady();
      return mod;
    };
  }

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
              <HydrationMarker />
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
    startLazyParts();
    releaseTraversals(lazyPartsReady());
  }, 0);
}

void main();
