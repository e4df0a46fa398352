/** Route id → page loader (built once; see shared/routes.ts for the routes). */
import { ROUTES } from '../../../shared/routes.ts';
import { detailLoader, listLoader, loadArticle, loadArticleBrowse } from './articles.ts';
import type { PageLoader } from './context.ts';
import { loadHome } from './home.ts';
import { loadScenic, loadSearch, loadStatic, loadTourist } from './info.ts';
import { loadSubjectBrowse, loadTheme } from './subjects.ts';

export type { LoaderContext, PageLoader } from './context.ts';

function build(): Map<string, PageLoader> {
  const special: Record<string, PageLoader> = {
    home: loadHome,
    scenicArea: loadScenic,
    tourist: loadTourist,
    search: loadSearch,
    article: loadArticle,
    articleList: loadArticleBrowse,
    articleGrid: loadArticleBrowse,
    articleSwiper: loadArticleBrowse,
    theme: loadTheme,
    themeList: loadSubjectBrowse,
    themeGrid: loadSubjectBrowse,
    themeSwiper: loadSubjectBrowse,
  };
  const map = new Map<string, PageLoader>();
  for (const route of ROUTES) {
    const loader =
      special[route.id] ??
      (route.typeCode && route.detail ? detailLoader(route.typeCode) : route.typeCode ? listLoader(route.typeCode) : loadStatic);
    map.set(route.id, loader);
  }
  return map;
}

export const PAGE_LOADERS: ReadonlyMap<string, PageLoader> = build();
