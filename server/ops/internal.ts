/**
 * The internal listener (docs/decisions/015-internal-listener.md): Prometheus `/metrics` and the
 * readiness detail, on METRICS_HOST:METRICS_PORT (default 127.0.0.1:9100), never on the site
 * port. A tiny Fastify instance of its own: no pages, no compression, no request logs.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { readyStatus, type Readiness } from '../routes/health.ts';
import type { Metrics } from './metrics.ts';

export function buildInternalApp(deps: { metrics: Metrics; readiness: Readiness }): FastifyInstance {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.get('/metrics', async (_req, reply) =>
    reply.header('content-type', deps.metrics.registry.contentType).header('cache-control', 'no-store').send(await deps.metrics.registry.metrics()),
  );
  app.get('/readyz', async (_req, reply) => {
    const r = await deps.readiness();
    const { code, status } = readyStatus(r);
    return reply
      .code(code)
      .header('cache-control', 'no-store')
      .send({ status, upstream: r.ok ? 'ok' : 'down', error: r.error ?? undefined, checkedAt: new Date(r.at).toISOString() });
  });
  return app;
}
