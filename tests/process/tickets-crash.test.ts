/**
 * A crash of the desk while the site takes reservations (docs/tickets.md §Reserving, §Storage,
 * §Forms): 200 visitors post at once through three site replicas; a few ms after the 40th is
 * confirmed the standalone content service is killed with SIGKILL (often inside a commit whose
 * answer never leaves), and started again on the same port, files and key. Every visitor whose
 * answer was not `confirmed` sends the same form again (same idempotency key, same body) until
 * it gets a definite answer. The site answers the outage `unavailable` (HTTP 200), never 5xx,
 * and the form page posted without JavaScript shows its "unavailable" note (200). Every
 * confirmation a visitor saw is on disk at the kill and found after the restart; each visitor
 * ends with exactly one reservation, and the places taken add up. Last, no name (Zhuang Wenyu,
 * 庄文煜, …), document number or phone sent is on disk or in any process's output, the killed
 * one's included, as sent or URL-encoded.
 *
 * Bounded: 200 visitors (parties of two, 400 places of a 3,600-place slot), retries every
 * 100–200 ms for at most 40 s, the test's pools at 16 posts in flight per replica.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSent, NAMES, personalDataIn } from '../support/tickets-privacy.ts';
import { codeOf, newIdempotencyKey, phoneOf, tally, ticketsStack, type SiteAnswer, type Visit } from '../support/tickets-replicas.ts';
import { DATE, KILL_AT, KILL_DELAY_MS, NOW, OUTAGE_MS, PARTY, RETRY_FOR_MS, VISITORS } from '../support/tickets-crash-load.ts';

const SLOT = '13:00';
/** What the page says when the desk does not answer (docs/tickets.md §Pages). */
const UNAVAILABLE = (JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en/tickets.json'), 'utf8')) as { unavailable: string }).unavailable;

const stack = ticketsStack({ now: NOW, replicas: 3, connectionsPerReplica: 16 });
// Within 120 s for the whole file: start 45 s, then 65 + 10 s.
beforeAll(() => stack.start(), 45_000);
afterAll(() => stack.close(), 15_000);

const sent = new Set<string>();
const visitors: Visit[] = Array.from({ length: VISITORS }, (_, i) => {
  // Named Zhuang Wenyu, 庄文煜, … in turn (tests/support/tickets-privacy.ts NAMES): names the scan can tell from any word of the site's.
  const party = Array.from({ length: PARTY }, (_, k) => ({ name: NAMES[(i * PARTY + k) % NAMES.length]!, documentKind: 'passport' as const, documentNumber: `K${String(i * PARTY + k + 1).padStart(7, '0')}` }));
  const contactPhone = phoneOf('1358', i);
  for (const d of [...party.map((m) => m.documentNumber), contactPhone, ...party.map((m) => m.name)]) sent.add(d);
  return { idempotencyKey: newIdempotencyKey(), date: DATE, slot: SLOT, contactPhone, party };
});

/** Every answer each visitor got, in order, with the phase it came in. */
type Phase = 'load' | 'retry';
const history: { phase: Phase; answer: SiteAnswer }[][] = visitors.map(() => []);
/** A definite answer: the desk decided (confirmed or a refusal), as opposed to `unavailable` or none. */
const definite = (a: SiteAnswer) => a.status === 200 && (a.outcome?.kind === 'confirmed' || a.outcome?.kind === 'refused');

/**
 * The codes of the slot's reservations in the reservations database as it is on disk now (the
 * service killed), read from a copy of the file and its WAL, so the restarted service still
 * recovers the originals itself. Codes, dates and slots are stored in clear (docs/tickets.md §Privacy).
 */
function reservationsOnDisk(): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'tickets-at-crash-'));
  try {
    for (const f of ['reservations.db', 'reservations.db-wal']) if (existsSync(join(stack.dir, f))) copyFileSync(join(stack.dir, f), join(copy, f));
    const db = new DatabaseSync(join(copy, 'reservations.db'));
    try {
      return (db.prepare('SELECT code FROM reservation WHERE visit_date = ? AND slot = ?').all(DATE, SLOT) as { code: string }[]).map((r) => r.code);
    } finally {
      db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe('the content service killed under load through three site replicas', () => {
  it('loses no confirmation, and every visitor ends with exactly one reservation', async () => {
    const before = await stack.direct.slot(DATE, SLOT);
    expect(before.remaining).toBeGreaterThanOrEqual(VISITORS * PARTY);
    // Each replica has served the ticket page once (its shell data cached), as replicas in service have.
    for (let r = 0; r < stack.siteUrls.length; r++) expect((await stack.page(r, '/en/tickets')).status).toBe(200);

    // The load: everyone at once; the desk dies KILL_DELAY_MS after the KILL_AT-th confirmation.
    let confirmed = 0;
    let killing: Promise<void> | null = null;
    await Promise.all(
      visitors.map(async (v, i) => {
        const answer = await stack.reserve(i, v);
        history[i]!.push({ phase: 'load', answer });
        // A few ms on, so the kill often lands inside a commit whose answer never leaves.
        if (answer.outcome?.kind === 'confirmed' && ++confirmed === KILL_AT) killing = sleep(KILL_DELAY_MS).then(() => stack.killContent());
      }),
    );
    await killing;
    const load = history.map((h) => h[0]!.answer);
    console.log(`[tickets-crash] the load: ${JSON.stringify(tally(load))}`);
    expect(killing).not.toBeNull();
    // The crash fell inside the load: some visitors were told the desk is unavailable.
    expect(load.filter((a) => a.outcome?.kind === 'unavailable').length).toBeGreaterThan(0);

    // What the killed desk left on disk, read from a copy of its files (the restart must find
    // them as the crash left them): every confirmation a visitor saw is there already.
    const atCrash = reservationsOnDisk();
    const seenAtLoad = load.flatMap((a) => (a.outcome?.kind === 'confirmed' ? [a.outcome.reservation.code] : []));
    expect(seenAtLoad.filter((c) => !atCrash.includes(c))).toEqual([]);
    console.log(`[tickets-crash] on disk at the kill: ${atCrash.length} reservations, ${atCrash.length - seenAtLoad.length} of them committed but never answered`);

    // The form page posted without JavaScript while the desk is down: the page with its note, never an error page.
    const pagePosts = await Promise.all(
      stack.siteUrls.map((_, r) => {
        const contactPhone = phoneOf('1359', r);
        const documentNumber = `H${String(r + 1).padStart(7, '0')}`;
        const name = NAMES[(r + 2) % NAMES.length]!;
        for (const d of [documentNumber, contactPhone, name]) sent.add(d);
        return stack.pagePost(r, { idempotencyKey: newIdempotencyKey(), date: DATE, slot: SLOT, contactPhone, party: [{ name, documentKind: 'passport', documentNumber }] });
      }),
    );
    expect(pagePosts.map((p) => [p.status, p.html.includes(UNAVAILABLE)])).toEqual(stack.siteUrls.map(() => [200, true]));

    // The outage and the restart, while the visitors without an answer send their forms again.
    const restart = sleep(OUTAGE_MS).then(() => stack.restartContent());
    const until = performance.now() + RETRY_FOR_MS;
    await Promise.all(
      visitors.map(async (v, i) => {
        while (!definite(history[i]!.at(-1)!.answer) && performance.now() < until) {
          await sleep(100 + ((i * 37) % 100));
          history[i]!.push({ phase: 'retry', answer: await stack.reserve(i, v) });
        }
      }),
    );
    await restart;
    const retries = history.flatMap((h) => h.filter((e) => e.phase === 'retry').map((e) => e.answer));
    console.log(`[tickets-crash] ${retries.length} retries: ${JSON.stringify(tally(retries))}`);

    const all = history.flat().map((e) => e.answer);
    // Never a 5xx, nor a post left without an HTTP answer: the outage is `unavailable`, with 200.
    expect(all.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.raw}`)).toEqual([]);
    expect(new Set(all.map((a) => a.outcome?.kind))).toEqual(new Set(['confirmed', 'unavailable']));

    // Each visitor ends confirmed, and saw one code only, however many times it was answered.
    const codesOf = history.map((h) => [...new Set(h.map((e) => codeOf(e.answer.outcome)).filter((c) => c !== null))]);
    expect(history.map((h) => h.at(-1)!.answer.outcome?.kind).filter((k) => k !== 'confirmed')).toEqual([]);
    expect(codesOf.filter((c) => c.length !== 1)).toEqual([]);
    const codes = codesOf.map((c) => c[0]!);
    expect(new Set(codes).size).toBe(VISITORS);

    // After the restart every code a visitor saw is found, through the replicas in turn.
    const found = await Promise.all(codes.map((code, i) => stack.lookup(i, code, visitors[i]!.party[PARTY - 1]!.documentNumber.slice(-4))));
    expect(found.map((a) => [a.status, a.outcome?.kind, codeOf(a.outcome)])).toEqual(codes.map((c) => [200, 'found', c]));
    for (const a of found) expect(a.outcome).toMatchObject({ kind: 'found', reservation: { status: 'confirmed', date: DATE, slot: { start: SLOT } } });

    // A form sent again now is answered with the same reservation (its key survived the crash).
    const again = await Promise.all(visitors.map((v, i) => stack.reserve(i + 1, v)));
    expect(again.map((a) => [a.status, a.outcome?.kind, codeOf(a.outcome)])).toEqual(codes.map((c) => [200, 'confirmed', c]));

    // What the desk had committed when it died belongs to a visitor, answered or not at the time.
    expect(atCrash.filter((c) => !codes.includes(c))).toEqual([]);

    // The places taken are those of the reservations the visitors hold, each counted once.
    const after = await stack.direct.slot(DATE, SLOT);
    expect(before.remaining - after.remaining).toBe(new Set(codes).size * PARTY);
  }, 65_000);

  it('leaves no name, document number or phone on disk or in any log, the killed process\'s included', () => {
    expect(stack.outputs().map((o) => o.name.replace(/ http\S+$/, ''))).toEqual(['content service #1', 'site replica', 'site replica', 'site replica', 'content service #2']);
    expect(stack.dbFiles().map((f) => f.slice(stack.dir.length + 1))).toEqual(expect.arrayContaining(['reservations.db', 'reservations.db-shm', 'reservations.db-wal']));
    for (const o of stack.outputs()) expect(o.text).toContain('"msg":"incoming request"');
    expect([...sent]).toEqual(expect.arrayContaining([...NAMES]));
    expect(personalDataIn(stack, asSent(sent))).toEqual([]);
  }, 10_000);
});
