/**
 * Every page URL (GET, and HEAD through Fastify's automatic HEAD routes): the root-only
 * language redirect, then the streaming render (render/render.ts).
 */
import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE, decideRoot, splitLocale } from '../locale/resolve.ts';
import { renderPage, type PageRenderDeps } from '../render/render.ts';
import { requestUrl } from './url.ts';

export function registerPageRoutes(app: FastifyInstance, deps: PageRenderDeps): void {
  app.get('/*', async (req, reply) => {
    const url = requestUrl(req);
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    if (url.pathname.length > 1024) return reply.code(414).type('text/plain; charset=utf-8').send('URI too long');

    if (url.pathname === '/') {
      const decision = decideRoot(req.cookies[LOCALE_COOKIE], req.headers['accept-language'], url.search);
      reply.header('vary', 'Accept-Language, Cookie');
      if (decision.setCookie) reply.header('set-cookie', decision.setCookie);
      if (decision.redirect) return reply.code(302).header('cache-control', 'private, no-store').redirect(decision.redirect, 302);
      if (decision.setCookie || req.cookies[LOCALE_COOKIE]) reply.header('cache-control', 'private, no-store');
    }
    return renderPage(deps, req, reply, url, splitLocale(url.pathname).locale);
  });
}
