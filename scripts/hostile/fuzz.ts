/**
 * Phase 1 of `npm run test:hostile`: fast-check fuzzing of paths, queries, headers and cookies
 * (the catalogue of tests/http/edge-fuzz.test.ts) for a given time, over fresh loopback
 * connections. The upstream is healthy, so no 5xx is intended; a redirect must stay on the site.
 */
import { Agent } from 'node:http';
import fc from 'fast-check';
import { hostileRequest, rawGet } from '../../tests/support/fuzz.ts';
import { isApiFailurePage, type Tally } from './tally.ts';

const WORKERS = 8;
const BATCH = 200;

export async function fuzzPhase(siteUrl: string, seconds: number, tally: Tally): Promise<void> {
  const agent = new Agent({ keepAlive: false });
  const end = Date.now() + seconds * 1000;
  let seed = 20261124;
  let queue: { target: string; headers: Record<string, string> }[] = [];
  const next = () => {
    if (queue.length === 0) queue = fc.sample(hostileRequest, { numRuns: BATCH, seed: seed++ });
    return queue.pop()!;
  };
  const worker = async () => {
    while (Date.now() < end) {
      const { target, headers } = next();
      const res = await rawGet(siteUrl, target, headers, agent).catch(() => ({ status: 0, location: undefined, body: '' }));
      // The upstream is healthy here: even the API-failure page would be a bug, so it is only named.
      tally.add(res.status, 1, isApiFailurePage(res.status, res.body) ? 'fuzz (API-failure page, healthy upstream)' : 'fuzz', false, target.slice(0, 120));
      if (res.status === 301 || res.status === 308) tally.check('redirect stays on the site', /^\/(?![/\\])/.test(res.location ?? ''), `${target.slice(0, 120)} → ${res.location}`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  agent.destroy();
}
