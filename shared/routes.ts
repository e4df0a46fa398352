/**
 * Every route of the site (docs/behaviour.md §2; docs/product.md §4), without locale prefix. The server
 * matches against it for data and status; the client builds its router from it.
 */
import type { ArticleTypeCode } from './api/content.ts';

type LayoutName = 'main' | 'default';

/** One route's facts; the id is its key in ROUTES. */
export interface RouteSpec {
  path: string;
  layout: LayoutName;
  /** Template pages are kept out of search engines (docs/product.md §4). */
  noindex?: boolean;
  /** The article type a list/detail route shows, when it shows one. */
  typeCode?: ArticleTypeCode;
  /** Detail routes take ?id= (docs/product.md §3). */
  detail?: boolean;
  /**
   * A page with a form that posts (docs/tickets.md §Forms): answered for one visitor (it sets a
   * CSRF cookie) and stored by no cache (Cache-Control: no-store), so no copy outlives its request.
   */
  form?: boolean;
}

type Extra = Partial<Omit<RouteSpec, 'path'>>;

/** One row; its literal facts (path, type code, detail) stay in the table's type, for the types below. */
function r<const P extends string, const E extends Extra = {}>(path: P, extra?: E): RouteSpec & { path: P } & E {
  return Object.assign({ path, layout: 'default' as LayoutName }, extra);
}

/**
 * The route table, keyed by route id. Page sources (client) and page loaders (server) are
 * `Record<RouteId, …>`, so a route without a page or a loader, or a stray one, fails `tsc`.
 */
export const ROUTES = {
  home: r('/', { layout: 'main' }),
  ability: r('/ability', { layout: 'main', typeCode: 'service' }),
  landscapes: r('/landscapes', { layout: 'main', typeCode: 'landscape' }),
  animal: r('/animal', { typeCode: 'animal' }),
  island: r('/island', { typeCode: 'island' }),
  scenicArea: r('/scenicArea'),
  hotel: r('/hotel', { typeCode: 'hotel' }),
  hotelDetail: r('/hotel/detail', { typeCode: 'hotel', detail: true }),
  restaurants: r('/restaurants', { typeCode: 'restaurant' }),
  restaurantsDetail: r('/restaurants/detail', { typeCode: 'restaurant', detail: true }),
  shop: r('/shop', { typeCode: 'shop' }),
  shopDetail: r('/shop/detail', { typeCode: 'shop', detail: true }),
  poi: r('/poi', { typeCode: 'poi' }),
  poiDetail: r('/poi/detail', { typeCode: 'poi', detail: true }),
  live: r('/live', { typeCode: 'live' }),
  explain: r('/explain', { typeCode: 'explain' }),
  store: r('/store', { typeCode: 'store' }),
  trends: r('/trends', { typeCode: 'news' }),
  tourist: r('/tourist'),
  conditions: r('/conditions', { typeCode: 'conditions' }),
  tickets: r('/tickets', { form: true }),
  ticketReservation: r('/tickets/reservation', { form: true, noindex: true }),
  // Planning a visit (docs/plan.md).
  gettingHere: r('/getting-here'),
  whenToVisit: r('/when-to-visit'),
  search: r('/search'),
  // Trails (docs/trails.md): one page per trail record, by ?id= like the article details.
  trails: r('/trails'),
  trailDetail: r('/trails/detail', { detail: true }),
  article: r('/article'),
  articleList: r('/article/list'),
  articleGrid: r('/article/grid'),
  articleSwiper: r('/article/swiper'),
  theme: r('/theme'),
  themeList: r('/theme/list'),
  themeGrid: r('/theme/grid'),
  themeSwiper: r('/theme/swiper'),
  templateColor: r('/template/color', { noindex: true }),
  templateI18: r('/template/i18', { noindex: true }),
  templateSwiper: r('/template/swiper', { noindex: true }),
  templatePreviewImages: r('/template/preview-images', { noindex: true }),
} as const satisfies Record<string, RouteSpec>;

export type RouteId = keyof typeof ROUTES;

export interface RouteDef extends RouteSpec {
  id: RouteId;
}

/** Every route with its id, in table order (the client router's order). */
export const ROUTE_LIST: readonly RouteDef[] = (Object.keys(ROUTES) as RouteId[]).map((id) => ({ id, ...ROUTES[id] }));

/** The article types a table lists: the type codes of its routes that have one and no `detail`. */
type ListedTypes<T> = { [K in keyof T]: T[K] extends { typeCode: infer C } ? (T[K] extends { detail: true } ? never : C) : never }[keyof T];
/** The article types without a list page in a table (tests/unit/route-table.types.test.ts). */
export type UnlistedTypes<T> = Exclude<ArticleTypeCode, ListedTypes<T>>;
/** Accepts only `never`: a type left over fails tsc, naming the type. */
export type NoneLeft<T extends never> = T;
/** Every article type has a list page in ROUTES. */
type EveryTypeHasAList = NoneLeft<UnlistedTypes<typeof ROUTES>>;

/** The list page of each article type, read from the table (complete by the check above). */
export const LIST_PATH = Object.fromEntries(ROUTE_LIST.flatMap((d) => (d.typeCode && !d.detail ? [[d.typeCode, d.path]] : []))) as Record<ArticleTypeCode, string>;

/** Where detail pages of an article type live, read from the table (types without one use /article). */
const DETAIL_PATH: Partial<Record<ArticleTypeCode, string>> = Object.fromEntries(
  ROUTE_LIST.flatMap((d) => (d.typeCode && d.detail ? [[d.typeCode, d.path]] : [])),
);

const BY_PATH = new Map(ROUTE_LIST.map((d) => [d.path, d]));

/**
 * Where a visitor whose item is gone finds the others (docs/product.md §6): a detail page's
 * type list, named by that list; the list view of /article and /theme, named by the view.
 * Null for every other route.
 */
export function itemList(route: RouteDef): { to: RouteDef; name: RouteId } | null {
  if (route.detail && route.typeCode) {
    const to = BY_PATH.get(LIST_PATH[route.typeCode]);
    return to ? { to, name: to.id } : null;
  }
  const to = BY_PATH.get(`${route.path}/list`);
  return to ? { to, name: route.id } : null;
}

/** Where one article of a type is shown: its detail page, else the article page. */
export function articleHref(typeCode: ArticleTypeCode, id: number): string {
  return `${DETAIL_PATH[typeCode] ?? '/article'}?id=${id}`;
}
