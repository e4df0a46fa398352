/**
 * The internal listener (docs/decisions/015-internal-listener.md): Prometheus `/metrics`, the
 * readiness detail and the run-time log level (server/ops/log-level.ts), on
 * METRICS_HOST:METRICS_PORT (default 127.0.0.1:9100), never on the site port. A tiny Fastify instance of its own: no pages, no compression, no request logs.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';
import type { Metrics } from './metrics.ts';
import { registerLogLevel } from './log-level.ts';

/** `app`: the site's Fastify instance, whose logger /log-level reads and sets. */
export function buildInternalApp(deps: { metrics: Metrics; readiness: Readiness; app: { log: FastifyBaseLogger } }): FastifyInstance {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.get('/metrics', async (_req, reply) =>
    reply.header('content-type', deps.metrics.registry.contentType).header('cache-control', 'no-store').send(await deps.metrics.registry.metrics()),
  );
  app.get('/readyz', async (_req, reply) => {
    const { code, body } = await deps.readiness.check();
    return reply.code(code).header('cache-control', 'no-store').send(body);
  });
  registerLogLevel(app, deps.app.log, deps.metrics.registry);
  return app;
}
