/**
 * Gauges of a replica's state, read when Prometheus scrapes (docs/monitoring.md): readiness as a
 * state set (`site_readiness_state{state}`, 1 for the current state) and, with REDIS_URL, whether
 * the Redis connection is up (`redis_connected`). The alerts ReadinessDegraded, ReplicaUnavailable
 * and RedisUnreachable read them; counters alone cannot say "now".
 */
import { Gauge, type Registry } from 'prom-client';
import { READINESS_STATES, type Readiness } from './readiness.ts';
import type { SharedState } from './redis.ts';

/**
 * A scrape reuses a readiness result up to this old: with an orchestrator probing /readyz every
 * few seconds a scrape costs no upstream call; without one, one call per scrape at most.
 */
export const SCRAPE_REUSE_MS = 10_000;

export function registerStateGauges(registry: Registry, deps: { readiness: Readiness; shared: Pick<SharedState, 'connected'> | null }): void {
  const { readiness, shared } = deps;
  new Gauge({
    name: 'site_readiness_state',
    help: 'Readiness of this replica as /readyz answers it (ready, degraded, unavailable, draining): 1 for the current state, 0 for the others',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { body } = await readiness.check(SCRAPE_REUSE_MS);
      for (const state of READINESS_STATES) this.set({ state }, state === body.status ? 1 : 0);
    },
  });
  if (!shared) return;
  new Gauge({
    name: 'redis_connected',
    help: 'Connection to Redis (REDIS_URL) is up: 1, or 0 while it is down and the replica serves from its own memory',
    registers: [registry],
    collect() {
      this.set(shared.connected() ? 1 : 0);
    },
  });
}
