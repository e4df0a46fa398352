/**
 * What the rest of the client knows about the router's route objects, without the React tree
 * that builds them (client/routes.tsx): the handle each page route carries, the root routes'
 * ids, the loaders' (and page modules') signature and the lookup of a page's route object. Components, hooks and
 * the runtime import this module; only the two entries import routes.tsx.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { Locale } from '../shared/api/envelope.ts';
import type { PageMatch } from '../shared/match-page.ts';
import type { RouteDef } from '../shared/routes.ts';

/** The `handle` of every page route object. */
export interface RouteHandle {
  route: RouteDef;
  locale: Locale;
}

/**
 * The loaders of one side. `Context` is what the router hands them as `context`: the server's
 * loader context (shared/ssr-contract.ts) in the SSR bundle, nothing in the browser.
 */
export interface RouteLoaders<Context> {
  shell(locale: Locale): LoaderFunction<Context>;
  page(def: RouteDef, locale: Locale): LoaderFunction<Context>;
  /** The page's component: its module's chunk (and, on the client, its messages). */
  pageModule(def: RouteDef): Promise<ComponentType>;
}

export const ROOT_IDS: Record<Locale, string> = { 'zh-CN': 'root-zh', en: 'root-en' };

/** The id of a page's route object in one locale. */
export function routeId(locale: Locale, def: RouteDef): string {
  return `${locale}:${def.id}`;
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
