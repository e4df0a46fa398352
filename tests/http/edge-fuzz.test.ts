/**
 * Bounded property-based fuzzing of the edge through the real app over loopback HTTP (issue 10;
 * app.inject cannot send targets such as `/\\x`, which it parses as URLs first): hostile paths,
 * queries, cookies and header values never get a 5xx (the documented API-failure 500 cannot
 * happen: the content service is healthy), and the app is still healthy afterwards. The
 * catalogue is shared with `npm run test:hostile` (tests/support/fuzz.ts).
 */
import { Agent } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileRequest, rawGet } from '../support/fuzz.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { site } = stackSuite();
// A fresh connection per request: a failure then belongs to the request that caused it.
const agent = new Agent({ keepAlive: false });
const get = (target: string, headers: Record<string, string>) => rawGet(site().url, target, headers, agent);

describe('hostile requests never get a 5xx', () => {
  it('holds for random paths, queries, cookies and headers, and the app stays healthy', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest, async ({ target, headers }) => {
        const res = await get(target, headers);
        expect(res.status, target).toBeLessThan(500);
        if (res.status === 301) expect(res.location, target).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 300, seed: 20261124 },
    );
    expect((await get('/healthz', {})).status).toBe(200);
    expect((await get('/hotel', {})).status).toBe(200);
    agent.destroy();
  });
});
