/**
 * Client error reports (docs/behaviour.md §8): uncaught errors and unhandled rejections
 * from browsers, written to the server log. Rate-limited per client address by
 * @fastify/rate-limit, keyed by `req.ip` (the address TRUST_PROXY lets through, never a
 * header a client chose: docs/decisions/012-edge-rules.md), and bounded in size, so it
 * cannot be used to flood the log. With REDIS_URL set the counts live in Redis, so the budget
 * is per client across every replica; a Redis outage lets reports through rather than
 * refusing them (docs/decisions/021-shared-state-in-redis.md).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { clientKey } from '../http/client-key.ts';
import type { Metrics } from '../ops/metrics.ts';
import type { SharedState } from '../ops/redis.ts';

const WINDOW_MS = 60_000;
const PER_WINDOW = 10;
const str = (v: unknown, max: number): string | undefined => (typeof v === 'string' ? v.slice(0, max) : undefined);

export async function registerClientLogRoute(app: FastifyInstance, metrics: Metrics, shared: SharedState | null = null): Promise<void> {
  const store = shared ? { redis: shared.redis, nameSpace: `${shared.prefix}rate-limit:`, skipOnError: true } : {};
  await app.register(rateLimit, { global: false, cache: 10_000, ...store });
  app.post(
    '/_log/client-error',
    { bodyLimit: 16 * 1024, config: { rateLimit: { max: PER_WINDOW, timeWindow: WINDOW_MS, keyGenerator: (req) => `client-error:${clientKey(req.ip)}` } } },
    async (req, reply) => {
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
    },
  );
}
