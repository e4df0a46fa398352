/**
 * Hostile request arbitraries (fast-check) and a raw GET that sends its target unparsed: one
 * catalogue for the bounded edge fuzz (tests/http/edge-fuzz.test.ts) and the long run
 * (`npm run test:hostile`).
 */
import { Agent, request } from 'node:http';
import fc from 'fast-check';

const segment = fc.oneof(
  fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E%2e', '%2f', '%5c', '%00', '%', '%E0%A4%A', '%zz', 'en', 'hotel', 'detail', 'search', '_data', 'page', 'shell', 'media', '%E4%B8%AD%E6%96%87', 'ÿ', ';', ':', '@', 'evil.example', '~', '+'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map(encodeURIComponent),
  fc.constant('a'.repeat(1100)),
);
const hostilePath = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('')}`);
const queryPart = fc.oneof(fc.constantFrom('id', 'page', 'keyword', 'typeCode', '%', '%E0%A4%A', '__proto__', 'constructor'), fc.string({ unit: 'grapheme-ascii', maxLength: 8 }).map(encodeURIComponent));
const hostileQuery = fc.oneof(
  fc.constant(''),
  fc.array(fc.tuple(queryPart, fc.oneof(queryPart, fc.constant('9'.repeat(30)), fc.constant('x'.repeat(1200)))), { maxLength: 6 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  fc.constant(`?${Array.from({ length: 60 }, (_, i) => `p${i}=1`).join('&')}`),
);
/** Header values a client can really send: visible ASCII and spaces. */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 });

/** One hostile request: target (path + query) and the headers that carry the cookie and header values. */
export const hostileRequest = fc.record({ path: hostilePath, query: hostileQuery, cookie: headerValue, lang: headerValue, requestId: headerValue, forwarded: headerValue }).map((r) => ({
  target: r.path + r.query,
  headers: { cookie: `lang=${r.cookie}; ${r.cookie}`, 'accept-language': r.lang, 'x-request-id': r.requestId, 'x-forwarded-for': r.forwarded, 'x-forwarded-host': r.forwarded },
}));

export interface RawReply {
  status: number;
  location: string | undefined;
  body: string;
}

/** One GET with the request target exactly as given (node:http sends it unparsed). */
export function rawGet(siteUrl: string, target: string, headers: Record<string, string>, agent: Agent): Promise<RawReply> {
  const { port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
