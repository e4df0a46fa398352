/**
 * The `route` label of the request metrics: the Fastify route, except that pages and page
 * data are labelled by the route our matcher finds (`page:hotel`), redirects included.
 */
import { matchPage, pageLabel } from '../../shared/match-page.ts';
import { DATA_PREFIX } from '../../shared/state.ts';

const PAGE_DATA = `${DATA_PREFIX}/page`;

export function routeLabel(fastifyRoute: string | undefined, rawUrl: string): string {
  const pathname = rawUrl.split('?')[0] || '/';
  if (fastifyRoute === '/*') return pageLabel(matchPage(pathname));
  if (fastifyRoute === `${PAGE_DATA}/*`) return pageLabel(matchPage(pathname.slice(PAGE_DATA.length) || '/'));
  return fastifyRoute ?? 'unmatched';
}
