/**
 * Every page URL (GET, and HEAD through Fastify's automatic HEAD routes): the route match
 * (canonical-case redirect, locale), the root-only language redirect, then the streaming
 * render (render/render.ts), through the microcache (http/microcache.ts).
 */
import type { FastifyInstance } from 'fastify';
import { matchPage } from '../../shared/match-page.ts';
import { cacheControlFor } from '../http/cache-control.ts';
import { LOCALE_COOKIE, decideRoot } from '../locale/resolve.ts';
import type { Microcache } from '../http/microcache.ts';
import { renderPage, sendFallback, type PageRenderDeps } from '../render/render.ts';
import { requestUrl } from '../http/url.ts';
import type { CsrfGuard } from '../tickets/csrf.ts';

export interface PageRouteDeps extends PageRenderDeps {
  csrf: CsrfGuard;
}

export function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps, pageCache: Microcache): void {
  // A scope of its own so the HTML error handler covers page requests only.
  void app.register(async (pages) => {
    // Whatever a page request throws, the visitor gets the HTML error page, never Fastify's
    // JSON 500 with an internal message (docs/product.md §6).
    pages.setErrorHandler((err, req, reply) => {
      req.log.error({ err }, 'page request failed');
      return sendFallback(reply, matchPage(requestUrl(req)?.pathname ?? '/').locale, false);
    });
    registerPageRoute(pages, deps, pageCache);
  });
}

function registerPageRoute(app: FastifyInstance, deps: PageRouteDeps, pageCache: Microcache): void {
  app.get('/*', async (req, reply) => {
    const url = requestUrl(req);
    // The edge (server/http/url.ts) already answered every URL that is not clean.
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');

    const match = matchPage(url.pathname);
    // A wrongly-cased URL has one canonical address (docs/decisions/006-one-route-table.md).
    if (match.kind === 'redirect') {
      return reply.header('cache-control', cacheControlFor({ status: 301, perVisitor: false })).redirect(match.location + url.search, 301);
    }

    // A form page is this visitor's own: a CSRF token, never a cached copy (docs/tickets.md §Forms).
    if (match.kind === 'page' && match.route.form) {
      const visit = { csrf: deps.csrf.issue(req, reply), fields: null, outcome: null };
      return renderPage(deps, req, reply, { url, locale: match.locale, perVisitor: true, visit });
    }

    let perVisitor = false;
    if (url.pathname === '/') {
      const decision = decideRoot(req.cookies[LOCALE_COOKIE], req.headers['accept-language'], url.search);
      reply.header('vary', 'Accept-Language, Cookie');
      if (decision.setCookie) reply.header('set-cookie', decision.setCookie);
      if (decision.redirect) return reply.header('cache-control', cacheControlFor({ status: 302, perVisitor: true })).redirect(decision.redirect, 302);
      perVisitor = Boolean(decision.setCookie || req.cookies[LOCALE_COOKIE]);
    }
    return pageCache.serve('page', req, reply, (r) => renderPage(deps, req, r, { url, locale: match.locale, perVisitor }), perVisitor);
  });
}
