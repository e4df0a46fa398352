/**
 * The one Redis connection of a replica (docs/decisions/021-shared-state-in-redis.md), built at
 * start-up when REDIS_URL is set and shared by the upstream cache and the client-error rate
 * limit. A dead or slow Redis must never hold a visitor: no offline queue (a command while
 * disconnected fails at once), one retry at most, and a deadline per command; the callers then
 * go on without Redis. Failures are counted (`redis_errors_total`) and logged once per interval.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { oncePerInterval } from './log-once.ts';
import type { Metrics } from './metrics.ts';

export type RedisOp = 'connection' | 'read' | 'lock' | 'write';

const CONNECT_TIMEOUT_MS = 2000;
const LOG_INTERVAL_MS = 60_000;
/** After a failed command Redis is not tried for this long: a slow Redis costs one deadline, not one per request. */
const SKIP_AFTER_FAILURE_MS = 5000;

export interface SharedState {
  redis: Redis;
  /** Prefix of every key this site writes (REDIS_PREFIX). */
  prefix: string;
  /** Connected, and no command failed in the last few seconds: when not, callers skip Redis without trying. */
  healthy(): boolean;
  /** The connection is up (`redis_connected`, read when scraped: server/ops/state-gauges.ts). */
  connected(): boolean;
  /** Counts a failed operation and logs it (once per interval). */
  fail(op: RedisOp, err: unknown): void;
  close(): Promise<void>;
}

export interface RedisOptions {
  url: string;
  prefix: string;
  /** REDIS_COMMAND_TIMEOUT_MS: Redis answers in well under a millisecond on a LAN; past this it is treated as down. */
  commandTimeoutMs: number;
  metrics: Metrics;
  log: FastifyBaseLogger;
  nowMs?: () => number;
}

export async function connectRedis(opts: RedisOptions): Promise<SharedState> {
  const nowMs = opts.nowMs ?? (() => performance.now());
  const redis = new Redis(opts.url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: opts.commandTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect forever, at most every 2 s: the site serves without Redis meanwhile.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  const logOnce = oncePerInterval(LOG_INTERVAL_MS);
  let failed = false;
  let skipUntil = -Infinity;
  const fail = (op: RedisOp, err: unknown) => {
    failed = true;
    skipUntil = nowMs() + SKIP_AFTER_FAILURE_MS;
    opts.metrics.redisErrors.inc({ op });
    logOnce('redis', (suppressed) =>
      opts.log.warn({ op, error: err instanceof Error ? err.message : String(err), suppressed }, 'Redis failed: upstream cache falls back to this replica, client-error rate limit not enforced'),
    );
  };
  redis.on('error', (err) => fail('connection', err));
  redis.on('ready', () => {
    if (failed) opts.log.info('Redis reachable again: upstream cache and rate limits shared');
    failed = false;
    skipUntil = -Infinity;
  });
  // A Redis that is down at start-up does not stop the site; it keeps reconnecting.
  await redis.connect().catch(() => {});
  return {
    redis,
    prefix: opts.prefix,
    healthy: () => redis.status === 'ready' && nowMs() >= skipUntil,
    connected: () => redis.status === 'ready',
    fail,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
