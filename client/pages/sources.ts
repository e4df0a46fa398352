/**
 * Route id → source file of its page module, for the server's modulepreload links (looked
 * up in the Vite manifest). registry.ts derives the client chunks from the same map.
 * Keyed by RouteId: a route without a page (or a page without a route) fails `tsc`.
 */
import type { RouteId } from '../../shared/routes.ts';

const list = 'client/pages/articles/ArticleListPage.tsx';
const detail = 'client/pages/articles/ArticleDetailPage.tsx';
const browse = 'client/pages/browse/ArticleBrowsePage.tsx';
const themes = 'client/pages/browse/ThemeBrowsePage.tsx';

export const PAGE_SOURCES: Record<RouteId, string> = {
  home: 'client/pages/home/HomePage.tsx',
  ability: list,
  landscapes: list,
  animal: list,
  island: list,
  hotel: list,
  restaurants: list,
  shop: list,
  poi: list,
  live: list,
  explain: list,
  store: list,
  trends: list,
  hotelDetail: detail,
  restaurantsDetail: detail,
  shopDetail: detail,
  poiDetail: detail,
  scenicArea: 'client/pages/scenic/ScenicAreaPage.tsx',
  tourist: 'client/pages/tourist/TouristPage.tsx',
  conditions: 'client/pages/conditions/ConditionsPage.tsx',
  tickets: 'client/pages/tickets/TicketsPage.tsx',
  ticketReservation: 'client/pages/tickets/ReservationPage.tsx',
  gettingHere: 'client/pages/plan/GettingHerePage.tsx',
  whenToVisit: 'client/pages/plan/WhenToVisitPage.tsx',
  search: 'client/pages/search/SearchPage.tsx',
  trails: 'client/pages/trails/TrailsPage.tsx',
  trailDetail: 'client/pages/trails/TrailPage.tsx',
  article: 'client/pages/articles/ArticlePage.tsx',
  articleList: browse,
  articleGrid: browse,
  articleSwiper: browse,
  theme: 'client/pages/theme/ThemePage.tsx',
  themeList: themes,
  themeGrid: themes,
  themeSwiper: themes,
  templateColor: 'client/pages/template/ColorPage.tsx',
  templateI18: 'client/pages/template/I18Page.tsx',
  templateSwiper: 'client/pages/template/SwiperPage.tsx',
  templatePreviewImages: 'client/pages/template/PreviewImagesPage.tsx',
};
