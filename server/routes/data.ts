/**
 * Route data as JSON for client navigations, at URLs distinct from the pages:
 * `/_data/shell/<locale>` and `/_data/page/<page path>?<query>`. Same loaders, same cache,
 * same route matcher as the pages; answered through the microcache (http/microcache.ts).
 * And `/_data/shell/<locale>/<version>`: one version of the shell's stable part, immutable
 * (docs/decisions/027-versioned-shell.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../shared/api/envelope.ts';
import { isServerFault, notFoundInfo, toErrorInfo, unknownError, type ErrorInfo } from '../../shared/errors.ts';
import { matchPage } from '../../shared/match-page.ts';
import { DATA_PREFIX } from '../../shared/state.ts';
import { SHELL_VERSION_RE } from '../../shared/shell-parts.ts';
import { cacheControlFor, IMMUTABLE_CACHE_CONTROL } from '../http/cache-control.ts';
import { chooseEncoding } from '../http/accept-encoding.ts';
import type { Microcache } from '../http/microcache.ts';
import type { LoaderContextFor } from '../data/loader-context.ts';
import type { ShellVersions } from '../data/shell-versions.ts';
import { requestUrl } from '../http/url.ts';
import type { CsrfGuard } from '../tickets/csrf.ts';

const PAGE_DATA = `${DATA_PREFIX}/page`;
const PUBLIC = cacheControlFor({ status: 200, perVisitor: false });
const PRIVATE = cacheControlFor({ status: 200, perVisitor: true });

function sendError(reply: FastifyReply, info: ErrorInfo): FastifyReply {
  return reply.code(info.status).header('cache-control', cacheControlFor({ status: info.status, perVisitor: false })).send({ error: info });
}

export function registerDataRoutes(app: FastifyInstance, loaders: LoaderContextFor, pageCache: Microcache, shellVersions: ShellVersions, csrf: CsrfGuard): void {
  // A scope of its own: whatever escapes a data route is a 500 in the data protocol's shape,
  // never Fastify's default body with an internal message.
  void app.register(async (scope) => {
    scope.setErrorHandler((err, req, reply) => {
      req.log.error({ err }, 'data request failed');
      return sendError(reply, unknownError());
    });
    registerDataRouteHandlers(scope, loaders, pageCache, csrf);
    registerShellVersionRoute(scope, loaders, shellVersions);
  });
}

/**
 * The exact version asked for, compressed once per version. A version this server does not hold
 * is looked for once more after loading the current shell (a replica that has not rendered yet
 * builds the same hash from the same CMS copies); still unknown (another replica's, or evicted),
 * it is a 404 never stored, and the client falls back to `/_data/shell/<locale>`.
 */
function registerShellVersionRoute(app: FastifyInstance, loaders: LoaderContextFor, versions: ShellVersions): void {
  app.get<{ Params: { locale: string; version: string } }>(`${DATA_PREFIX}/shell/:locale/:version`, async (req, reply) => {
    const { locale, version } = req.params;
    if (!isLocale(locale) || !SHELL_VERSION_RE.test(version)) return sendError(reply, notFoundInfo(req.url));
    let found = versions.get(locale, version);
    if (!found) {
      await loaders(req.id).loadShell(locale).catch((err: unknown) => req.log.warn({ err }, 'shell data failed while looking for a version'));
      found = versions.get(locale, version);
    }
    if (!found) return sendError(reply, notFoundInfo(req.url));
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding');
    // @fastify/compress leaves a body that already has a Content-Encoding alone.
    if (encoding === 'identity') return reply.send(found.body);
    return reply.header('content-encoding', encoding).send(await found.encoded(encoding));
  });
}

function registerDataRouteHandlers(app: FastifyInstance, loaders: LoaderContextFor, pageCache: Microcache, csrf: CsrfGuard): void {
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

  app.get(`${PAGE_DATA}/*`, (req, res) => {
    const url = requestUrl(req);
    const match = url ? matchPage(url.pathname.slice(PAGE_DATA.length) || '/') : null;
    // A form page's data is this visitor's own (a CSRF token): never a cached copy (docs/tickets.md §Forms).
    const form = match?.kind === 'page' && match.route.form === true;
    return pageCache.serve('data', req, res, (reply) => pageData(req, reply, url, form), form);
  });

  async function pageData(req: FastifyRequest, reply: FastifyReply, url: URL | null, form: boolean): Promise<FastifyReply> {
    if (!url) return reply.code(400).send({ error: unknownError(400) });
    const pagePath = url.pathname.slice(PAGE_DATA.length) || '/';
    const match = matchPage(pagePath);
    // 308, not 301: the data URL of a wrongly-cased page path is its canonical data URL.
    if (match.kind === 'redirect') {
      return reply.header('cache-control', cacheControlFor({ status: 308, perVisitor: false })).redirect(PAGE_DATA + match.location + url.search, 308);
    }
    if (match.kind === 'not-found') return sendError(reply, notFoundInfo(pagePath));
    try {
      const visit = form ? { csrf: csrf.issue(req, reply), fields: null, outcome: null } : undefined;
      const data = await loaders(req.id, visit).loadPage(match.route, match.locale, new URL(pagePath + url.search, url.origin));
      return reply.header('cache-control', form ? PRIVATE : PUBLIC).send({ data });
    } catch (err) {
      const info = toErrorInfo(err, pagePath);
      if (isServerFault(info)) req.log.error({ err, api: info.api }, 'page data failed');
      return sendError(reply, info);
    }
  }
}
