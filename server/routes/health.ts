/**
 * Liveness (`/healthz`: the process serves; never depends on the upstream) and readiness
 * (`/readyz`: the upstream answers), both JSON (docs/product.md §8), plus Prometheus `/metrics`.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../ops/metrics.ts';
import type { Api } from '../upstream/api.ts';

export interface ReadinessOptions {
  /** How long one upstream probe answers /readyz (default 1 s). */
  memoMs?: number;
  /** Milliseconds clock for the memo (tests step it instead of sleeping). */
  nowMs?: () => number;
}

export function registerHealthRoutes(app: FastifyInstance, api: Api, metrics: Metrics, version: string, readiness: ReadinessOptions = {}): void {
  const memoMs = readiness.memoMs ?? 1000;
  const nowMs = readiness.nowMs ?? Date.now;
  const started = Date.now();
  let last: { at: number; ok: boolean; error: string | null } | null = null;
  let probing: Promise<void> | null = null;

  const probe = async () => {
    try {
      await api.ping('zh-CN');
      last = { at: nowMs(), ok: true, error: null };
    } catch (err) {
      last = { at: nowMs(), ok: false, error: err instanceof Error ? err.message : 'unknown' };
    }
  };

  app.get('/healthz', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000), version }),
  );

  app.get('/readyz', async (_req, reply) => {
    // Memoized briefly so a busy scraper cannot turn into upstream load.
    if (!last || nowMs() - last.at > memoMs) {
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
