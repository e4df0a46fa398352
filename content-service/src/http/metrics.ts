/**
 * The content service's Prometheus metrics (docs/monitoring.md), on its own port at `/metrics`
 * (an internal service: never behind the public proxy): Node process metrics and every answer of
 * the ticket desk by action and outcome, so Prometheus scrapes it as a target of its own
 * (ContentServiceDown, ReservationRefusalsRising). One registry per app, so tests can build several.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import type { TicketAction } from '../../../shared/tickets/outcome.ts';

export interface ContentMetrics {
  registry: Registry;
  /** Counts one answer of the desk: confirmed, found, cancelled, or the refusal's reason. */
  reservationOutcome(action: TicketAction, outcome: string): void;
}

export function createContentMetrics(): ContentMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
