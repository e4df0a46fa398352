/**
 * The router's route objects, built from shared/routes.ts for both locales. Each page is a
 * lazy module (its own chunk) rendered in its own Suspense boundary (pages/slot.tsx); loaders
 * differ by side: the server calls the upstream through its cache, the client fetches the
 * JSON URL and loads the page's messages with its module. What other modules need to know about
 * these objects lives in route-facts.ts, which imports no React tree.
 */
import type { RouteObject } from 'react-router-dom';
import type { Locale } from '../shared/api/envelope.ts';
import { ROUTE_LIST } from '../shared/routes.ts';
import { inSlot } from './pages/slot.tsx';
import { Root } from './layouts/Root.tsx';
import { RootError } from './layouts/RootError.tsx';
import { ROOT_IDS, routeId, type RouteHandle, type RouteLoaders } from './route-facts.ts';

function pages<Context>(locale: Locale, loaders: RouteLoaders<Context>): RouteObject[] {
  return ROUTE_LIST.map((def) => {
    const base = {
      // Our matcher (shared/match-page.ts) redirects wrongly-cased URLs; the router must not match them.
      caseSensitive: true,
      id: routeId(locale, def),
      loader: loaders.page(def, locale),
      // Each page in its own Suspense boundary (pages/slot.tsx): the first one hydrates after the shell.
      lazy: () => loaders.pageModule(def).then((Component) => ({ Component: inSlot(Component) })),
      handle: { route: def, locale } satisfies RouteHandle,
    };
    return def.path === '/' ? { ...base, index: true as const } : { ...base, path: def.path.slice(1) };
  });
}

export function createRoutes<Context>(loaders: RouteLoaders<Context>): RouteObject[] {
  const root = (locale: Locale, path: string): RouteObject => ({
    id: ROOT_IDS[locale],
    path,
    caseSensitive: true,
    loader: loaders.shell(locale),
    // Shell data only changes with the locale, and each locale has its own root.
    shouldRevalidate: () => false,
    element: <Root />,
    errorElement: <RootError />,
    children: pages(locale, loaders),
  });
  return [root('en', '/en'), root('zh-CN', '/')];
}
