/**
 * Configuration comes only from environment variables (docs/product.md §8), validated once at
 * start: a bad value stops the process with a message naming the variable, before anything
 * listens. Every variable is documented in README.md ("Configuration").
 */
import { isIP } from 'node:net';
import { clockFromSetting, type Clock } from '../shared/clock.ts';
import { ConfigError, int, origin, publishSecret, redisPrefix, redisUrl, trustProxy, url, type Env } from './env-values.ts';

export interface Config {
  /** production (the default of `npm start`), development (`npm run dev`) or test. */
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** Upstream CMS base URL; null = start the embedded content service in-process. */
  apiBaseUrl: string | null;
  /**
   * Origin of every absolute URL the site writes (canonical, hreflang, og:url, JSON-LD,
   * sitemap, robots.txt): PUBLIC_ORIGIN, else http://localhost:<PORT>. Never a request header
   * (docs/decisions/012-edge-rules.md).
   */
  publicOrigin: string;
  /** PUBLIC_ORIGIN was unset: the start logs one warning. */
  publicOriginIsDefault: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  upstream: {
    /** Total deadline of one upstream call, connect to last byte. */
    timeoutMs: number;
    /** Largest upstream reply accepted. */
    maxBodyBytes: number;
    connections: number;
  };
  cache: {
    maxEntries: number;
    /** Bound on the upstream replies kept, in bytes of their JSON (docs/decisions/032-cheaper-render-and-memory.md). */
    maxBytes: number;
    /** Default freshness of an upstream reply. */
    ttlMs: number;
    /** Freshness of the shell data (menus, footer, links, QR). */
    shellTtlMs: number;
    /** Freshness of live data (weather, flow, notices). */
    liveTtlMs: number;
    /** Freshness of ticket availability, never served past it (CACHE_TICKETS_TTL_MS; docs/tickets.md). */
    ticketsTtlMs: number;
    /** Past freshness, serve the stale copy at once and refresh in the background for this long. */
    staleWhileRevalidateMs: number;
    /** Past freshness, serve the stale copy when the upstream fails, for this long. */
    staleIfErrorMs: number;
  };
  render: {
    /** Server-side render deadline; past it the stream is aborted (client renders the rest). */
    timeoutMs: number;
    /** Page renders at once; the others wait their turn (server/render/render-slots.ts). */
    concurrency: number;
  };
  amap: {
    key: string | null;
    securityCode: string | null;
    /** Where /_AMapService forwards (server/routes/amap-proxy.ts); tests point them at a loopback fake. */
    restBase: string;
    webapiBase: string;
    vectormapBase: string;
  };
  /** Total deadline of a /media upstream fetch before the site answers 504. */
  media: { timeoutMs: number };
  /**
   * Ticket form posts a client may make per minute (docs/tickets.md §Limits): reserving
   * (TICKETS_RESERVE_PER_MINUTE) and looking up or cancelling (TICKETS_LOOKUP_PER_MINUTE).
   */
  tickets: { reservePerMinute: number; lookupPerMinute: number };
  /** The internal listener (metrics, readiness detail); port null = not started. */
  ops: { host: string; port: number | null };
  /** In-process cache of rendered pages and route JSON (docs/decisions/019-microcache.md). */
  pageCache: {
    /** Freshness of a rendered answer; 0 = off. */
    ttlMs: number;
    maxBytes: number;
  };
  /**
   * Shared state across replicas (docs/decisions/021-shared-state-in-redis.md): upstream cache
   * and client-error rate limit in Redis. url null = each replica keeps its own, in memory.
   */
  redis: {
    url: string | null;
    prefix: string;
    /** Past this a Redis command counts as failed and the replica goes on without Redis. */
    commandTimeoutMs: number;
  };
  /**
   * The publish webhook (docs/purge.md): the secret the CMS signs with (PUBLISH_WEBHOOK_SECRET);
   * null = no webhook, POST /_hooks/publish answers 404.
   */
  publishHook: { secret: string | null };
  /** Content service (in-process mode): SQLite path. */
  contentDbPath: string;
  /** CONTENT_SEED_DIR: where the embedded content service reads its seed (null: the package's own); a change there is published (docs/purge.md). */
  contentSeedDir: string | null;
  /** Fastify `trustProxy`: false, a hop count, or addresses/CIDRs of the proxies in front. */
  trustProxy: false | number | string[];
  http: {
    /** Whole request (headers and body) must arrive within this; 0 = off. */
    requestTimeoutMs: number;
    /** Headers must arrive within this. */
    headersTimeoutMs: number;
    /** An idle socket (no request in progress) is closed after this. */
    connectionTimeoutMs: number;
    /** An idle keep-alive socket between requests is closed after this. */
    keepAliveTimeoutMs: number;
  };
  shutdownGraceMs: number;
  /** After SIGTERM, readiness answers 503 for this long before the listener closes. */
  shutdownDrainMs: number;
  /** What time it is for the site and the embedded content service (CLOCK_NOW pins it). */
  clock: Clock;
}

const NODE_ENVS = ['production', 'development', 'test'] as const;
type NodeEnv = (typeof NODE_ENVS)[number];
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function hostSetting(env: Env): string {
  const host = env.HOST?.trim() || '0.0.0.0';
  if (!isIP(host) && !HOSTNAME.test(host)) throw new ConfigError(`HOST must be an IP address or host name to listen on, got "${env.HOST}"`);
  return host;
}

/** pino's levels: LOG_LEVEL at start, PUT /log-level at run time (server/ops/log-level.ts). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): Config {
  const level = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const host = hostSetting(env);
  const nodeEnv = (env.NODE_ENV?.trim() || 'development') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) throw new ConfigError(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${env.NODE_ENV}"`);
  const clock = clockFromSetting(env.CLOCK_NOW);
  if (!clock) throw new ConfigError(`CLOCK_NOW must be an ISO 8601 instant with a zone (e.g. 2026-07-15T10:30:00+08:00), got "${env.CLOCK_NOW}"`);
  const port = int(env, 'PORT', 3000, 0, 65535);
  const requestTimeoutMs = int(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000, 0, 600_000);
  const headersTimeoutMs = int(env, 'HTTP_HEADERS_TIMEOUT_MS', 30_000, 100, 600_000);
  if (requestTimeoutMs > 0 && headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(`HTTP_HEADERS_TIMEOUT_MS must not be larger than HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got ${headersTimeoutMs}`);
  }
  const publicOrigin = origin(env, 'PUBLIC_ORIGIN');
  return {
    nodeEnv,
    host,
    port,
    apiBaseUrl: url(env, 'API_BASE_URL'),
    publicOrigin: publicOrigin ?? `http://localhost:${port}`,
    publicOriginIsDefault: publicOrigin === null,
    logLevel: level,
    upstream: {
      timeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 4000, 100, 120_000),
      maxBodyBytes: int(env, 'UPSTREAM_MAX_BODY_BYTES', 2 * 1024 * 1024, 1024),
      connections: int(env, 'UPSTREAM_CONNECTIONS', 32, 1, 1024),
    },
    cache: {
      maxEntries: int(env, 'CACHE_MAX_ENTRIES', 2000, 1, 1_000_000),
      maxBytes: int(env, 'CACHE_MAX_BYTES', 16 * 1024 * 1024, 64 * 1024),
      ttlMs: int(env, 'CACHE_TTL_MS', 60_000, 0),
      shellTtlMs: int(env, 'CACHE_SHELL_TTL_MS', 300_000, 0),
      liveTtlMs: int(env, 'CACHE_LIVE_TTL_MS', 30_000, 0),
      ticketsTtlMs: int(env, 'CACHE_TICKETS_TTL_MS', 3_000, 0, 10_000),
      staleWhileRevalidateMs: int(env, 'CACHE_STALE_WHILE_REVALIDATE_MS', 60_000, 0),
      staleIfErrorMs: int(env, 'CACHE_STALE_IF_ERROR_MS', 3_600_000, 0),
    },
    render: { timeoutMs: int(env, 'RENDER_TIMEOUT_MS', 10_000, 100, 120_000), concurrency: int(env, 'RENDER_CONCURRENCY', 2, 1, 64) },
    amap: {
      key: env.AMAP_KEY?.trim() || null,
      securityCode: env.AMAP_SECURITY_CODE?.trim() || null,
      restBase: url(env, 'AMAP_REST_BASE') ?? 'https://restapi.amap.com',
      webapiBase: url(env, 'AMAP_WEBAPI_BASE') ?? 'https://webapi.amap.com',
      vectormapBase: url(env, 'AMAP_VECTORMAP_BASE') ?? 'https://fmap01.amap.com',
    },
    media: { timeoutMs: int(env, 'MEDIA_TIMEOUT_MS', 8000, 100, 120_000) },
    tickets: {
      reservePerMinute: int(env, 'TICKETS_RESERVE_PER_MINUTE', 10, 1, 100_000),
      lookupPerMinute: int(env, 'TICKETS_LOOKUP_PER_MINUTE', 10, 1, 100_000),
    },
    // METRICS_PORT=0 turns the internal listener off (there is no use for a random port).
    ops: { host: env.METRICS_HOST?.trim() || '127.0.0.1', port: int(env, 'METRICS_PORT', 9100, 0, 65535) || null },
    pageCache: {
      ttlMs: int(env, 'PAGE_CACHE_TTL_MS', 10_000, 0, 3_600_000),
      // Outside the V8 heap (Buffers): counted in the RSS budget (docs/decisions/032-cheaper-render-and-memory.md).
      maxBytes: int(env, 'PAGE_CACHE_MAX_BYTES', 32 * 1024 * 1024, 1024),
    },
    publishHook: { secret: publishSecret(env, 'PUBLISH_WEBHOOK_SECRET') },
    redis: { url: redisUrl(env, 'REDIS_URL'), prefix: redisPrefix(env, 'REDIS_PREFIX'), commandTimeoutMs: int(env, 'REDIS_COMMAND_TIMEOUT_MS', 500, 10, 60_000) },
    contentDbPath: env.CONTENT_DB_PATH?.trim() || 'data/content.db',
    contentSeedDir: env.CONTENT_SEED_DIR?.trim() || null,
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    http: {
      requestTimeoutMs,
      headersTimeoutMs,
      connectionTimeoutMs: int(env, 'HTTP_CONNECTION_TIMEOUT_MS', 0, 0, 600_000),
      keepAliveTimeoutMs: int(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 600_000),
    },
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    // Long enough for a balancer's readiness probe to notice; no wait outside production.
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_MS', nodeEnv === 'production' ? 5000 : 0, 0, 600_000),
    clock,
  };
}
