/**
 * The internal listener (docs/decisions/015-internal-listener.md): Prometheus `/metrics` and the
 * readiness detail, on METRICS_HOST:METRICS_PORT (default 127.0.0.1:9100), never on the site
 * port. A tiny Fastify instance of its own: no pages, no compression, no request logs.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';
import type { Metrics } from './metrics.ts';

export function buildInternalApp(deps: { metrics: Metrics; readiness: Readiness }): FastifyInstance {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.get('/metrics', async (_req, reply) =>
    reply.header('content-type', deps.metrics.registry.contentType).header('cache-control', 'no-store').send(await deps.metrics.registry.metrics()),
  );
  app.get('/readyz', async (_req, reply) => {
    const { code, body } = await deps.readiness.check();
    return reply.code(code).header('cache-control', 'no-store').send(body);
  });
  return app;
}
