/**
 * pino options (docs/product.md §8): JSON lines, a request id on every line, and never cookies,
 * auth headers or other secrets.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'config.amap.securityCode',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Method, URL and address only: no headers at all, so no cookies.
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({ method: req.method, url: req.url, ip: req.ip }),
    },
  };
}

/** Reuses a sane X-Request-Id from a proxy, else makes one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
}
