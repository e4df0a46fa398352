/**
 * pageRouteOf (client/route-facts.ts): the client finds a page's route object through our one
 * matcher and an id index instead of react-router's matchRoutes. Checked against
 * matchRoutes itself, on the route objects the client builds and on the router's own copy.
 */
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/api/envelope.ts';
import { localizePath } from '../../shared/locale.ts';
import { matchPage } from '../../shared/match-page.ts';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { pageRouteOf } from '../../client/route-facts.ts';
import { createRoutes } from '../../client/routes.tsx';

const loaders = { shell: () => () => null, page: () => () => null, pageModule: () => Promise.resolve(() => null) };

/** Every page in both locales, canonical and with a trailing slash. */
const PATHS = [
  ...new Set(
    LOCALES.flatMap((locale) =>
      ROUTE_LIST.flatMap((def) => {
        const path = localizePath(def.path, locale);
        return [path, path.endsWith('/') ? path : `${path}/`];
      }),
    ),
  ),
];

describe('pageRouteOf', () => {
  it('finds the route object react-router matches, for every page in both locales', () => {
    const routes = createRoutes(loaders);
    expect(PATHS.length).toBe(ROUTE_LIST.length * LOCALES.length * 2 - 1); // '/' has no second form
    for (const path of PATHS) {
      const expected = matchRoutes(routes, path)?.at(-1)?.route;
      expect(expected, path).toBeDefined();
      expect(pageRouteOf(routes, matchPage(path)), path).toBe(expected);
    }
  });

  it("finds the router's own copy of the route, whose lazy field the router updates", () => {
    const router = createMemoryRouter(createRoutes(loaders) as RouteObject[]);
    for (const path of ['/', '/en', '/hotel', '/en/tourist/']) {
      expect(pageRouteOf(router.routes, matchPage(path)), path).toBe(matchRoutes(router.routes, path)?.at(-1)?.route);
    }
    router.dispose();
  });

  it('finds nothing where react-router matches no page: unknown, wrongly cased or data paths', () => {
    const routes = createRoutes(loaders);
    for (const path of ['/nowhere', '/en/nowhere', '/HOTEL', '/EN/hotel', '/_data/page/hotel', '/hotel/detail/extra']) {
      expect(pageRouteOf(routes, matchPage(path)), path).toBeUndefined();
      expect(matchRoutes(routes, path)?.at(-1)?.route.lazy, path).toBeUndefined();
    }
  });
});
