/**
 * Every route of the site (SPEC.md §2; PRODUCT.md §4), without locale prefix. The server
 * matches against it for data and status; the client builds its router from it.
 */
import type { ArticleTypeCode } from './api/content.ts';

export type LayoutName = 'main' | 'default';

export interface RouteDef {
  /** Stable id; also the page-data loader id. */
  id: string;
  path: string;
  layout: LayoutName;
  /** Template pages are kept out of search engines (PRODUCT.md §4). */
  noindex?: boolean;
  /** The article type a list/detail route shows, when it shows one. */
  typeCode?: ArticleTypeCode;
  /** Detail routes take ?id= (PRODUCT.md §3). */
  detail?: boolean;
}

const r = (id: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ id, path, layout: 'default', ...extra });

export const ROUTES: readonly RouteDef[] = [
  r('home', '/', { layout: 'main' }),
  r('ability', '/ability', { layout: 'main', typeCode: 'service' }),
  r('landscapes', '/landscapes', { layout: 'main', typeCode: 'landscape' }),
  r('animal', '/animal', { typeCode: 'animal' }),
  r('island', '/island', { typeCode: 'island' }),
  r('scenicArea', '/scenicArea'),
  r('hotel', '/hotel', { typeCode: 'hotel' }),
  r('hotelDetail', '/hotel/detail', { typeCode: 'hotel', detail: true }),
  r('restaurants', '/restaurants', { typeCode: 'restaurant' }),
  r('restaurantsDetail', '/restaurants/detail', { typeCode: 'restaurant', detail: true }),
  r('shop', '/shop', { typeCode: 'shop' }),
  r('shopDetail', '/shop/detail', { typeCode: 'shop', detail: true }),
  r('poi', '/poi', { typeCode: 'poi' }),
  r('poiDetail', '/poi/detail', { typeCode: 'poi', detail: true }),
  r('live', '/live', { typeCode: 'live' }),
  r('explain', '/explain', { typeCode: 'explain' }),
  r('store', '/store', { typeCode: 'store' }),
  r('trends', '/trends', { typeCode: 'news' }),
  r('tourist', '/tourist'),
  r('search', '/search'),
  r('article', '/article'),
  r('articleList', '/article/list'),
  r('articleGrid', '/article/grid'),
  r('articleSwiper', '/article/swiper'),
  r('theme', '/theme'),
  r('themeList', '/theme/list'),
  r('themeGrid', '/theme/grid'),
  r('themeSwiper', '/theme/swiper'),
  r('templateColor', '/template/color', { noindex: true }),
  r('templateI18', '/template/i18', { noindex: true }),
  r('templateSwiper', '/template/swiper', { noindex: true }),
  r('templatePreviewImages', '/template/preview-images', { noindex: true }),
];

const BY_PATH = new Map(ROUTES.map((d) => [d.path, d]));
const BY_ID = new Map(ROUTES.map((d) => [d.id, d]));

/** The route for an unprefixed path ("/hotel/" and "/hotel" are the same route). */
export function matchRoute(path: string): RouteDef | null {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return BY_PATH.get(p) ?? null;
}

export function routeById(id: string): RouteDef | null {
  return BY_ID.get(id) ?? null;
}

/** Where detail pages of an article type live. */
export const DETAIL_PATH: Partial<Record<ArticleTypeCode, string>> = {
  hotel: '/hotel/detail',
  restaurant: '/restaurants/detail',
  shop: '/shop/detail',
  poi: '/poi/detail',
};

/** The list page of each article type. */
export const LIST_PATH: Record<ArticleTypeCode, string> = {
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
};

/** Where one article of a type is shown: its detail page, else the article page. */
export function articleHref(typeCode: ArticleTypeCode, id: number): string {
  return `${DETAIL_PATH[typeCode] ?? '/article'}?id=${id}`;
}
