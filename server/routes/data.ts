/**
 * Route data as JSON for client navigations , at URLs distinct from the pages:
 * `/_data/shell/<locale>` and `/_data/page/<page path>?<query>`. Same loaders, same cache,
 * same route matcher as the pages; answered through the microcache (http/microcache.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocale, type Locale } from '../../shared/api/envelope.ts';
import { isServerFault, notFoundInfo, toErrorInfo, type ErrorInfo } from '../../shared/errors.ts';
import { matchPage } from '../../shared/match-page.ts';
import { DATA_PREFIX } from '../../shared/state.ts';
import { cacheControlFor } from '../http/cache-control.ts';
import type { Microcache } from '../http/microcache.ts';
import type { LoaderContextFor } from '../data/loader-context.ts';
import { requestUrl } from '../http/url.ts';

const PAGE_DATA = `${DATA_PREFIX}/page`;
const PUBLIC = cacheControlFor({ status: 200, perVisitor: false });

function sendError(reply: FastifyReply, info: ErrorInfo): FastifyReply {
  return reply.code(info.status).header('cache-control', cacheControlFor({ status: info.status, perVisitor: false })).send({ error: info });
}

export function registerDataRoutes(app: FastifyInstance, loaders: LoaderContextFor, pageCache: Microcache): void {
  // A scope of its own: whatever escapes a data route is a 500 in the data protocol's shape,
  // never Fastify's default body with an internal message.
  void app.register(async (scope) => {
    scope.setErrorHandler((err, req, reply) => {
      req.log.error({ err }, 'data request failed');
      return sendError(reply, { status: 500, kind: 'other', path: null, message: null, api: null });
    });
    registerDataRouteHandlers(scope, loaders, pageCache);
  });
}

function registerDataRouteHandlers(app: FastifyInstance, loaders: LoaderContextFor, pageCache: Microcache): void {
  app.get<{ Params: { locale: string } }>(`${DATA_PREFIX}/shell/:locale`, (req, res) => pageCache.serve('data', req, res, async (reply) => {
    const locale = req.params.locale;
    if (!isLocale(locale)) return sendError(reply, notFoundInfo(req.url));
    try {
      const data = await loaders(req.id).loadShell(locale as Locale);
      return reply.header('cache-control', PUBLIC).send({ data });
    } catch (err) {
      const info = toErrorInfo(err, req.url);
      if (isServerFault(info)) req.log.error({ err, api: info.api }, 'shell data failed');
      return sendError(reply, info);
    }
  }));

  app.get(`${PAGE_DATA}/*`, (req, res) => pageCache.serve('data', req, res, async (reply) => {
    const url = requestUrl(req);
    if (!url) return reply.code(400).send({ error: { status: 400, kind: 'other', path: null, message: null, api: null } });
    const pagePath = url.pathname.slice(PAGE_DATA.length) || '/';
    const match = matchPage(pagePath);
    // 308, not 301: the data URL of a wrongly-cased page path is its canonical data URL.
    if (match.kind === 'redirect') {
      return reply.header('cache-control', cacheControlFor({ status: 308, perVisitor: false })).redirect(PAGE_DATA + match.location + url.search, 308);
    }
    if (match.kind === 'not-found') return sendError(reply, notFoundInfo(pagePath));
    try {
      const data = await loaders(req.id).loadPage(match.route, match.locale, new URL(pagePath + url.search, url.origin));
      return reply.header('cache-control', PUBLIC).send({ data });
    } catch (err) {
      const info = toErrorInfo(err, pagePath);
      if (isServerFault(info)) req.log.error({ err, api: info.api }, 'page data failed');
      return sendError(reply, info);
    }
  }));
}
