/**
 * Which message namespaces (files in locales/<lng>/) a page needs before it hydrates
 * (docs/decisions/028-lazy-hydration.md). The shell's are always loaded; a page module listed
 * here needs only its own, any other page all of them (every page module is listed; the unit
 * test fails otherwise). The server modulepreloads exactly
 * these; the client hydrates the shell with the first screen's messages alone and loads these
 * right after, before the page and the later parts hydrate
 * (docs/decisions/051-page-hydrates-after-the-shell.md), and any other namespace when a part
 * asks for it (react-i18next suspends that part until it has loaded).
 */
import { SHELL_NAMESPACES } from './shell-namespaces.ts';

/**
 * Page module source (client/pages/sources.ts) → the namespaces beyond the shell's that the
 * module and every part it renders (lazily hydrated ones included, so a client navigation
 * never waits on messages after its code) use. tests/unit/namespaces.test.ts derives each list
 * from the source and fails when one is missing, short or too long.
 */
const PAGE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  'client/pages/home/HomePage.tsx': ['places'],
  // onsite (small): the camera and audio-guide cards and the offline pack of /live and /explain.
  'client/pages/articles/ArticleListPage.tsx': ['onsite', 'places'],
  'client/pages/articles/ArticleDetailPage.tsx': ['places'],
  'client/pages/scenic/ScenicAreaPage.tsx': ['places'],
  'client/pages/tourist/TouristPage.tsx': ['guide', 'onsite', 'places'],
  'client/pages/conditions/ConditionsPage.tsx': ['guide', 'places'],
  'client/pages/tickets/TicketsPage.tsx': ['places', 'tickets'],
  'client/pages/tickets/ReservationPage.tsx': ['places', 'tickets'],
  'client/pages/plan/GettingHerePage.tsx': ['places', 'plan'],
  'client/pages/plan/WhenToVisitPage.tsx': ['places', 'plan'],
  'client/pages/search/SearchPage.tsx': ['guide', 'places'],
  'client/pages/trails/TrailsPage.tsx': ['guide', 'places', 'trails'],
  'client/pages/trails/TrailPage.tsx': ['guide', 'places', 'trails'],
  'client/pages/articles/ArticlePage.tsx': ['guide', 'places'],
  'client/pages/browse/ArticleBrowsePage.tsx': ['guide', 'places'],
  'client/pages/theme/ThemePage.tsx': ['guide', 'places'],
  'client/pages/browse/ThemeBrowsePage.tsx': ['guide', 'places'],
  'client/pages/template/ColorPage.tsx': ['guide', 'places'],
  'client/pages/template/I18Page.tsx': ['guide', 'onsite', 'places'],
  'client/pages/template/SwiperPage.tsx': ['guide', 'places'],
  'client/pages/template/PreviewImagesPage.tsx': ['guide', 'places'],
};

/** The namespaces beyond the shell's a page module's list names (tests compare them with the source). */
export function pageNamespaces(pageSource: string): readonly string[] | undefined {
  return PAGE_NAMESPACES[pageSource];
}

export const SHELL = SHELL_NAMESPACES;

/** Whether a page made of these modules needs the namespace `ns` before hydrating. */
export function needsNamespace(pageSources: readonly string[], ns: string): boolean {
  if (SHELL_NAMESPACES.includes(ns)) return true;
  return pageSources.some((src) => PAGE_NAMESPACES[src]?.includes(ns) ?? true);
}
