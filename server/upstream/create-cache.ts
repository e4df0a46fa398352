/**
 * The upstream cache chosen at start-up: the in-process one (docs/decisions/002-upstream-cache.md),
 * and, when REDIS_URL is set, the Redis one in front of it, shared by every replica
 * (docs/decisions/021-shared-state-in-redis.md). Events feed `upstream_cache_events_total`;
 * failed background refreshes are logged once per key per interval.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ApiEnvelope } from '../../shared/api/envelope.ts';
import type { Config } from '../config.ts';
import { oncePerInterval } from '../ops/log-once.ts';
import type { Metrics } from '../ops/metrics.ts';
import type { SharedState } from '../ops/redis.ts';
import { SwrCache, type CacheOptions, type UpstreamCache } from './cache.ts';
import { sharedCacheVersion } from './cache-version.ts';
import { SharedCache } from './shared-cache.ts';
import type { CacheEpochs } from './cache-epochs.ts';
import { isEndpointPath } from '../../shared/api/schemas/endpoints.ts';
import { changedByValidation, checkReply } from './validate.ts';

/** One log line per failing cache key per minute during an upstream outage. */
const REFRESH_FAILURE_LOG_INTERVAL_MS = 60_000;
/** Lock margin over the upstream deadline: the holder also validates and writes the reply. */
const LOCK_MARGIN_MS = 1000;

type Envelope = ApiEnvelope<unknown>;

/**
 * A value read back from Redis, taken only as this build would have stored it: its endpoint's
 * schema finds nothing to drop or coerce (what the site writes is already the checked reply).
 */
function acceptStored(value: unknown, group: string): Envelope | null {
  if (!isEndpointPath(group)) return null;
  const checked = checkReply(group, value);
  return checked.ok && !changedByValidation(checked.notes) ? checked.value : null;
}

/** What a cached reply weighs: its JSON in UTF-8, counted once when it is stored (a miss), never on a hit. */
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

export function createUpstreamCache(deps: { config: Config; metrics: Metrics; log: FastifyBaseLogger; shared: SharedState | null; epochs?: CacheEpochs }): UpstreamCache<Envelope> {
  const { config, metrics, log, shared } = deps;
  const logRefreshFailure = oncePerInterval(REFRESH_FAILURE_LOG_INTERVAL_MS);
  const events: Pick<CacheOptions, 'onEvent' | 'onRevalidateError'> = {
    onEvent: (event, endpoint) => metrics.cacheEvents.inc({ event, endpoint }),
    onRevalidateError: (err, key) =>
      logRefreshFailure(key, (suppressed) =>
        // The message names the call and the reason; the stack would add nothing but bytes.
        log.warn({ key, error: err instanceof Error ? err.message : String(err), suppressed }, 'background refresh failed; serving stale copy'),
      ),
  };
  const windows = { staleWhileRevalidateMs: config.cache.staleWhileRevalidateMs, staleIfErrorMs: config.cache.staleIfErrorMs };
  const local = new SwrCache<Envelope>({ maxEntries: config.cache.maxEntries, maxBytes: config.cache.maxBytes, sizeOf: jsonBytes, ...windows, ...events });
  if (!shared) return local;
  return new SharedCache<Envelope>({
    redis: shared.redis,
    prefix: shared.prefix,
    local,
    ...windows,
    ...events,
    lockMs: config.upstream.timeoutMs + LOCK_MARGIN_MS,
    onRedisError: shared.fail,
    available: shared.healthy,
    accept: acceptStored,
    version: sharedCacheVersion(),
    epochs: deps.epochs,
  });
}
