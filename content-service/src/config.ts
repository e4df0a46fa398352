/** Environment of the standalone service, validated once at start: an error names its variable. */
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { clockFromSetting, type Clock } from '../../shared/clock.ts';
import { DEFAULT_DB_PATH } from './db/schema.ts';

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
}

/**
 * Every variable the service reads, and the only ones: the readers here and in http/app.ts take
 * a type keyed by this list, so reading a name not listed does not compile; the site's repository
 * checks its Kubernetes manifests against it (its docs/decisions/048-kubernetes.md).
 */
export const CONTENT_ENV_VARS = [
  'NODE_ENV', 'CONTENT_HOST', 'CONTENT_PORT', 'CONTENT_DB_PATH', 'RESERVATIONS_DB_PATH', 'RESERVATIONS_KEY', 'RESERVATIONS_DATABASE_URL',
  'LOG_LEVEL', 'CLOCK_NOW', 'INIT_CWD',
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
  const reservationsDatabaseUrl = databaseUrlFrom(env.RESERVATIONS_DATABASE_URL?.trim() ?? '');
  return { host, port, dbPath, reservationsPath, requireReservationsKey: env.NODE_ENV === 'production', reservationsDatabaseUrl, logLevel, now };
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
