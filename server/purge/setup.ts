/**
 * Purge on publish, wired (docs/purge.md): what one replica purges of its own — the upstream
 * copies of the named endpoint paths (server/upstream/cache.ts, and the Redis copies through the
 * epochs, ./fan-out.ts), and every rendered page and replayed answer (pages are not tracked by
 * the endpoints they read: each renders the shell, which reads most of them) — how a publish
 * reaches the other replicas, and the webhook itself when PUBLISH_WEBHOOK_SECRET is set.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '../../shared/api/envelope.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../config.ts';
import type { HitReplay } from '../http/hit-replay.ts';
import type { Microcache } from '../http/microcache.ts';
import type { Metrics } from '../ops/metrics.ts';
import type { SharedState } from '../ops/redis.ts';
import type { UpstreamCache } from '../upstream/cache.ts';
import type { CacheEpochs } from '../upstream/cache-epochs.ts';
import { localFanOut, redisFanOut, type PurgeHere } from './fan-out.ts';
import { registerPublishHook } from './receiver.ts';
import { memoryReplayMemory, redisReplayMemory } from './replay-memory.ts';

export interface PurgeDeps {
  config: Config;
  shared: SharedState | null;
  epochs: CacheEpochs;
  cache: UpstreamCache<ApiEnvelope<unknown>>;
  pageCache: Microcache;
  hitReplay: HitReplay;
  metrics: Metrics;
  clock: Clock;
}

export async function setUpPurge(app: FastifyInstance, deps: PurgeDeps): Promise<void> {
  const { config, shared, epochs, cache, pageCache, hitReplay, metrics, clock } = deps;
  const secret = config.publishHook.secret;
  // No secret, no webhook: nothing publishes, so no replica needs to listen either.
  if (!secret) return;
  const purgeHere: PurgeHere = (paths, source) => {
    // Upstream copies first: a page rendered after this reads the new data.
    cache.purge(paths);
    pageCache.purge();
    hitReplay.clear();
    metrics.purgesApplied.inc({ source });
    app.log.info({ purge: { paths, source } }, 'caches purged');
  };
  const fanOut = shared ? redisFanOut({ shared, epochs, purgeHere, log: app.log }) : localFanOut(purgeHere);
  const memory = shared ? redisReplayMemory(shared.redis, shared.prefix) : memoryReplayMemory(() => clock().getTime());
  await registerPublishHook(app, { secret, memory, fanOut, metrics, nowMs: () => clock().getTime() });
  app.addHook('onClose', () => fanOut.close());
}
