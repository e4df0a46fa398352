/**
 * An event's calendar file at a stable URL (docs/plan.md §Events):
 * `/when-to-visit/<event>-<year>.ics` and its `/en/` twin, built from the content service's
 * events (`/plan/getYear`, through the upstream cache like every page's data) by the one
 * iCalendar builder. An unknown event or year is a 404; an upstream that fails is a 503.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../shared/api/envelope.ts';
import type { Clock } from '../../shared/clock.ts';
import { localizePath } from '../../shared/locale.ts';
import { eventIcs, eventIcsName } from '../../shared/plan/event-calendar.ts';
import { ROUTES } from '../../shared/routes.ts';
import type { Api } from '../upstream/api.ts';

export interface EventIcsDeps {
  api: Pick<Api, 'forRequest'>;
  clock: Clock;
  /** The configured public origin: the UID's host and the event's page link. */
  publicOrigin: string;
}

const CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

export function registerEventIcsRoutes(app: FastifyInstance, deps: EventIcsDeps): void {
  const host = new URL(deps.publicOrigin).host;
  for (const locale of ['zh-CN', 'en'] as const satisfies readonly Locale[]) {
    const page = localizePath(ROUTES.whenToVisit.path, locale);
    app.get<{ Params: { file: string } }>(`${page}/:file`, async (req, reply) => {
      const name = eventIcsName(req.params.file);
      const notFound = () => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      if (!name) return notFound();
      let ics: string | null;
      try {
        const year = await deps.api.forRequest(req.id).get('/plan/getYear', {}, locale);
        const event = year.events.find((e) => e.id === name.id);
        ics = event ? eventIcs(event, name.year, { host, stamp: deps.clock(), pageUrl: deps.publicOrigin + page }) : null;
      } catch (err) {
        req.log.error({ err }, 'event calendar: plan data failed');
        return reply.code(503).header('retry-after', '60').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Temporarily unavailable');
      }
      if (ics === null) return notFound();
      return reply
        .header('cache-control', CACHE_CONTROL)
        .header('content-disposition', `attachment; filename="${req.params.file}"`)
        .type('text/calendar; charset=utf-8')
        .send(ics);
    });
  }
}
