/**
 * The client entry: reads the dehydrated state, loads this locale's messages (lazy JSON
 * chunks, docs/behaviour.md §7), resolves the current page's lazy module, then hydrates the document.
 */
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { matchPage } from '../shared/match-page.ts';
import type { DehydratedState } from '../shared/state.ts';
import { ConfigContext } from './app-context.tsx';
import { fetchData, pageDataUrl, shellDataUrl } from './data/fetch.ts';
import { Document, readCriticalCss, readStateJson } from './Document.tsx';
import { createI18n, groupMessages } from './i18n/index.ts';
import { createRoutes } from './routes.tsx';
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
  const { locale } = matchPage(location.pathname);

  const mine = Object.keys(localeFiles).filter((k) => k.startsWith(`../locales/${locale}/`));
  const loaded = await Promise.all(mine.map(async (key) => [key, await localeFiles[key]!()] as const));
  const i18n = createI18n(locale, groupMessages(Object.fromEntries(loaded))[locale] ?? {});

  const routes = createRoutes({
    shell: (l) => ({ request }) => fetchData(shellDataUrl(l), request.signal),
    page: () => ({ request }) => {
      const u = new URL(request.url);
      return fetchData(pageDataUrl(u.pathname, u.search), request.signal);
    },
  });

  // Lazy route modules must be in place before hydration, or the first render would differ.
  const lazy = matchRoutes(routes, location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async (m) => {
      const mod = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...mod, lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes, { hydrationData: state.router as never });
  installRouterRuntime(router, state.config.buildId);
  hydrateRoot(
    document,
    <StrictMode>
      <Document locale={locale} assets={state.assets} stateJson={stateJson} criticalCss={criticalCss}>
        <I18nextProvider i18n={i18n}>
          <ConfigContext.Provider value={state.config}>
            <RouterProvider router={router} />
            <HydrationMarker />
          </ConfigContext.Provider>
        </I18nextProvider>
      </Document>
    </StrictMode>,
  );
}

void main();
