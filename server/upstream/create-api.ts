/**
 * Builds the Api with its guards wired to logs and metrics: call outcomes, breaker state
 * changes and replies refused by validation, all with bounded labels (endpoint paths from
 * the contract, states and outcomes from fixed sets).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { ApiEnvelope } from '../../shared/api/envelope.ts';
import type { Metrics } from '../ops/metrics.ts';
import { Api, freshCache, type TtlSettings } from './api.ts';
import { Breakers, DEFAULT_BREAKER, type BreakerOptions, type BreakerState } from './breaker.ts';
import type { UpstreamCache } from './cache.ts';
import type { UpstreamClient } from './client.ts';

export interface ApiDeps {
  client: UpstreamClient;
  cache: UpstreamCache<ApiEnvelope<unknown>>;
  ttl: TtlSettings;
  metrics: Metrics;
  log: FastifyBaseLogger;
  breaker?: Partial<BreakerOptions>;
  /** Told of every successful call (readiness remembers the upstream answered). */
  onOk?: () => void;
}

const BREAKER_STATES: readonly BreakerState[] = ['closed', 'open', 'half-open'];

export function createApi({ client, cache, ttl, metrics, log, breaker, onOk }: ApiDeps): Api {
  const transitions = new Counter({
    name: 'upstream_breaker_transitions_total',
    help: 'Circuit breaker state changes per upstream endpoint, by the state entered',
    labelNames: ['endpoint', 'to'],
    registers: [metrics.registry],
  });
  const invalid = new Counter({
    name: 'upstream_invalid_replies_total',
    help: 'Upstream replies refused because they did not match the contract schema',
    labelNames: ['endpoint'],
    registers: [metrics.registry],
  });
  const dropped = new Counter({
    name: 'upstream_items_dropped_total',
    help: 'Items dropped from upstream replies because they did not match the contract schema (the rest of the reply is used)',
    labelNames: ['endpoint'],
    registers: [metrics.registry],
  });
  const breakers = new Breakers({
    ...DEFAULT_BREAKER,
    now: () => performance.now(),
    ...breaker,
    onStateChange: (endpoint, from, to) => {
      transitions.inc({ endpoint, to });
      log[to === 'open' ? 'warn' : 'info']({ endpoint, from, to }, 'upstream circuit breaker');
    },
  });
  // A state set read when scraped: 1 for each endpoint's current state, 0 for the other two
  // (the UpstreamBreakerOpen alert, docs/monitoring.md). Endpoints appear once first called.
  new Gauge({
    name: 'upstream_breaker_state',
    help: 'Circuit breaker state per upstream endpoint as the next call would find it (closed, open, half-open): 1 for the current state, 0 for the others',
    labelNames: ['endpoint', 'state'],
    registers: [metrics.registry],
    collect() {
      this.reset();
      for (const [endpoint, current] of breakers.snapshot()) {
        for (const state of BREAKER_STATES) this.set({ endpoint, state }, state === current ? 1 : 0);
      }
    },
  });
  return new Api(client, cache, ttl, {
    breakers,
    fresh: freshCache({ onEvent: (event, endpoint) => metrics.cacheEvents.inc({ event, endpoint }) }),
    onCall: (endpoint, outcome, seconds) => {
      metrics.upstreamCalls.inc({ endpoint, outcome });
      metrics.upstreamDuration.observe({ endpoint, outcome }, seconds);
      if (outcome === 'ok') onOk?.();
    },
    onInvalid: (endpoint, issues) => {
      invalid.inc({ endpoint });
      log.warn({ endpoint, issues }, 'upstream reply does not match the contract; not cached');
    },
    // Once per reply taken in (a cached reply is validated once): where and why, never the items' text.
    onNotes: (endpoint, notes) => {
      if (notes.dropped > 0) dropped.inc({ endpoint }, notes.dropped);
      log.warn({ endpoint, dropped: notes.dropped, coerced: notes.coerced, notes: notes.first }, 'upstream reply: invalid items dropped or values coerced');
    },
  });
}
