/**
 * Client error reports (docs/behaviour.md §8): uncaught errors and unhandled rejections
 * from browsers, written to the server log. Rate-limited per client address and bounded in
 * size, so it cannot be used to flood the log.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Metrics } from '../ops/metrics.ts';

const WINDOW_MS = 60_000;
const PER_WINDOW = 10;
const str = (v: unknown, max: number): string | undefined => (typeof v === 'string' ? v.slice(0, max) : undefined);

export function registerClientLogRoute(app: FastifyInstance, metrics: Metrics): void {
  const buckets = new LRUCache<string, { count: number }>({ max: 10_000, ttl: WINDOW_MS });
  app.post('/_log/client-error', { bodyLimit: 16 * 1024 }, async (req, reply) => {
    const bucket = buckets.get(req.ip) ?? { count: 0 };
    bucket.count += 1;
    if (bucket.count === 1) buckets.set(req.ip, bucket);
    if (bucket.count > PER_WINDOW) return reply.code(429).header('retry-after', '60').send({ ok: false });

    const body = (typeof req.body === 'object' && req.body) || {};
    const b = body as Record<string, unknown>;
    const kind = b.kind === 'unhandledrejection' ? 'unhandledrejection' : 'error';
    metrics.clientErrors.inc({ kind });
    req.log.warn(
      {
        client: {
          kind,
          message: str(b.message, 1000),
          stack: str(b.stack, 4000),
          url: str(b.url, 1000),
          timestamp: str(b.timestamp, 40),
          userAgent: str(req.headers['user-agent'], 300),
        },
      },
      'client error',
    );
    return reply.code(204).send();
  });
}
