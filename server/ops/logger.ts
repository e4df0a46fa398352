/**
 * pino options (docs/product.md §8): JSON lines, a request id on every line, and never cookies,
 * auth headers or other secrets.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
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

/**
 * Request ids: a sane X-Request-Id is reused only when the request comes straight
 * from a trusted proxy (TRUST_PROXY), so clients cannot pick ids to forge or hide log lines;
 * otherwise one is made. server/app.ts echoes it in the response.
 */
export function requestIdGenerator(trust: Config['trustProxy']): (req: IncomingMessage) => string {
  const fromTrustedProxy = trustedPeer(trust);
  return (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) && fromTrustedProxy(req.socket.remoteAddress) ? incoming : randomUUID();
  };
}

/** Whether the direct peer is a proxy TRUST_PROXY names (a hop count trusts the nearest hops). */
function trustedPeer(trust: Config['trustProxy']): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust) {
    const [ip = '', bits] = entry.split('/');
    const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(ip, family);
    else list.addSubnet(ip, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
    return v4 ? list.check(v4, 'ipv4') : list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}
