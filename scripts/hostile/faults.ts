/**
 * Phase 2 of `npm run test:hostile`: every upstream fault of tests/support/faults.ts under load.
 * Per fault, two loads at once on the list page: one whose copy is cached (must stay 200 from
 * the good copy) and one never cached (the API-failure 500 is the documented answer), while a
 * checker keeps reading the cached page for bad data. Then every endpoint hangs and the warmed
 * pages are loaded: their p99 is the figure "while hung".
 */
import { esc } from '../../tests/support/seed.ts';
import { DEEP_MARK, LIST, LIST_FAULTS } from '../../tests/support/faults.ts';
import type { FakeUpstream } from '../../tests/support/upstream.ts';
import { load } from '../bench/processes.ts';
import { isApiFailurePage, type Tally } from './tally.ts';

const CACHED = '/hotel';

interface Target {
  siteUrl: string;
  upstream: FakeUpstream;
  /** The first hotel's title, as the good copy shows it. */
  firstHotel: string;
}

async function get(url: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.text() };
}

/** Reads the cached page until `stop` resolves: every read must be the good copy. */
async function watchGood(t: Target, tally: Tally, fault: string, stop: Promise<unknown>): Promise<void> {
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    const res = await get(t.siteUrl + CACHED).catch(() => ({ status: 0, body: '' }));
    tally.add(res.status, 1, `fault "${fault}", cached page (checker)`, false, CACHED);
    tally.check('bad data never replaced good', res.status === 200 && res.body.includes(esc(t.firstHotel)) && !res.body.includes(DEEP_MARK), `${fault}: ${res.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Asks for `path` until its status is `ok` (the upstream is healthy again). While a breaker is
 * still open from an earlier fault (docs/decisions/010-upstream-circuit-breaker.md, 30 s) an
 * uncached page is the API-failure 500.
 */
export async function warm(siteUrl: string, path: string, tally: Tally, ok: (status: number) => boolean = (s) => s === 200): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const res = await get(siteUrl + path).catch(() => ({ status: 0, body: '' }));
    tally.add(res.status, 1, 'warm-up', isApiFailurePage(res.status, res.body), path);
    if (ok(res.status)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${path} never answered as expected`);
}

export async function faultPhase(t: Target, seconds: number, tally: Tally): Promise<void> {
  const slice = Math.max(1, Math.floor(seconds / LIST_FAULTS.length));
  for (const [i, [name, fault]] of LIST_FAULTS.entries()) {
    t.upstream.reset();
    await warm(t.siteUrl, CACHED, tally);
    t.upstream.set(LIST, fault);
    // A page number never asked for before: no copy of its list in the cache.
    const cold = `/hotel?page=${100 + i}`;
    const loads = Promise.all([
      load(t.siteUrl + CACHED, {}, { connections: 10, duration: slice }),
      load(t.siteUrl + cold, {}, { connections: 4, duration: slice }),
    ]);
    await watchGood(t, tally, name, loads);
    const [cached, uncached] = await loads;
    tally.addLoad(cached, `fault "${name}", cached page`);
    const sample = await get(t.siteUrl + cold);
    const documented = isApiFailurePage(sample.status, sample.body) && !sample.body.includes(DEEP_MARK);
    tally.add(sample.status, 1, `fault "${name}", uncached page`, documented, cold);
    tally.addLoad(uncached, `fault "${name}", uncached page`, documented);
  }
}

/** Warms `paths`, hangs every endpoint, lets the breakers open, then loads the warmed pages. */
export async function hungPhase(t: Target, paths: string[], timeoutMs: number, seconds: number, tally: Tally): Promise<{ p50: number; p99: number; requests: number }> {
  t.upstream.reset();
  for (const path of paths) await warm(t.siteUrl, path, tally);
  t.upstream.setDefault({ kind: 'hang' });
  // The first calls wait out the upstream deadline until each endpoint's breaker opens; they
  // are not the figure. Open once a round of every page is fast twice in a row.
  const opened = Date.now();
  for (let fast = 0; fast < 2 && Date.now() - opened < 30_000; ) {
    const round = Date.now();
    const replies = await Promise.all(paths.map((path) => get(t.siteUrl + path).catch(() => ({ status: 0, body: '' }))));
    for (const [i, res] of replies.entries()) tally.add(res.status, 1, 'upstream hung, breakers opening', false, paths[i]);
    fast = Date.now() - round < timeoutMs / 2 ? fast + 1 : 0;
  }
  const hung = await load(t.siteUrl, {}, { connections: 10, duration: Math.max(2, Math.round(seconds - (Date.now() - opened) / 1000)), paths });
  tally.addLoad(hung, 'upstream hung, warmed pages');
  t.upstream.reset();
  return { p50: hung.p50, p99: hung.p99, requests: Object.values(hung.statuses).reduce((a, b) => a + b, hung.noReply) };
}
