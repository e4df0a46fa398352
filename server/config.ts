/**
 * Configuration comes only from environment variables (docs/product.md §8), validated once at
 * start: a bad value stops the process with a message naming the variable, before anything
 * listens. Every variable is documented in README.md ("Configuration").
 */
import { clockFromSetting, type Clock } from '../shared/clock.ts';

export interface Config {
  host: string;
  port: number;
  /** Upstream CMS base URL; null = start the embedded content service in-process. */
  apiBaseUrl: string | null;
  /** Public origin used for canonical/hreflang/sitemap URLs; null = derive from the request. */
  publicOrigin: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  upstream: {
    /** Total deadline of one upstream call, connect to last byte. */
    timeoutMs: number;
    /** Largest upstream reply accepted. */
    maxBodyBytes: number;
    connections: number;
  };
  cache: {
    maxEntries: number;
    /** Default freshness of an upstream reply. */
    ttlMs: number;
    /** Freshness of the shell data (menus, footer, links, QR). */
    shellTtlMs: number;
    /** Freshness of live data (weather, flow, notices). */
    liveTtlMs: number;
    /** Past freshness, serve the stale copy at once and refresh in the background for this long. */
    staleWhileRevalidateMs: number;
    /** Past freshness, serve the stale copy when the upstream fails, for this long. */
    staleIfErrorMs: number;
  };
  render: {
    /** Server-side render deadline; past it the stream is aborted (client renders the rest). */
    timeoutMs: number;
  };
  /** In-process cache of rendered pages and route JSON (docs/decisions/019-microcache.md). */
  pageCache: {
    /** Freshness of a rendered answer; 0 = off. */
    ttlMs: number;
    maxBytes: number;
  };
  amap: { key: string | null; securityCode: string | null };
  /** Content service (in-process mode): SQLite path. */
  contentDbPath: string;
  trustProxy: boolean;
  shutdownGraceMs: number;
  /** What time it is for the site and the embedded content service (CLOCK_NOW pins it). */
  clock: Clock;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return def;
  if (!/^-?\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function url(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function bool(env: Env, name: string, def: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return def;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): Config {
  const level = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const host = env.HOST?.trim() || '0.0.0.0';
  const clock = clockFromSetting(env.CLOCK_NOW);
  if (!clock) throw new ConfigError(`CLOCK_NOW must be an ISO 8601 instant with a zone (e.g. 2026-07-15T10:30:00+08:00), got "${env.CLOCK_NOW}"`);
  return {
    host,
    port: int(env, 'PORT', 3000, 0, 65535),
    apiBaseUrl: url(env, 'API_BASE_URL'),
    publicOrigin: url(env, 'PUBLIC_ORIGIN'),
    logLevel: level,
    upstream: {
      timeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 4000, 100, 120_000),
      maxBodyBytes: int(env, 'UPSTREAM_MAX_BODY_BYTES', 2 * 1024 * 1024, 1024),
      connections: int(env, 'UPSTREAM_CONNECTIONS', 32, 1, 1024),
    },
    cache: {
      maxEntries: int(env, 'CACHE_MAX_ENTRIES', 2000, 1, 1_000_000),
      ttlMs: int(env, 'CACHE_TTL_MS', 60_000, 0),
      shellTtlMs: int(env, 'CACHE_SHELL_TTL_MS', 300_000, 0),
      liveTtlMs: int(env, 'CACHE_LIVE_TTL_MS', 30_000, 0),
      staleWhileRevalidateMs: int(env, 'CACHE_STALE_WHILE_REVALIDATE_MS', 60_000, 0),
      staleIfErrorMs: int(env, 'CACHE_STALE_IF_ERROR_MS', 3_600_000, 0),
    },
    render: { timeoutMs: int(env, 'RENDER_TIMEOUT_MS', 10_000, 100, 120_000) },
    pageCache: {
      ttlMs: int(env, 'PAGE_CACHE_TTL_MS', 10_000, 0, 3_600_000),
      maxBytes: int(env, 'PAGE_CACHE_MAX_BYTES', 64 * 1024 * 1024, 1024),
    },
    amap: { key: env.AMAP_KEY?.trim() || null, securityCode: env.AMAP_SECURITY_CODE?.trim() || null },
    contentDbPath: env.CONTENT_DB_PATH?.trim() || 'data/content.db',
    trustProxy: bool(env, 'TRUST_PROXY', false),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    clock,
  };
}
