/** Environment of the standalone service, validated once at start. */
import { isIP } from 'node:net';
import { DEFAULT_DB_PATH } from './db.ts';

export interface ContentEnv {
  host: string;
  port: number;
  dbPath: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function readContentEnv(env: NodeJS.ProcessEnv = process.env): ContentEnv {
  const rawPort = env.CONTENT_PORT?.trim() || '3100';
  const port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new ConfigError(`CONTENT_PORT must be a port number 0-65535 (got "${rawPort}")`);
  }
  const host = env.CONTENT_HOST?.trim() || '127.0.0.1';
  if (!isIP(host) && !HOSTNAME.test(host)) {
    throw new ConfigError(`CONTENT_HOST must be an IP address or host name (got "${host}")`);
  }
  const dbPath = env.CONTENT_DB_PATH?.trim() || DEFAULT_DB_PATH;
  return { host, port, dbPath };
}
