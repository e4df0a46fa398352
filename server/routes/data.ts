/**
 * Route data as JSON for client navigations (issue 2 §8), at URLs distinct from the pages:
 * `/_data/shell/<locale>` and `/_data/page/<page path>?<query>`. Same loaders, same cache.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocale, type Locale } from '../../shared/api/envelope.ts';
import { notFoundInfo, type ErrorInfo } from '../../shared/errors.ts';
import { splitLocale } from '../../shared/locale.ts';
import { matchRoute } from '../../shared/routes.ts';
import { DATA_PREFIX } from '../../shared/state.ts';
import { isServerFault, toErrorInfo } from '../errors/map.ts';
import type { ServerLoaderContext } from '../render/ssr-module.ts';
import { HTML_CACHE_CONTROL } from '../render/render.ts';
import { requestUrl } from './url.ts';

function sendError(reply: FastifyReply, info: ErrorInfo): FastifyReply {
  return reply.code(info.status).header('cache-control', 'no-store').send({ error: info });
}

export function registerDataRoutes(app: FastifyInstance, loaders: ServerLoaderContext): void {
  app.get<{ Params: { locale: string } }>(`${DATA_PREFIX}/shell/:locale`, async (req, reply) => {
    const locale = req.params.locale;
    if (!isLocale(locale)) return sendError(reply, notFoundInfo(req.url));
    try {
      const data = await loaders.loadShell(locale as Locale);
      return reply.header('cache-control', HTML_CACHE_CONTROL).send({ data });
    } catch (err) {
      const info = toErrorInfo(err, req.url);
      if (isServerFault(info)) req.log.error({ err, api: info.api }, 'shell data failed');
      return sendError(reply, info);
    }
  });

  app.get(`${DATA_PREFIX}/page/*`, async (req, reply) => {
    const url = requestUrl(req);
    if (!url) return reply.code(400).send({ error: { status: 400, kind: 'other', path: null, message: null, api: null } });
    const pagePath = url.pathname.slice(`${DATA_PREFIX}/page`.length) || '/';
    const { locale, path } = splitLocale(pagePath);
    const def = matchRoute(path);
    if (!def) return sendError(reply, notFoundInfo(pagePath));
    try {
      const data = await loaders.loadPage(def, locale, new URL(pagePath + url.search, url.origin));
      return reply.header('cache-control', HTML_CACHE_CONTROL).send({ data });
    } catch (err) {
      const info = toErrorInfo(err, pagePath);
      if (isServerFault(info)) req.log.error({ err, api: info.api }, 'page data failed');
      return sendError(reply, info);
    }
  });
}
