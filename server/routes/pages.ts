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
import { renderPage, type PageRenderDeps } from '../render/render.ts';
import { requestUrl } from './url.ts';

export function registerPageRoutes(app: FastifyInstance, deps: PageRenderDeps, pageCache: Microcache): void {
  app.get('/*', async (req, reply) => {
    const url = requestUrl(req);
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    if (url.pathname.length > 1024) return reply.code(414).type('text/plain; charset=utf-8').send('URI too long');

    const match = matchPage(url.pathname);
    // A wrongly-cased URL has one canonical address (docs/decisions/006-one-route-table.md).
    if (match.kind === 'redirect') {
      return reply.header('cache-control', cacheControlFor({ status: 301, perVisitor: false })).redirect(match.location + url.search, 301);
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
