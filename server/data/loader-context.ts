/**
 * What the routes and the SSR bundle call to load data: the shell (with its optional
 * widgets counted and logged when they fail) and a page's data through its route's loader.
 * One context per request: every upstream call it makes carries that request's id.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TicketAvailability } from '../../shared/api/tickets.ts';
import type { Clock } from '../../shared/clock.ts';
import { matchPage } from '../../shared/match-page.ts';
import type { Metrics } from '../ops/metrics.ts';
import type { ServerLoaderContext } from '../../shared/ssr-contract.ts';
import type { Api } from '../upstream/api.ts';
import type { Visit } from './loaders/context.ts';
import { PAGE_LOADERS } from './loaders/index.ts';
import { loadShell } from './shell.ts';
import type { ShellVersions } from './shell-versions.ts';
import type { StreamProbe } from './streams.ts';

export interface LoaderDeps {
  api: Api;
  probeStreams: StreamProbe;
  metrics: Metrics;
  log: FastifyBaseLogger;
  clock: Clock;
  shellVersions: ShellVersions;
}

/** The loader context of one request (its id goes out as X-Request-Id, docs/behaviour.md §7), with a form page's visit. */
export type LoaderContextFor = (requestId: string, visit?: Visit) => ServerLoaderContext;

export function createLoaderContext({ api: sharedApi, probeStreams, metrics, log, clock, shellVersions }: LoaderDeps): LoaderContextFor {
  // The availability the places gauge was last set from.
  let placesFrom: TicketAvailability | null = null;
  return (requestId, visit) => {
    const api = sharedApi.forRequest(requestId);
    return {
      loadShell: (locale) =>
        loadShell(
          {
            api,
            clock,
            versions: shellVersions,
            onOptionalFailure: (widget, err) => {
              metrics.widgetFailures.inc({ widget });
              log.warn({ err, widget, reqId: requestId }, 'optional shell data failed; widget hidden');
            },
          },
          locale,
        ),
      // CMS links were cleaned once, when the reply entered the cache (server/upstream/api.ts).
      loadPage: (def, locale, url) =>
        PAGE_LOADERS[def.id]({
          api,
          locale,
          now: clock,
          probeStreams: (urls) => probeStreams(urls, requestId),
          url: new URL(matchPage(url.pathname).path + url.search, url.origin),
          onTicketPlaces: (availability, err) => {
            // One cached read serves many pages for CACHE_TICKETS_TTL_MS: the gauge is set once per
            // read (the cache hands out the same object until it reads again).
            if (availability && availability !== placesFrom) {
              placesFrom = availability;
              countPlaces(metrics, availability);
            }
            if (!availability) log.warn({ err, reqId: requestId }, 'ticket availability unavailable');
          },
          ...(visit ? { visit } : {}),
        }),
    };
  };
}

/** The places gauge, set afresh from one read: days that have passed drop out. */
function countPlaces(metrics: Metrics, availability: TicketAvailability): void {
  metrics.ticketPlaces.reset();
  for (const day of availability.days) {
    for (const slot of day.slots) {
      metrics.ticketPlaces.set({ date: day.date, slot: slot.start, kind: 'reserved' }, slot.capacity - slot.remaining);
      metrics.ticketPlaces.set({ date: day.date, slot: slot.start, kind: 'remaining' }, slot.state === 'closed' ? 0 : slot.remaining);
    }
  }
}
