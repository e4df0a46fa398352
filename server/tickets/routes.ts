/**
 * The ticket forms' posts (docs/tickets.md §Forms). A page post (`POST /tickets`, `POST
 * /tickets/reservation`, and under /en) is the form without JavaScript: the page is rendered
 * again with the desk's answer, the visitor's input written back into its inputs (never into the
 * page state). `POST /_data/tickets/<action>` is the same form sent by the enhanced page, answered
 * as JSON. Each post is checked for its CSRF token and origin, and limited per client address
 * (@fastify/rate-limit, in Redis when REDIS_URL is set, so the limit spans replicas). Every
 * answer is `Cache-Control: private, no-store`.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/api/envelope.ts';
import { localizePath } from '../../shared/locale.ts';
import { matchPage } from '../../shared/match-page.ts';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { CSRF_FIELD, CSRF_HEADER, formFieldsOf, personalEcho, type FormFields } from '../../shared/tickets/form.ts';
import { TICKET_ACTIONS, ticketActionUrl, type TicketActionReply } from '../../shared/tickets/endpoints.ts';
import type { TicketAction, TicketOutcome } from '../../shared/tickets/outcome.ts';
import { cacheControlFor } from '../http/cache-control.ts';
import { clientKey } from '../http/client-key.ts';
import { requestUrl } from '../http/url.ts';
import { renderPage, sendFallback, type PageRenderDeps } from '../render/render.ts';
import type { CsrfGuard } from './csrf.ts';
import type { SiteTicketDesk } from './desk.ts';

/**
 * The reservation form is 21 short fields (five visitors of 40-character names and numbers):
 * under 2 KiB URL-encoded, even in Chinese. 16 KiB leaves room and refuses anything else.
 */
const BODY_LIMIT = 16 * 1024;
const PRIVATE = cacheControlFor({ status: 200, perVisitor: true });

const refused = (reason: 'expired-form' | 'too-many'): TicketOutcome => ({ kind: 'refused', reason, fields: {}, closedReason: null });

/** Thrown by the rate limiter (its `errorResponseBuilder`), answered by the scope's error handler as a form outcome. */
class TooManyPosts extends Error {
  readonly statusCode = 429;
}

export interface TicketRouteDeps {
  desk: SiteTicketDesk;
  csrf: CsrfGuard;
  render: PageRenderDeps;
  limits: { reservePerMinute: number; lookupPerMinute: number };
}

/** The action of a post refused before its handler ran (the limiter): by its URL and fields. */
function actionOfPost(req: FastifyRequest): TicketAction {
  const path = requestUrl(req)?.pathname ?? '';
  const fields = formFieldsOf(req.body);
  const data = TICKET_ACTIONS.find((a) => path === ticketActionUrl(a));
  if (data) return data;
  const match = matchPage(path);
  return actionOf(match.kind === 'page' ? match.route.id : '', fields);
}

/** Which limit counts an action's posts. */
const limitOf = (action: TicketAction): 'reserve' | 'lookup' => (action === 'reserve' ? 'reserve' : 'lookup');

/** What a post asks: the page's form, or, on the look-up page, its `intent` (look up or cancel). */
function actionOf(routeId: string, fields: FormFields): TicketAction {
  if (routeId === 'tickets') return 'reserve';
  return fields.intent === 'cancel' ? 'cancel' : 'lookup';
}

export function registerTicketRoutes(app: FastifyInstance, deps: TicketRouteDeps): void {
  void app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: BODY_LIMIT });
    // One limiter per kind, shared by all of its routes (both languages, page and JSON): a
    // route's own `config.rateLimit` would count each URL apart (@fastify/rate-limit gives each
    // route a store of its own). A preHandler, so the body is read and a 429 page keeps the input.
    // The kind leads the key: in Redis every limiter made this way shares one key space.
    const limiter = (kind: 'reserve' | 'lookup', max: number) =>
      scope.rateLimit({
        max,
        timeWindow: 60_000,
        keyGenerator: (req: FastifyRequest) => `tickets-${kind}:${clientKey(req.ip)}`,
        errorResponseBuilder: () => new TooManyPosts('too many ticket posts'),
      });
    const limits = { reserve: limiter('reserve', deps.limits.reservePerMinute), lookup: limiter('lookup', deps.limits.lookupPerMinute) };
    const limit = (kind: 'reserve' | 'lookup') => ({ bodyLimit: BODY_LIMIT, config: { rateLimit: false as const }, preHandler: limits[kind] });

    scope.setErrorHandler(async (err, req, reply) => {
      const url = requestUrl(req);
      const match = url ? matchPage(url.pathname) : null;
      const page = url && match?.kind === 'page' ? { url, locale: match.locale } : null;
      if (err instanceof TooManyPosts) {
        deps.desk.note(actionOfPost(req), 'too-many');
        if (!page) return reply.code(429).header('cache-control', PRIVATE).send({ outcome: refused('too-many') } satisfies TicketActionReply);
        const fields = formFieldsOf(req.body);
        const visit = { csrf: deps.csrf.issue(req, reply), fields, outcome: refused('too-many') };
        return renderPage(deps.render, req, reply, { ...page, perVisitor: true, visit, echo: personalEcho(fields), status: 429 });
      }
      // A body Fastify refused (too large, another type, unreadable) is the client's: its 4xx.
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500) {
        req.log.info({ status, code: (err as { code?: string }).code }, 'ticket post refused');
        reply.code(status).header('cache-control', 'no-store');
        if (page) return reply.type('text/plain; charset=utf-8').send('Bad request');
        return reply.send({ outcome: { kind: 'refused', reason: 'invalid', fields: {}, closedReason: null } } satisfies TicketActionReply);
      }
      req.log.error({ err }, 'ticket post failed');
      if (page) return sendFallback(reply, page.locale, true);
      return reply.code(500).header('cache-control', 'no-store').send({ outcome: { kind: 'unavailable' } } satisfies TicketActionReply);
    });

    for (const route of ROUTE_LIST.filter((r) => r.form)) {
      const options = limit(limitOf(actionOf(route.id, {})));
      for (const locale of LOCALES) {
        scope.post(localizePath(route.path, locale), options, (req, reply) => pagePost(req, reply, route.id, locale));
      }
    }
    for (const action of TICKET_ACTIONS) {
      scope.post(ticketActionUrl(action), limit(limitOf(action)), (req, reply) => dataPost(req, reply, action));
    }
  });

  async function pagePost(req: FastifyRequest, reply: FastifyReply, routeId: string, locale: Locale) {
    const url = requestUrl(req);
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    const fields = formFieldsOf(req.body);
    const ours = deps.csrf.check(req, fields[CSRF_FIELD]);
    const action = actionOf(routeId, fields);
    if (!ours) deps.desk.note(action, 'expired-form');
    const outcome = ours ? await deps.desk.answer(action, fields, locale, req.id) : refused('expired-form');
    // The form on the page that answers gets a token of its own (and the cookie, if it was missing).
    const visit = { csrf: deps.csrf.issue(req, reply), fields, outcome };
    return renderPage(deps.render, req, reply, { url, locale, perVisitor: true, visit, echo: personalEcho(fields), ...(ours ? {} : { status: 403 }) });
  }

  async function dataPost(req: FastifyRequest, reply: FastifyReply, action: TicketAction) {
    const fields = formFieldsOf(req.body);
    const header = req.headers[CSRF_HEADER];
    const token = typeof header === 'string' ? header : fields[CSRF_FIELD];
    reply.header('cache-control', PRIVATE);
    if (!deps.csrf.check(req, token)) {
      deps.desk.note(action, 'expired-form');
      return reply.code(403).send({ outcome: refused('expired-form'), csrf: deps.csrf.issue(req, reply) } satisfies TicketActionReply);
    }
    const locale: Locale = isLocale(fields.lang) ? fields.lang : DEFAULT_LOCALE;
    return reply.send({ outcome: await deps.desk.answer(action, fields, locale, req.id) } satisfies TicketActionReply);
  }
}
