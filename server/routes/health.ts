/**
 * Liveness (`/healthz`: the process serves; never depends on the upstream) and readiness
 * (`/readyz`: the upstream answers), both JSON (docs/product.md §8). The public port says only
 * whether the site is ready; why not (the upstream's error) is on the internal listener
 * (server/ops/internal.ts), with the metrics.
 */
import type { FastifyInstance } from 'fastify';
import type { Api } from '../upstream/api.ts';

export interface ReadinessOptions {
  /** How long one upstream probe answers /readyz (default 1 s). */
  memoMs?: number;
  /** Milliseconds clock for the memo (tests step it instead of sleeping). */
  nowMs?: () => number;
}

export interface ReadinessResult {
  ok: boolean;
  /** The upstream's failure, for operators only. */
  error: string | null;
  at: number;
}

/** One memoized upstream probe, shared by the public and the internal readiness answers. */
export type Readiness = () => Promise<ReadinessResult>;

export function createReadiness(api: Api, opts: ReadinessOptions = {}): Readiness {
  const memoMs = opts.memoMs ?? 1000;
  const nowMs = opts.nowMs ?? Date.now;
  let last: ReadinessResult | null = null;
  let probing: Promise<void> | null = null;
  const probe = async () => {
    try {
      await api.ping('zh-CN');
      last = { ok: true, error: null, at: nowMs() };
    } catch (err) {
      last = { ok: false, error: err instanceof Error ? err.message : 'unknown', at: nowMs() };
    }
  };
  return async () => {
    // Memoized briefly so a busy scraper cannot turn into upstream load.
    if (!last || nowMs() - last.at > memoMs) {
      probing ??= probe().finally(() => (probing = null));
      await probing;
    }
    return last!;
  };
}

export function readyStatus(r: ReadinessResult): { code: number; status: 'ready' | 'unavailable' } {
  return r.ok ? { code: 200, status: 'ready' } : { code: 503, status: 'unavailable' };
}

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness, version: string): void {
  const started = Date.now();
  app.get('/healthz', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000), version }),
  );
  app.get('/readyz', async (_req, reply) => {
    const { code, status } = readyStatus(await readiness());
    return reply.code(code).header('cache-control', 'no-store').send({ status });
  });
}
