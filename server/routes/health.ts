/**
 * Liveness (`/healthz`: the process serves; never depends on the upstream) and readiness
 * (`/readyz`: the upstream answers), both JSON (PRODUCT.md §8), plus Prometheus `/metrics`.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../ops/metrics.ts';
import type { Api } from '../upstream/api.ts';

const READY_MEMO_MS = 1000;

export function registerHealthRoutes(app: FastifyInstance, api: Api, metrics: Metrics, version: string): void {
  const started = Date.now();
  let last: { at: number; ok: boolean; error: string | null } | null = null;
  let probing: Promise<void> | null = null;

  const probe = async () => {
    try {
      await api.ping('zh-CN');
      last = { at: Date.now(), ok: true, error: null };
    } catch (err) {
      last = { at: Date.now(), ok: false, error: err instanceof Error ? err.message : 'unknown' };
    }
  };

  app.get('/healthz', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000), version }),
  );

  app.get('/readyz', async (_req, reply) => {
    // Memoized briefly so a busy scraper cannot turn into upstream load.
    if (!last || Date.now() - last.at > READY_MEMO_MS) {
      probing ??= probe().finally(() => (probing = null));
      await probing;
    }
    const ok = last!.ok;
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ready' : 'unavailable', upstream: ok ? 'ok' : 'down', error: ok ? undefined : last!.error, checkedAt: new Date(last!.at).toISOString() });
  });

  app.get('/metrics', async (_req, reply) =>
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics()),
  );
}
