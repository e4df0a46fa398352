/**
 * The router's route objects, built from shared/routes.ts for both locales. Each page is a
 * lazy module (its own chunk); loaders differ by side: the server calls the upstream
 * through its cache, the client fetches the JSON URL.
 */
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { Locale } from '../shared/api/envelope.ts';
import type { PageMatch } from '../shared/match-page.ts';
import { ROUTE_LIST, type RouteDef } from '../shared/routes.ts';
import { PAGE_MODULES } from './pages/registry.ts';
import { Root } from './layouts/Root.tsx';
import { RootError } from './layouts/RootError.tsx';

export interface RouteHandle {
  route: RouteDef;
  locale: Locale;
}

export interface RouteLoaders {
  shell(locale: Locale): LoaderFunction;
  page(def: RouteDef, locale: Locale): LoaderFunction;
}

export const ROOT_IDS: Record<Locale, string> = { 'zh-CN': 'root-zh', en: 'root-en' };

function routeId(locale: Locale, def: RouteDef): string {
  return `${locale}:${def.id}`;
}

function pages(locale: Locale, loaders: RouteLoaders): RouteObject[] {
  return ROUTE_LIST.map((def) => {
    const base = {
      // Our matcher (shared/match-page.ts) redirects wrongly-cased URLs; the router must not match them.
      caseSensitive: true,
      id: routeId(locale, def),
      loader: loaders.page(def, locale),
      lazy: PAGE_MODULES[def.id],
      handle: { route: def, locale } satisfies RouteHandle,
    };
    return def.path === '/' ? { ...base, index: true as const } : { ...base, path: def.path.slice(1) };
  });
}

export function createRoutes(loaders: RouteLoaders): RouteObject[] {
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

interface IdentifiedRoute {
  id?: string;
  children?: IdentifiedRoute[];
}

const byId = new WeakMap<object, Map<string, IdentifiedRoute>>();

/**
 * The route object of the page a match names, or undefined (not a page, or not canonical).
 * The match is our one matcher's (shared/match-page.ts), which the table was built from; the
 * route is looked up by id in an index built once per route array. react-router's `matchRoutes`
 * flattens, ranks and compiles the whole table (68 routes) on every call: about 6 ms at
 * boot and more per prefetched link, on a desktop CPU. `routes` is the array given to the
 * router or the router's own copy (`router.routes`, whose lazy fields the router updates).
 */
export function pageRouteOf<R extends IdentifiedRoute>(routes: R[], match: PageMatch): R | undefined {
  if (match.kind !== 'page') return undefined;
  let index = byId.get(routes);
  if (!index) {
    index = new Map();
    const walk = (list: IdentifiedRoute[]) => {
      for (const r of list) {
        if (r.id) index!.set(r.id, r);
        if (r.children) walk(r.children);
      }
    };
    walk(routes);
    byId.set(routes, index);
  }
  return index.get(routeId(match.locale, match.route)) as R | undefined;
}
