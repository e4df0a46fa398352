/**
 * The content service's Prometheus metrics (docs/monitoring.md), on its own port at `/metrics`
 * (an internal service: never behind the public proxy): Node process metrics and every answer of
 * the ticket desk by action and outcome, so Prometheus scrapes it as a target of its own
 * (ContentServiceDown, ReservationRefusalsRising). With PostgreSQL, the reservation store's
 * connection pool and the races its unique constraints settled are read from the store when
 * scraped (docs/tickets.md §Ops). One registry per app, so tests can build several.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { TicketAction } from '../../../shared/tickets/outcome.ts';
import type { StoreStats } from '../tickets/repository.ts';

export interface ContentMetrics {
  registry: Registry;
  /** Counts one answer of the desk: confirmed, found, cancelled, or the refusal's reason. */
  reservationOutcome(action: TicketAction, outcome: string): void;
}

export function createContentMetrics(stats?: () => StoreStats): ContentMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (stats) {
    new Gauge({
      name: 'reservation_store_connections',
      help: 'Reservation store connections by state (idle, busy) and requests waiting for one (waiting); store: sqlite or postgresql',
      labelNames: ['store', 'state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ store: s.store, state: 'idle' }, s.idle);
        this.set({ store: s.store, state: 'busy' }, s.total - s.idle);
        this.set({ store: s.store, state: 'waiting' }, s.waiting);
      },
    });
    new Counter({
      name: 'reservation_store_conflicts_total',
      help: 'Reservation writes that met another at the database: a unique constraint settled the race (unique), or the transaction was run again (retried)',
      labelNames: ['store', 'kind'],
      registers: [registry],
      collect() {
        const s = stats();
        this.reset();
        this.inc({ store: s.store, kind: 'unique' }, s.conflicts.unique);
        this.inc({ store: s.store, kind: 'retried' }, s.conflicts.retried);
      },
    });
  }
  const outcomes = new Counter({
    name: 'reservation_outcomes_total',
    help: 'Ticket desk answers by action (reserve, lookup, cancel) and outcome (confirmed, found, cancelled, or the refusal reason)',
    labelNames: ['action', 'outcome'],
    registers: [registry],
  });
  return { registry, reservationOutcome: (action, outcome) => outcomes.inc({ action, outcome }) };
}

export function registerMetricsRoute(app: FastifyInstance, metrics: ContentMetrics): void {
  app.get('/metrics', async (_req, reply) =>
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics()),
  );
}
