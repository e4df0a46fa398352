/**
 * Liveness (`/healthz`: the process serves; never depends on the upstream) and readiness
 * (`/readyz`: server/ops/readiness.ts decides), both JSON (docs/product.md §8). The public port
 * says only the status; why (the upstream's error, when it was checked) is on the internal
 * listener (server/ops/internal.ts), with the metrics.
 */
import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../ops/readiness.ts';

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness, version: string): void {
  const started = Date.now();
  app.get('/healthz', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000), version }),
  );
  app.get('/readyz', async (_req, reply) => {
    const { code, body } = await readiness.check();
    return reply.code(code).header('cache-control', 'no-store').send({ status: body.status });
  });
}
