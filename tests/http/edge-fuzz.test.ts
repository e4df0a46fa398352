/**
 * Bounded property-based fuzzing of the edge through the real app over loopback HTTP (issue 10;
 * app.inject cannot send targets such as `/\\x`, which it parses as URLs first): hostile paths,
 * queries, cookies and header values never get a 5xx (the documented API-failure 500 cannot
 * happen: the content service is healthy), and the app is still healthy afterwards.
 */
import { Agent, request } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stackSuite } from '../support/stack-suite.ts';

const { site } = stackSuite();
// A fresh connection per request: a failure then belongs to the request that caused it.
const agent = new Agent({ keepAlive: false });

/** One GET with the request target exactly as given (node:http sends it unparsed). */
function get(target: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined }> {
  const { port } = new URL(site().url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

const segment = fc.oneof(
  fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E%2e', '%2f', '%5c', '%00', '%', '%E0%A4%A', '%zz', 'en', 'hotel', 'detail', 'search', '_data', 'page', 'shell', 'media', '%E4%B8%AD%E6%96%87', 'ÿ', ';', ':', '@', 'evil.example', '~', '+'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map(encodeURIComponent),
  fc.constant('a'.repeat(1100)),
);
const path = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('')}`);
const queryPart = fc.oneof(fc.constantFrom('id', 'page', 'keyword', 'typeCode', '%', '%E0%A4%A', '__proto__', 'constructor'), fc.string({ unit: 'grapheme-ascii', maxLength: 8 }).map(encodeURIComponent));
const query = fc.oneof(
  fc.constant(''),
  fc.array(fc.tuple(queryPart, fc.oneof(queryPart, fc.constant('9'.repeat(30)), fc.constant('x'.repeat(1200)))), { maxLength: 6 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  fc.constant(`?${Array.from({ length: 60 }, (_, i) => `p${i}=1`).join('&')}`),
);
/** Header values a client can really send: visible ASCII and spaces. */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 });

describe('hostile requests never get a 5xx', () => {
  it('holds for random paths, queries, cookies and headers, and the app stays healthy', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(path, query, headerValue, headerValue, headerValue, headerValue, async (p, q, cookie, lang, requestId, forwarded) => {
        const res = await get(p + q, { cookie: `lang=${cookie}; ${cookie}`, 'accept-language': lang, 'x-request-id': requestId, 'x-forwarded-for': forwarded, 'x-forwarded-host': forwarded });
        expect(res.status, `${p}${q}`).toBeLessThan(500);
        if (res.status === 301) expect(res.location, `${p}${q}`).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 300, seed: 20261124 },
    );
    expect((await get('/healthz', {})).status).toBe(200);
    expect((await get('/hotel', {})).status).toBe(200);
    agent.destroy();
  });
});
