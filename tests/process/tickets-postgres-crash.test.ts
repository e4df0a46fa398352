/**
 * Crashes with the reservations in PostgreSQL (docs/tickets.md §Storage,
 * docs/decisions/050-reservations-on-postgresql.md): two content services share one database
 * of a throw-away cluster, three site replicas in front (replica i sends to service i % 2). 200
 * visitors post at once (parties of two); a few ms after the 40th confirmation one of:
 *  - content service #1 is killed with SIGKILL (and started again after 600 ms), while the
 *    other goes on answering;
 *  - PostgreSQL is restarted, `pg_ctl restart -m fast` (open transactions rolled back) or
 *    `-m immediate` (a crash, then recovery from the WAL).
 * Every visitor whose answer was not definite (confirmed or refused) sends the same form again
 * (same idempotency key) until it is. Then: never a 5xx; every visitor confirmed with one code
 * only, found again; every reservation the database holds for the slot belongs to a visitor;
 * the places taken add up. Bounded: 200 visitors a run, retries every 100–200 ms for at most 40 s.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../support/postgres.ts';
import { asSent, personalDataIn } from '../support/tickets-privacy.ts';
import { codeOf, newIdempotencyKey, phoneOf, tally, ticketsStack, type SiteAnswer, type TicketsStack, type Visit } from '../support/tickets-replicas.ts';
import { DATE, KILL_AT, KILL_DELAY_MS, NOW, OUTAGE_MS, PARTY, RETRY_FOR_MS, VISITORS } from '../support/tickets-crash-load.ts';


let pg: PostgresServer;
let stack: TicketsStack;
beforeAll(async () => {
  pg = await startPostgres();
  stack = ticketsStack({ now: NOW, replicas: 3, connectionsPerReplica: 16, contentServices: 2, databaseUrl: await pg.createDatabase('crash'), logLevel: 'warn' });
  await stack.start();
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await pg?.stop();
}, 20_000);

/** Every document number and phone sent, for the privacy check. */
const sent = new Set<string>();
let series = 0;
function visitorsFor(slot: string): Visit[] {
  const s = ++series;
  const visitors = Array.from({ length: VISITORS }, (_, i) => ({
    idempotencyKey: newIdempotencyKey(),
    date: DATE,
    slot,
    contactPhone: phoneOf('1358', s * VISITORS + i),
    party: Array.from({ length: PARTY }, (_, k) => ({ name: 'Guest', documentKind: 'passport' as const, documentNumber: `Q${s}${String(i * PARTY + k + 1).padStart(6, '0')}` })),
  }));
  for (const v of visitors) for (const d of [v.contactPhone, ...v.party.map((m) => m.documentNumber)]) sent.add(d);
  return visitors;
}

/** A definite answer: the desk decided (confirmed or a refusal), as opposed to `unavailable` or none. */
const definite = (a: SiteAnswer) => a.status === 200 && (a.outcome?.kind === 'confirmed' || a.outcome?.kind === 'refused');

/** The load, the disruption after the KILL_AT-th confirmation, the retries; every answer each visitor got. */
async function underLoad(visitors: Visit[], disrupt: () => Promise<void>): Promise<SiteAnswer[][]> {
  const history: SiteAnswer[][] = visitors.map(() => []);
  let confirmed = 0;
  let disrupting: Promise<void> | null = null;
  await Promise.all(
    visitors.map(async (v, i) => {
      const answer = await stack.reserve(i, v);
      history[i]!.push(answer);
      if (answer.outcome?.kind === 'confirmed' && ++confirmed === KILL_AT) disrupting = sleep(KILL_DELAY_MS).then(disrupt);
    }),
  );
  const until = performance.now() + RETRY_FOR_MS;
  await Promise.all(
    visitors.map(async (v, i) => {
      while (!definite(history[i]!.at(-1)!) && performance.now() < until) {
        await sleep(100 + ((i * 37) % 100));
        history[i]!.push(await stack.reserve(i, v));
      }
    }),
  );
  await disrupting;
  expect(disrupting).not.toBeNull();
  return history;
}

/** What a run must leave: no 5xx, each visitor one code and confirmed, found again, the database holding exactly those. */
async function expectSettled(slot: string, visitors: Visit[], history: SiteAnswer[][], before: number) {
  const all = history.flat();
  console.log(`[tickets-postgres-crash] ${slot}: first answers ${JSON.stringify(tally(history.map((h) => h[0]!)))}; ${all.length - visitors.length} retries`);
  expect(all.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.raw}`)).toEqual([]);
  expect(history.map((h) => h.at(-1)!.outcome?.kind).filter((k) => k !== 'confirmed')).toEqual([]);
  const codesOf = history.map((h) => [...new Set(h.map((a) => codeOf(a.outcome)).filter((c) => c !== null))]);
  expect(codesOf.filter((c) => c.length !== 1)).toEqual([]);
  const codes = codesOf.map((c) => c[0]!);
  expect(new Set(codes).size).toBe(VISITORS);
  const found = await Promise.all(codes.map((code, i) => stack.lookup(i, code, visitors[i]!.party[PARTY - 1]!.documentNumber.slice(-4))));
  expect(found.map((a) => [a.status, a.outcome?.kind, codeOf(a.outcome)])).toEqual(codes.map((c) => [200, 'found', c]));
  // The database holds for the slot exactly the visitors' reservations: none lost, none orphaned.
  const held = (await pg.sql('crash', `SELECT code FROM reservation WHERE visit_date = '${DATE}' AND slot = '${slot}' ORDER BY code`)).trim().split('\n');
  expect(held).toEqual([...codes].sort());
  expect(before - (await stack.direct.slot(DATE, slot)).remaining).toBe(VISITORS * PARTY);
}

describe('two content services on one PostgreSQL database, under load', () => {
  it('one content service killed with SIGKILL: no confirmation lost, every visitor ends with one reservation', async () => {
    const slot = '09:00';
    const before = (await stack.direct.slot(DATE, slot)).remaining;
    const visitors = visitorsFor(slot);
    // Service #1 (index 0) serves replicas 0 and 2; it comes back after OUTAGE_MS on the same port and database.
    const history = await underLoad(visitors, async () => {
      await stack.killContent(0);
      await sleep(OUTAGE_MS);
      await stack.restartContent(0);
    });
    expect(history.flat().filter((a) => a.outcome?.kind === 'unavailable').length).toBeGreaterThan(0);
    await expectSettled(slot, visitors, history, before);
  }, 60_000);

  it.each([['fast', '11:00'], ['immediate', '13:00']] as const)('PostgreSQL restarted (-m %s): no confirmation lost, every visitor ends with one reservation', async (mode, slot) => {
    const before = (await stack.direct.slot(DATE, slot)).remaining;
    const visitors = visitorsFor(slot);
    const history = await underLoad(visitors, () => pg.restart(mode));
    expect(history.flat().filter((a) => a.outcome?.kind === 'unavailable').length).toBeGreaterThan(0);
    await expectSettled(slot, visitors, history, before);
  }, 60_000);

  it('leaves no document number or phone in pg_dump, the PostgreSQL log or any process output, the killed one\'s included', async () => {
    expect(sent.size).toBe(3 * VISITORS * (PARTY + 1));
    const database = [{ name: 'pg_dump', text: await pg.dump('crash') }, { name: 'the PostgreSQL log', text: await pg.log() }];
    // The server's log saw the restarts (it is read, not empty).
    expect(database[1]!.text).toContain('database system is ready to accept connections');
    expect(personalDataIn({ dbFiles: stack.dbFiles, outputs: () => [...stack.outputs(), ...database] }, asSent(sent))).toEqual([]);
  }, 20_000);
});
