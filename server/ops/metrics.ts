/**
 * Prometheus metrics (docs/product.md §8): request durations by route and status, upstream
 * calls and their durations, the running build, cache hits/misses/stale, optional widget
 * failures, client error reports. One registry per app instance, so tests can build several
 * apps in one process. Served only on the internal listener (server/ops/internal.ts), never on
 * the site port.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'route' | 'method' | 'status'>;
  upstreamCalls: Counter<'endpoint' | 'outcome'>;
  upstreamDuration: Histogram<'endpoint' | 'outcome'>;
  /** Always 1; the labels say which build runs where (compare replicas during a rollout). */
  buildInfo: Gauge<'build_id' | 'version' | 'node'>;
  cacheEvents: Counter<'event' | 'endpoint'>;
  widgetFailures: Counter<'widget'>;
  clientErrors: Counter<'kind'>;
  // Microcache of rendered pages and route JSON (server/http/microcache.ts).
  pageCacheEvents: Counter<'event' | 'kind'>;
  pageCacheFills: Counter<'kind'>;
  /** Failed Redis operations (docs/decisions/021-shared-state-in-redis.md); op from a fixed set. */
  redisErrors: Counter<'op'>;
  /** Publish webhook requests by outcome (docs/purge.md): accepted, or why refused. */
  publishHookRequests: Counter<'outcome'>;
  /** Purges this replica applied: from the hook it took, a message from another replica, or a resync. */
  purgesApplied: Counter<'source'>;
  /** Page renders running and waiting for a slot (server/render/render-slots.ts), read when scraped. */
  renderSlots: Gauge<'state'>;
  /**
   * Ticket forms answered (docs/tickets.md §Ops), by action (reserve, lookup, cancel) and outcome
   * (confirmed, found, cancelled, unavailable, or the refusal's reason).
   */
  ticketOutcomes: Counter<'action' | 'outcome'>;
  /**
   * Refusals decided under the desk's write lock: the form was valid and the page had shown
   * places, but another reservation came first (sold-out), the document was taken that day, or
   * the key came with another request.
   */
  ticketConflicts: Counter<'reason'>;
  /** Places per bookable day and slot as last read (kind: reserved, remaining); reset at each read, so past days drop out. */
  ticketPlaces: Gauge<'date' | 'slot' | 'kind'>;
  /** Names what `renderSlots` reads (the app's slots, built once). */
  watchRenderSlots(slots: { readonly running: number; readonly waiting: number }): void;
}

export function createMetrics(withDefaults = true): Metrics {
  const registry = new Registry();
  let slots: { readonly running: number; readonly waiting: number } = { running: 0, waiting: 0 };
  if (withDefaults) collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamCalls: new Counter({
      name: 'upstream_requests_total',
      help: 'Calls to the upstream CMS by endpoint and outcome (ok or the failure reason)',
      labelNames: ['endpoint', 'outcome'],
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'upstream_request_duration_seconds',
      help: 'Duration of calls to the upstream CMS by endpoint and outcome (ok or the failure reason)',
      labelNames: ['endpoint', 'outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
      registers: [registry],
    }),
    buildInfo: new Gauge({
      name: 'site_build_info',
      help: 'Build running in this replica: client build id, package version, Node version (value 1)',
      labelNames: ['build_id', 'version', 'node'],
      registers: [registry],
    }),
    cacheEvents: new Counter({
      name: 'upstream_cache_events_total',
      help: 'Upstream cache events: hit, miss, stale, stale-error, revalidate-error, coalesced; with Redis also wait, fallback, oversize',
      labelNames: ['event', 'endpoint'],
      registers: [registry],
    }),
    widgetFailures: new Counter({
      name: 'shell_widget_failures_total',
      help: 'Optional shell widgets hidden because their data failed',
      labelNames: ['widget'],
      registers: [registry],
    }),
    clientErrors: new Counter({
      name: 'client_errors_total',
      help: 'Client-side errors reported to /_log/client-error',
      labelNames: ['kind'],
      registers: [registry],
    }),
    // Microcache (docs/decisions/019-microcache.md): kind is page or data.
    pageCacheEvents: new Counter({
      name: 'page_cache_events_total',
      help: 'Microcache of rendered pages and route JSON: hit, stale, miss, coalesced, bypass, uncacheable',
      labelNames: ['event', 'kind'],
      registers: [registry],
    }),
    pageCacheFills: new Counter({
      name: 'page_cache_fills_total',
      help: 'Handler runs (renders, route JSON) made for the microcache',
      labelNames: ['kind'],
      registers: [registry],
    }),
    redisErrors: new Counter({
      name: 'redis_errors_total',
      help: 'Failed Redis operations (shared upstream cache, rate limits): connection, read, lock, write',
      labelNames: ['op'],
      registers: [registry],
    }),
    publishHookRequests: new Counter({
      name: 'publish_hook_requests_total',
      help: 'Publish webhook requests by outcome: accepted, missing, malformed, stale, forged, replay, invalid-json, invalid-body, unknown-path, too-large, unavailable',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    purgesApplied: new Counter({
      name: 'purges_applied_total',
      help: 'Cache purges this replica applied, by source: hook, message (another replica), resync (rejoined the purge channel)',
      labelNames: ['source'],
      registers: [registry],
    }),
    ticketOutcomes: new Counter({
      name: 'ticket_outcomes_total',
      help: 'Ticket forms answered, by action and outcome (confirmed, found, cancelled, unavailable, or the refusal reason)',
      labelNames: ['action', 'outcome'],
      registers: [registry],
    }),
    ticketConflicts: new Counter({
      name: 'ticket_conflicts_total',
      help: 'Valid reservations refused under the desk write lock: sold-out, document-taken, key-reused',
      labelNames: ['reason'],
      registers: [registry],
    }),
    ticketPlaces: new Gauge({
      name: 'ticket_slot_places',
      help: 'Places per bookable day and entry slot as last read (kind: reserved, remaining)',
      labelNames: ['date', 'slot', 'kind'],
      registers: [registry],
    }),
    renderSlots: new Gauge({
      name: 'render_slots',
      help: 'Page renders running, and waiting for a slot (RENDER_CONCURRENCY)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'running' }, slots.running);
        this.set({ state: 'waiting' }, slots.waiting);
      },
    }),
    watchRenderSlots(s) {
      slots = s;
    },
  };
}
