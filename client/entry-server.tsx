/**
 * The SSR bundle's entry: route objects, the static handler and i18next instances are built
 * once when the server imports this module; per request only the request's own context.
 */
import { StrictMode } from 'react';
import { preloadModule, type PreloadModuleOptions } from 'react-dom';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import type { RouteId } from '../shared/routes.ts';
import type { ServerLoaderContext, SsrModule, SsrRenderOptions } from '../shared/ssr-contract.ts';
import { ConfigContext, FormEchoContext } from './app-context.tsx';
import { Document } from './Document.tsx';
import { memoiseTranslations } from './i18n/fixed-t.ts';
import { createI18n, groupMessages } from './i18n/index.ts';
import { PAGE_MODULES } from './pages/registry.ts';
import { PAGE_SOURCES } from './pages/sources.ts';
import { lazyPartsReady } from './lazyHydrate.tsx';
import type { RouteHandle, RouteLoaders } from './route-facts.ts';
import { createRoutes } from './routes.tsx';

const messages = groupMessages(import.meta.glob('../locales/*/*.json', { eager: true }));
const i18nByLocale = { 'zh-CN': createI18n('zh-CN', messages['zh-CN'] ?? {}), en: createI18n('en', messages.en ?? {}) };
// Messages resolved once per key, not per render (docs/decisions/032-cheaper-render-and-memory.md).
for (const instance of Object.values(i18nByLocale)) memoiseTranslations(instance);

/**
 * The static handler for these loaders, and its query, which takes exactly the context the
 * loaders read: one type parameter binds the two (React Router types both `any`/`unknown`).
 */
function staticHandler<Context>(loaders: RouteLoaders<Context>) {
  const handler = createStaticHandler(createRoutes(loaders));
  return { dataRoutes: handler.dataRoutes, query: (request: Request, context: Context) => handler.query(request, { requestContext: context }) };
}

/** On the server the loaders call back into the server's data access, handed over as `query`'s context. */
const handler = staticHandler<ServerLoaderContext>({
  shell: (locale) => ({ context }) => context.loadShell(locale),
  page: (def, locale) => ({ request, context }) => context.loadPage(def, locale, new URL(request.url)),
  pageModule: (def) => PAGE_MODULES[def.id]().then((m) => m.Component),
});

export const query: SsrModule['query'] = async (request, ctx) => {
  const result = await handler.query(request, ctx);
  // The page module just loaded may declare parts that hydrate later: render them eagerly (docs/decisions/028-lazy-hydration.md).
  await lazyPartsReady();
  return result;
};

/** The routes of the route table this context renders, outermost first (matches without a page are skipped). */
function matchedRoutes(context: StaticHandlerContext): RouteId[] {
  return context.matches.flatMap((m) => {
    const handle = m.route.handle as RouteHandle | undefined;
    return handle ? [handle.route.id] : [];
  });
}

/** Source files of the lazily loaded page modules this context renders (for modulepreload). */
export function pageSources(context: StaticHandlerContext): string[] {
  return matchedRoutes(context).map((id) => PAGE_SOURCES[id]);
}

/** The route of the route table this context renders: the deepest match with a page. */
export function pageRoute(context: StaticHandlerContext): RouteId | null {
  return matchedRoutes(context).at(-1) ?? null;
}

/** React 19.3 forwards `fetchPriority` (react/react#36835); @types/react-dom does not list it yet. */
const LOW_PRIORITY: PreloadModuleOptions & { fetchPriority: 'low' } = { as: 'script', fetchPriority: 'low' };

/**
 * The page's modules, and the entry's imports. These are now only Rolldown's runtime helpers
 * (0.4 KiB; the entry holds its whole static graph, vite.config.ts), without which the entry
 * cannot run: at the entry's own low priority they waited behind every page chunk on a
 * six-connection HTTP/1.1 line and arrived 1.8 s after the entry on Slow 3G
 * (docs/decisions/051-page-hydrates-after-the-shell.md). The page's modules go at low priority:
 * the root hydrates without them, and they had taken the line before the entry.
 */
function Preloads({ bootstrap, page }: { bootstrap: string[]; page: string[] }) {
  for (const href of bootstrap) preloadModule(href);
  for (const href of page) preloadModule(href, LOW_PRIORITY);
  return null;
}

const NO_ECHO: Readonly<Record<string, string>> = {};

export function render(context: StaticHandlerContext, opts: SsrRenderOptions): PipeableStream {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToPipeableStream(
    <StrictMode>
      <Document locale={opts.locale} assets={opts.state.assets} shellHref={opts.state.shell} stateJson={opts.stateJson} criticalCss={opts.criticalCss}>
        <Preloads bootstrap={opts.bootstrapPreloads} page={opts.preloadModules} />
        <I18nextProvider i18n={i18nByLocale[opts.locale]}>
          <ConfigContext.Provider value={opts.state.config}>
            <FormEchoContext.Provider value={opts.echo ?? NO_ECHO}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </FormEchoContext.Provider>
          </ConfigContext.Provider>
        </I18nextProvider>
      </Document>
    </StrictMode>,
    {
      bootstrapModules: opts.bootstrapModules,
      // Every boundary is complete when the shell flushes (client/lazyHydrate.tsx): keep them
      // inline; React would otherwise outline large ones behind inline scripts the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: opts.onShellReady,
      onAllReady: opts.onAllReady,
      onShellError: opts.onShellError,
      onError: opts.onError,
    },
  );
}

// The bundle's exports are the contract the server loads it by: a missing or mistyped one fails tsc here.
void ({ query, pageSources, pageRoute, render } satisfies SsrModule);
