/**
 * Contention through the site, as deployed (docs/tickets.md §Reserving): three site replicas
 * (`node server/main.js`, needs `npm run build`) in front of one standalone content service, all
 * at one pinned clock. 1,000 visitors post the reservation form at once for a slot with 10
 * places left, spread round-robin over the replicas' `POST /_data/tickets/reserve`: exactly 10
 * are confirmed, 990 sold out, none unavailable, no 5xx, and every confirmed code is found again.
 * Then one idempotency key sent 50 times at once across the replicas makes one reservation.
 * Last, no name, document number or phone sent is on disk or in any process's output (§Privacy):
 * the parties are named Zhuang Wenyu, 庄文煜 and so on, looked for as sent and URL-encoded.
 *
 * Run twice: SQLite with one content service, then PostgreSQL with two content services
 * sharing one database (replica i sends to service i % 2), where no lock in a process can help:
 * only the database's row lock stands between the two services and an oversold slot. The
 * PostgreSQL run also reads what pg_dump writes and the server's log for the same data.
 *
 * Bounded: 1,000 + 50 posts, the fill of the slot (about 720 direct reservations), four
 * processes. All 1,000 posts are made at once; the test's pool to each replica has 32
 * connections (a balancer's bounded upstream), as many as the site's own pool to the desk
 * (UPSTREAM_CONNECTIONS), so no post waits in a replica's queue against the site's upstream
 * deadline (UPSTREAM_TIMEOUT_MS, 4 s): an `unavailable` here is the desk's doing, not the
 * machine's load. Counts only, no timings: the burst's wall time is printed for the report.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../support/postgres.ts';
import { asSent, foundIn, NAMES, personalDataIn } from '../support/tickets-privacy.ts';
import { codeOf, newIdempotencyKey, phoneOf, tally, ticketsStack, type TicketsStack, type Visit } from '../support/tickets-replicas.ts';

/** Main season: five two-hour slots from 07:00, 18,000 places a day, 3,600 a slot. */
const NOW = '2026-07-15T10:30:00+08:00';
const DATE = '2026-07-17';
const CONTENDED = '09:00';
const REPLAYED = '11:00';
const LEFT = 10;
const VISITORS = 1000;
const REPLAYS = 50;

const passport = (prefix: string, n: number) => `${prefix}${String(n).padStart(7, '0')}`;

/** Every name, document number and phone sent, to the site or directly, for the privacy check. */
const sent = new Set<string>();
/** A visit whose party is named in turn Zhuang Wenyu, 庄文煜, … (tests/support/tickets-privacy.ts NAMES): names the scan can tell from any word of the site's. */
let named = 0;
function visit(date: string, slot: string, documents: string[], contactPhone: string): Visit {
  const party = documents.map((documentNumber) => ({ name: NAMES[named++ % NAMES.length]!, documentKind: 'passport' as const, documentNumber }));
  for (const d of [...documents, contactPhone, ...party.map((m) => m.name)]) sent.add(d);
  return { idempotencyKey: newIdempotencyKey(), date, slot, contactPhone, party };
}


/**
 * SQLite: one content service on its file. PostgreSQL: two content services sharing one
 * database of a throw-away cluster (tests/support/postgres.ts), the replicas spread over them.
 */
const VARIANTS = [
  { store: 'sqlite', contentServices: 1, files: ['reservations.db', 'reservations.db-shm', 'reservations.db-wal'], scans: [] },
  { store: 'postgresql', contentServices: 2, files: ['content.db'], scans: [['pg_dump', true], ['the PostgreSQL log', false]] },
] as const;

describe.each(VARIANTS)('reservations in $store, $contentServices content service(s)', (variant) => {
  describe('reservations through three site replicas', () => {
    let stack: TicketsStack;
    let pg: PostgresServer | null = null;
    let databaseUrl = '';
    // Within 120 s for each store: start 45 s, then 50 + 15 + 10 s.
    beforeAll(async () => {
      if (variant.store === 'postgresql') pg = await startPostgres();
      databaseUrl = pg ? await pg.createDatabase('contention') : '';
      stack = ticketsStack({ now: NOW, replicas: 3, connectionsPerReplica: 32, contentServices: variant.contentServices, ...(databaseUrl ? { databaseUrl } : {}) });
      await stack.start();
    }, 60_000);
    afterAll(async () => {
      await stack?.close();
      await pg?.stop();
    }, 20_000);

    it(`fills a slot's last ${LEFT} places exactly once among ${VISITORS} concurrent visitors`, async () => {
      // The slot as the rules make it, then filled through the content service's own API until 10 are left.
      const before = await stack.direct.slot(DATE, CONTENDED);
      expect(before.state).toBe('open');
      let toFill = before.remaining - LEFT;
      const parties: number[] = [];
      while (toFill > 0) {
        parties.push(Math.min(5, toFill));
        toFill -= parties.at(-1)!;
      }
      let doc = 0;
      const fills = parties.map((size, i) => visit(DATE, CONTENDED, Array.from({ length: size }, () => passport('F', ++doc)), phoneOf('1375', i)));
      let nextFill = 0;
      const fillFailures: string[] = [];
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (nextFill < fills.length) {
            const v = fills[nextFill++]!;
            const env = await stack.direct.reserve(v);
            if (env.code !== 0) fillFailures.push(env.msg);
          }
        }),
      );
      expect(fillFailures).toEqual([]);
      expect((await stack.direct.slot(DATE, CONTENDED)).remaining).toBe(LEFT);

      // 1,000 visitors, one passport each, round-robin over the replicas, all sent at once.
      const visitors = Array.from({ length: VISITORS }, (_, i) => visit(DATE, CONTENDED, [passport('P', i + 1)], phoneOf('1396', i)));
      const t0 = performance.now();
      const answers = await Promise.all(visitors.map((v, i) => stack.reserve(i, v)));
      const wallMs = performance.now() - t0;
      const kinds = tally(answers);
      const fivexx = answers.filter((a) => a.status >= 500).length;
      console.log(`[tickets-contention] ${VISITORS} posts over ${stack.siteUrls.length} replicas in ${Math.round(wallMs)} ms: ${JSON.stringify(kinds)}; HTTP 5xx: ${fivexx}; HTTP statuses: ${JSON.stringify(tally(answers, (a) => String(a.status)))}`);

      expect(fivexx).toBe(0);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(kinds).toEqual({ confirmed: LEFT, 'refused:sold-out': VISITORS - LEFT });
      const confirmed = answers.flatMap((a, i) => (a.outcome?.kind === 'confirmed' ? [{ visit: visitors[i]!, code: a.outcome.reservation.code, reservation: a.outcome.reservation }] : []));
      expect(new Set(confirmed.map((c) => c.code)).size).toBe(LEFT);
      for (const c of confirmed) {
        expect(c.reservation).toMatchObject({ status: 'confirmed', date: DATE, slot: { start: CONTENDED }, party: [{ name: c.visit.party[0]!.name, documentKind: 'passport' }] });
      }

      // The desk's count: nothing left, nothing oversold.
      const after = await stack.direct.slot(DATE, CONTENDED);
      expect([after.remaining, after.state]).toEqual([0, 'sold-out']);

      // Each confirmed code is found through a replica by its passport's last four characters.
      const found = await Promise.all(confirmed.map((c, i) => stack.lookup(i, c.code, c.visit.party[0]!.documentNumber.slice(-4))));
      expect(found.map((a) => [a.status, a.outcome?.kind, codeOf(a.outcome)])).toEqual(confirmed.map((c) => [200, 'found', c.code]));
    }, 50_000);

    it(`answers one idempotency key sent ${REPLAYS} times at once with one reservation`, async () => {
      const before = await stack.direct.slot(DATE, REPLAYED);
      expect(before.remaining).toBeGreaterThan(5);
      const party = ['R0000001', 'R0000002', 'R0000003'];
      const v = visit(DATE, REPLAYED, party, phoneOf('1368', 0));
      const answers = await Promise.all(Array.from({ length: REPLAYS }, (_, i) => stack.reserve(i, v)));
      console.log(`[tickets-contention] one key sent ${REPLAYS} times: ${JSON.stringify(tally(answers))}`);
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(tally(answers)).toEqual({ confirmed: REPLAYS });
      const codes = new Set(answers.map((a) => codeOf(a.outcome)));
      expect(codes.size).toBe(1);
      const after = await stack.direct.slot(DATE, REPLAYED);
      expect(before.remaining - after.remaining).toBe(party.length);
      // And the one code is the reservation of that party.
      const [code] = [...codes];
      const found = await stack.lookup(1, code!, party[2]!.slice(-4));
      expect([found.status, found.outcome?.kind, codeOf(found.outcome)]).toEqual([200, 'found', code]);
    }, 15_000);

    it('leaves no name, document number or phone on disk, in the database or in any log', async () => {
      expect(sent.size).toBeGreaterThan(VISITORS);
      // Names among what is looked for, Latin and Chinese, as sent and URL-encoded.
      expect([...sent]).toEqual(expect.arrayContaining([...NAMES]));
      const needles = asSent(sent);
      expect(needles).toEqual(expect.arrayContaining(['Zhuang+Wenyu', encodeURIComponent('庄文煜')]));
      // The scan finds what is there (bytes as on disk, beside other bytes; a Chinese name by its UTF-8 bytes).
      const bytes = Buffer.concat([Buffer.from(`\u0000P0000001${phoneOf('1396', 3)}\u00ff`, 'latin1'), Buffer.from('庄文煜', 'utf8'), Buffer.from([0xff])]);
      expect(foundIn(bytes, sent).sort()).toEqual(['P0000001', phoneOf('1396', 3), '庄文煜'].sort());
      expect(stack.dbFiles().map((f) => f.slice(stack.dir.length + 1)).sort()).toEqual(expect.arrayContaining([...variant.files]));
      expect(stack.outputs()).toHaveLength(3 + variant.contentServices);
      // The logs are there to be read: every process logged its requests (LOG_LEVEL=info).
      for (const o of stack.outputs()) expect(o.text).toContain('"msg":"incoming request"');
      // PostgreSQL's side: what pg_dump writes of the database, and the server's own log.
      const database = pg ? [{ name: 'pg_dump', text: await pg.dump('contention') }, { name: 'the PostgreSQL log', text: await pg.log() }] : [];
      // The dump holds the reservations' rows (their codes in clear): it is read, not empty.
      expect(database.map((d) => [d.name, d.text.includes('COPY public.reservation (code, key_hash')])).toEqual([...variant.scans]);
      expect(personalDataIn({ dbFiles: stack.dbFiles, outputs: () => [...stack.outputs(), ...database] }, needles)).toEqual([]);
      // The database's password is in no output; each content service named where it keeps the reservations without it.
      const password = databaseUrl ? new URL(databaseUrl).password : null;
      expect(stack.outputs().filter((o) => password !== null && o.text.includes(password)).map((o) => o.name)).toEqual([]);
      expect(stack.outputs().filter((o) => /reservations in PostgreSQL at postgres:\/\/qinglan:\*\*\*@127\.0\.0\.1:\d+\/contention/.test(o.text))).toHaveLength(variant.store === 'postgresql' ? 2 : 0);
    }, 20_000);
  });
});
