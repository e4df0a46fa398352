/**
 * Route id → page loader. Typed by the route table: a route without a loader, a loader
 * without a route, or a loader returning another page's data fails `tsc`.
 */
import type { PageDataById } from '../../../shared/page-data.ts';
import { ROUTES, type RouteId, type RouteSpec } from '../../../shared/routes.ts';
import { detailLoader, listLoader, loadArticle, loadArticleBrowse } from './articles.ts';
import type { LoaderContext } from './context.ts';
import { loadConditions } from './conditions.ts';
import { loadHome } from './home.ts';
import { loadScenic, loadSearch, loadStatic, loadTourist } from './info.ts';
import { loadSubjectBrowse, loadTheme } from './subjects.ts';
import { loadTicketReservation, loadTickets } from './tickets.ts';
import { loadGettingHere, loadWhenToVisit } from './plan.ts';
import { loadTrail, loadTrails } from './trails.ts';


export type PageLoaders = { [K in RouteId]: (ctx: LoaderContext) => Promise<PageDataById[K]> };

/** The article type a list/detail route shows, from the route table. */
function typeOf(id: RouteId) {
  const typeCode: RouteSpec['typeCode'] = ROUTES[id].typeCode;
  if (!typeCode) throw new Error(`route ${id} shows no article type`);
  return typeCode;
}
const list = (id: RouteId) => listLoader(typeOf(id));
const detail = (id: RouteId) => detailLoader(typeOf(id));

export const PAGE_LOADERS: PageLoaders = {
  home: loadHome,
  ability: list('ability'),
  landscapes: list('landscapes'),
  animal: list('animal'),
  island: list('island'),
  scenicArea: loadScenic,
  hotel: list('hotel'),
  hotelDetail: detail('hotelDetail'),
  restaurants: list('restaurants'),
  restaurantsDetail: detail('restaurantsDetail'),
  shop: list('shop'),
  shopDetail: detail('shopDetail'),
  poi: list('poi'),
  poiDetail: detail('poiDetail'),
  live: list('live'),
  explain: list('explain'),
  store: list('store'),
  trends: list('trends'),
  tourist: loadTourist,
  conditions: loadConditions,
  tickets: loadTickets,
  ticketReservation: loadTicketReservation,
  gettingHere: loadGettingHere,
  whenToVisit: loadWhenToVisit,
  search: loadSearch,
  trails: loadTrails,
  trailDetail: loadTrail,
  article: loadArticle,
  articleList: loadArticleBrowse,
  articleGrid: loadArticleBrowse,
  articleSwiper: loadArticleBrowse,
  theme: loadTheme,
  themeList: loadSubjectBrowse,
  themeGrid: loadSubjectBrowse,
  themeSwiper: loadSubjectBrowse,
  templateColor: loadStatic,
  templateI18: loadStatic,
  templateSwiper: loadStatic,
  templatePreviewImages: loadStatic,
};
