/**
 * Route id → source file of its page module, for the server's modulepreload links (looked
 * up in the Vite manifest). registry.ts derives the client chunks from the same map.
 * Keyed by RouteId: a route without a page (or a page without a route) fails `tsc`.
 */
import type { RouteId } from '../../shared/routes.ts';

const list = 'client/pages/ArticleList.tsx';
const detail = 'client/pages/ArticleDetail.tsx';
const browse = 'client/pages/ArticleBrowse.tsx';
const themes = 'client/pages/ThemeBrowse.tsx';

export const PAGE_SOURCES: Record<RouteId, string> = {
  home: 'client/pages/Home.tsx',
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
  scenicArea: 'client/pages/ScenicArea.tsx',
  tourist: 'client/pages/Tourist.tsx',
  search: 'client/pages/Search.tsx',
  article: 'client/pages/Article.tsx',
  articleList: browse,
  articleGrid: browse,
  articleSwiper: browse,
  theme: 'client/pages/Theme.tsx',
  themeList: themes,
  themeGrid: themes,
  themeSwiper: themes,
  templateColor: 'client/pages/template/Color.tsx',
  templateI18: 'client/pages/template/I18.tsx',
  templateSwiper: 'client/pages/template/Swiper.tsx',
  templatePreviewImages: 'client/pages/template/PreviewImages.tsx',
};
