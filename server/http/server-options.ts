/**
 * Fastify/Node server options of the edge (docs/decisions/012-edge-rules.md):
 * whom to trust for X-Forwarded-*, how long a client may take, and how shutdown treats open
 * sockets. Values come from config (README "Configuration").
 */
import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Fastify compiles a hop count the same way (`hop < n`); its types only lack the number form. */
export function trustProxyOption(trust: Config['trustProxy']): NonNullable<FastifyServerOptions['trustProxy']> {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export function httpServerOptions(config: Pick<Config, 'http'>) {
  const { requestTimeoutMs, headersTimeoutMs, connectionTimeoutMs, keepAliveTimeoutMs } = config.http;
  return {
    // A request (headers and body) that has not fully arrived in time gets a 408 and its socket
    // closed: a body trickled a byte at a time cannot hold a socket for ever.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: {
      headersTimeout: headersTimeoutMs,
      // Node checks those two deadlines on this interval (default 30 s); check often enough
      // that a short configured timeout means what it says.
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(Math.min(headersTimeoutMs, requestTimeoutMs || headersTimeoutMs) / 4))),
    },
    // At shutdown: requests arriving on open sockets get 503 + Connection: close, idle
    // keep-alive sockets are closed, in-flight responses still finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle' as const,
  } satisfies FastifyServerOptions & { http: ServerOptions };
}
