/**
 * The route table links the page sources (client) and the page loaders (server) by type:
 * the `@ts-expect-error` lines below are checked by `npm run typecheck` (which `npm test`
 * runs first): if any of them stopped being an error, tsc would fail with "Unused
 * '@ts-expect-error' directive".
 */
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES } from '../../client/pages/sources.ts';
import { PAGE_LOADERS, type PageLoaders } from '../../server/data/loaders/index.ts';
import { ROUTES, type RouteId } from '../../shared/routes.ts';

const { home: _home, ...withoutHome } = PAGE_SOURCES;
// @ts-expect-error a route without a page source does not compile
export const missingSource: Record<RouteId, string> = withoutHome;
// @ts-expect-error a page source without a route does not compile
export const strayRoute: Record<RouteId, string> = { ...PAGE_SOURCES, nowhere: 'client/pages/Nowhere.tsx' };

const { hotel: _hotel, ...withoutHotel } = PAGE_LOADERS;
// @ts-expect-error a route without a loader does not compile
export const missingLoader: PageLoaders = withoutHotel;
// @ts-expect-error a loader returning another page's data (a list for the home page) does not compile
export const wrongData: PageLoaders = { ...PAGE_LOADERS, home: PAGE_LOADERS.hotel };

describe('route table', () => {
  it('has exactly one page source and one loader per route', () => {
    const ids = Object.keys(ROUTES).sort();
    expect(Object.keys(PAGE_SOURCES).sort()).toEqual(ids);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(ids);
    expect(ids).toHaveLength(33);
  });
});
