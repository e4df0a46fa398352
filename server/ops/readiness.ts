/**
 * Readiness (docs/decisions/017-image-and-probes.md): may a load balancer send this replica
 * traffic? Every replica shares one CMS, so tying readiness to the CMS alone would take all of
 * them out together while they still serve pages from their caches. So:
 *  - upstream answers                                   → 200 "ready"
 *  - upstream fails, but cached copies can still serve  → 200 "degraded"
 *    (something is cached and the last good upstream reply is within the stale-if-error window;
 *    with REDIS_URL also: the shared cache says some replica had a good reply within the window)
 *  - upstream fails and nothing can serve               → 503 "unavailable"
 *  - SIGTERM received (draining before the listener closes) → 503 "draining"
 * With REDIS_URL set, a Redis that is down turns "ready" into "degraded": the replica still
 * serves from its own memory, but shares no cache or rate limit (docs/decisions/021-shared-state-in-redis.md).
 */
import { orAfter } from './or-after.ts';

export interface ReadinessOptions {
  /** How long one upstream probe answers /readyz (default 1 s). */
  memoMs?: number;
  /**
   * The upstream probe counts as failed past this (default 1.5 s), whatever UPSTREAM_TIMEOUT_MS
   * says: a hanging CMS must not make /readyz outlast the orchestrator's probe timeout.
   */
  probeTimeoutMs?: number;
  /** Milliseconds clock for the memo and the stale window (tests step it instead of sleeping). */
  nowMs?: () => number;
}

export interface ReadinessDeps extends ReadinessOptions {
  /** An uncached upstream call; rejects when the upstream cannot answer. */
  probe: () => Promise<void>;
  /** Entries in the upstream cache (copies that may serve while the upstream is down). */
  cachedEntries: () => number;
  /** How long past freshness a cached copy still serves on upstream errors. */
  staleIfErrorMs: number;
  /** Redis connected (only when REDIS_URL is set). */
  sharedStateOk?: () => boolean;
  /**
   * Only with REDIS_URL: does the shared cache hold copies that can still serve (some replica had
   * a good upstream reply within the window)? Bounded in time and never rejects (server/ops/upstream-heartbeat.ts).
   */
  sharedCopiesRecent?: () => Promise<boolean>;
}

export const READINESS_STATES = ['ready', 'degraded', 'unavailable', 'draining'] as const;
type ReadinessStatus = (typeof READINESS_STATES)[number];

interface ReadinessReport {
  code: 200 | 503;
  body: {
    status: ReadinessStatus;
    upstream: 'ok' | 'down';
    redis?: 'ok' | 'down';
    /** "shared": degraded because of the copies in Redis, this replica's own memory could not serve. */
    copies?: 'shared';
    error?: string;
    checkedAt: string;
  };
}

export interface Readiness {
  /**
   * The report, probing the upstream when the last probe is older than `reuseMs` (default: the
   * memo, 1 s). The metrics' state gauge passes a longer reuse, so a scrape adds an upstream call
   * only when no orchestrator probe came lately (server/ops/state-gauges.ts).
   */
  check(reuseMs?: number): Promise<ReadinessReport>;
  /** Any upstream call succeeded (fed by the Api's call hook): cached copies are recent. */
  noteUpstreamOk(): void;
  /** From SIGTERM on, answer 503 so balancers stop routing here before the listener closes. */
  startDraining(): void;
  readonly draining: boolean;
}

export function createReadiness(deps: ReadinessDeps): Readiness {
  const memoMs = deps.memoMs ?? 1000;
  const probeTimeoutMs = deps.probeTimeoutMs ?? 1500;
  const nowMs = deps.nowMs ?? Date.now;
  let last: { at: number; ok: boolean; error: string | null; sharedCopies: boolean } | null = null;
  let lastOkAt: number | null = null;
  let probing: Promise<void> | null = null;
  let draining = false;

  const staleCanServe = () => lastOkAt !== null && nowMs() - lastOkAt <= deps.staleIfErrorMs && deps.cachedEntries() > 0;

  const probe = async () => {
    try {
      await orAfter(deps.probe(), probeTimeoutMs, () => {
        throw new Error(`upstream did not answer within ${probeTimeoutMs} ms`);
      });
      last = { at: nowMs(), ok: true, error: null, sharedCopies: false };
      lastOkAt = last.at;
    } catch (err) {
      const error = err instanceof Error ? err.message : 'unknown';
      // Asked only when this replica's memory cannot serve (e.g. restarted during the outage),
      // once per memo like the upstream probe.
      const sharedCopies = !staleCanServe() && deps.sharedCopiesRecent ? await deps.sharedCopiesRecent() : false;
      last = { at: nowMs(), ok: false, error, sharedCopies };
    }
  };

  return {
    async check(reuseMs = memoMs) {
      // Memoized briefly so a busy scraper cannot turn into upstream load.
      if (!last || nowMs() - last.at > reuseMs) {
        probing ??= probe().finally(() => (probing = null));
        await probing;
      }
      const { ok, error, at, sharedCopies } = last!;
      const redisOk = deps.sharedStateOk?.();
      const local = !ok && staleCanServe();
      const status: ReadinessStatus = draining ? 'draining' : ok ? (redisOk === false ? 'degraded' : 'ready') : local || sharedCopies ? 'degraded' : 'unavailable';
      const code = status === 'ready' || status === 'degraded' ? 200 : 503;
      const redis = redisOk === undefined ? {} : { redis: redisOk ? ('ok' as const) : ('down' as const) };
      const copies = !ok && !local && sharedCopies ? { copies: 'shared' as const } : {};
      return { code, body: { status, upstream: ok ? 'ok' : 'down', ...redis, ...copies, ...(ok ? {} : { error: error ?? 'unknown' }), checkedAt: new Date(at).toISOString() } };
    },
    noteUpstreamOk() {
      lastOkAt = nowMs();
    },
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
