/** Environment of the standalone service, validated once at start: an error names its variable. */
import { statSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { clockFromSetting, type Clock } from '../../shared/clock.ts';
import { PUBLISH_SECRET_MIN_LENGTH } from '../../shared/publish-hook.ts';
import { DEFAULT_DB_PATH } from './db/schema.ts';
import { SEED_DIR } from './paths.ts';
import type { PublishHookOptions } from './publish/hook.ts';

export interface ContentEnv {
  host: string;
  port: number;
  /** Absolute: a relative CONTENT_DB_PATH is taken from where npm was started (INIT_CWD). */
  dbPath: string;
  /** Absolute, like dbPath; RESERVATIONS_DB_PATH, else reservations.db beside the content database. */
  reservationsPath: string;
  /** In production a standalone service refuses to start without RESERVATIONS_KEY. */
  requireReservationsKey: boolean;
  /** RESERVATIONS_DATABASE_URL (postgres://…): the reservations in PostgreSQL; '' keeps them in the SQLite file. */
  reservationsDatabaseUrl: string;
  logLevel: LogLevel;
  now: Clock;
  /** CONTENT_SEED_DIR made absolute, else the package's seed/ (watched: publish/watch.ts). */
  seedDir: string;
  /** PUBLISH_HOOK_URL with PUBLISH_WEBHOOK_SECRET; undefined when the URL is unset (no calls). */
  publishHook?: PublishHookOptions;
}

/**
 * Every variable the service reads, and the only ones: the readers here and in http/app.ts take
 * a type keyed by this list, so reading a name not listed does not compile; the site's repository
 * checks its Kubernetes manifests against it (its docs/decisions/048-kubernetes.md).
 */
export const CONTENT_ENV_VARS = [
  'NODE_ENV', 'CONTENT_HOST', 'CONTENT_PORT', 'CONTENT_DB_PATH', 'RESERVATIONS_DB_PATH', 'RESERVATIONS_KEY', 'RESERVATIONS_DATABASE_URL',
  'LOG_LEVEL', 'CLOCK_NOW', 'INIT_CWD', 'CONTENT_SEED_DIR', 'PUBLISH_HOOK_URL', 'PUBLISH_WEBHOOK_SECRET',
] as const;
export type ContentEnvVars = { readonly [K in (typeof CONTENT_ENV_VARS)[number]]?: string | undefined };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LEVELS)[number];

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function readContentEnv(env: ContentEnvVars = process.env): ContentEnv {
  const rawPort = env.CONTENT_PORT?.trim() || '3100';
  const port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new ConfigError(`CONTENT_PORT must be a port number 0-65535 (got "${rawPort}")`);
  }
  const host = env.CONTENT_HOST?.trim() || '127.0.0.1';
  if (!isIP(host) && !HOSTNAME.test(host)) {
    throw new ConfigError(`CONTENT_HOST must be an IP address or host name (got "${host}")`);
  }
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  const now = clockFromSetting(env.CLOCK_NOW);
  if (!now) {
    throw new ConfigError(`CLOCK_NOW must be an ISO 8601 instant with a zone, e.g. 2026-07-15T10:30:00+08:00 (got "${env.CLOCK_NOW}")`);
  }
  const dbPath = dbPathFrom(env);
  const reservationsPath = resolve(env.INIT_CWD || process.cwd(), env.RESERVATIONS_DB_PATH?.trim() || join(dirname(dbPath), 'reservations.db'));
  const seedDir = seedDirFrom(env);
  const reservationsDatabaseUrl = databaseUrlFrom(env.RESERVATIONS_DATABASE_URL?.trim() ?? '');
  const publishHook = publishHookFrom(env);
  return {
    host, port, dbPath, reservationsPath, requireReservationsKey: env.NODE_ENV === 'production', reservationsDatabaseUrl, logLevel, now, seedDir,
    ...(publishHook ? { publishHook } : {}),
  };
}

function seedDirFrom(env: ContentEnvVars): string {
  const setting = env.CONTENT_SEED_DIR?.trim();
  if (!setting) return SEED_DIR;
  const dir = resolve(env.INIT_CWD || process.cwd(), setting);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new ConfigError(`CONTENT_SEED_DIR must be a folder of seed files (got "${setting}")`);
  }
  return dir;
}

/** The webhook is opt-in: no URL, no calls. A URL without a long enough secret is refused, never sent unsigned. */
function publishHookFrom(env: ContentEnvVars): PublishHookOptions | undefined {
  const url = env.PUBLISH_HOOK_URL?.trim();
  if (!url) return undefined;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) {
    throw new ConfigError(`PUBLISH_HOOK_URL must be an http(s) URL without credentials (got "${url.slice(0, 200)}")`);
  }
  // The secret's value is never echoed, only its length.
  const secret = env.PUBLISH_WEBHOOK_SECRET ?? '';
  if (secret.length < PUBLISH_SECRET_MIN_LENGTH) {
    throw new ConfigError(`PUBLISH_WEBHOOK_SECRET must be at least ${PUBLISH_SECRET_MIN_LENGTH} characters when PUBLISH_HOOK_URL is set (got ${secret.length})`);
  }
  return { url: parsed.href, secret };
}


/** A postgres:// or postgresql:// URL with a host and a database, or ''; an error never shows the password. */
function databaseUrlFrom(raw: string): string {
  if (!raw) return '';
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Named below without echoing the value: it may hold a password.
  }
  const problem = !url || !/^postgres(ql)?:$/.test(url.protocol)
    ? 'must be a postgres:// or postgresql:// URL'
    : !url.hostname ? 'must name a host' : url.pathname.length < 2 ? 'must name a database (postgres://user:password@host:5432/database)' : null;
  if (problem) throw new ConfigError(`RESERVATIONS_DATABASE_URL ${problem} (got ${url ? `a ${url.protocol} URL` : 'something that is not a URL'})`);
  return raw;
}

/** CONTENT_DB_PATH made absolute. npm runs the package's scripts in content-service/, so a
 * relative path means the folder npm was started from (INIT_CWD), as it did before the move. */
export function dbPathFrom(env: ContentEnvVars = process.env): string {
  return resolve(env.INIT_CWD || process.cwd(), env.CONTENT_DB_PATH?.trim() || DEFAULT_DB_PATH);
}
