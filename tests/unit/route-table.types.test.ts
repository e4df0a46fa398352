/**
 * The route table links the page sources (client), the page loaders (server), the list and
 * detail paths of the article types and the home's area tiles by type:
 * the `@ts-expect-error` lines below are checked by `npm run typecheck` (which `npm test`
 * runs first): if any of them stopped being an error, tsc would fail with "Unused
 * '@ts-expect-error' directive".
 */
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES } from '../../client/pages/sources.ts';
import { PAGE_LOADERS, type PageLoaders } from '../../server/data/loaders/index.ts';
import { articleHref, LIST_PATH, ROUTES, type NoneLeft, type RouteId, type UnlistedTypes } from '../../shared/routes.ts';
import type { AreaTile } from '../../client/components/areas/areaTiles.ts';

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
    expect(ids).toHaveLength(39);
  });

  it('gives each article type the list page and detail page the table names (docs/product.md §3)', () => {
    expect(LIST_PATH).toEqual({
      hotel: '/hotel',
      restaurant: '/restaurants',
      shop: '/shop',
      poi: '/poi',
      animal: '/animal',
      island: '/island',
      landscape: '/landscapes',
      live: '/live',
      explain: '/explain',
      store: '/store',
      service: '/ability',
      news: '/trends',
      conditions: '/conditions',
    });
    expect((['hotel', 'restaurant', 'shop', 'poi', 'animal', 'news'] as const).map((code) => articleHref(code, 7))).toEqual([
      '/hotel/detail?id=7',
      '/restaurants/detail?id=7',
      '/shop/detail?id=7',
      '/poi/detail?id=7',
      '/article?id=7',
      '/article?id=7',
    ]);
  });
});

const { trends: _trends, ...withoutNews } = ROUTES;
// @ts-expect-error a table where an article type (news) has no list route does not compile
export type NewsUnlisted = NoneLeft<UnlistedTypes<typeof withoutNews>>;
const { hotel: _hotelList, ...hotelOnlyDetail } = ROUTES;
// @ts-expect-error a detail route does not count as its type's list
export type HotelUnlisted = NoneLeft<UnlistedTypes<typeof hotelOnlyDetail>>;
// @ts-expect-error a tile naming a route the table does not have (a renamed one) does not compile
export const deadTile: AreaTile = { id: 'hotels', to: '/hotels', icon: 'bed' };
