/**
 * A crash under load (docs/tickets.md §Storage): the standalone content service, taking
 * reservations from 20 clients at once, is killed with SIGKILL and started again on the same
 * files (or the same PostgreSQL database). Every reservation a client saw confirmed is there; every request that got no answer
 * gets one when retried with its idempotency key, and the places taken add up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../shared/api/envelope.ts';
import { TICKET_PATHS, type Reservation, type ReserveRequest, type TicketAvailability } from '../../shared/api/tickets.ts';
import { freePort } from '../../tests/support/ports.ts';
import { startProcess, waitForOk, type Proc } from '../../tests/support/processes.ts';
import { eachStore, request, type TicketStore } from './tickets-support.ts';

const PACKAGE = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'tickets-crash-'));
const procs: Proc[] = [];
afterAll(async () => {
  await Promise.all(procs.map((p) => p.kill()));
  rmSync(dir, { recursive: true, force: true });
});

const KEY = randomBytes(32).toString('base64');

async function start(port: number, store: { reservationsDatabaseUrl: string; reservationsKey: string }): Promise<string> {
  const proc = startProcess(process.execPath, ['src/main.js'], {
    cwd: PACKAGE,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      CONTENT_PORT: String(port),
      CONTENT_DB_PATH: join(dir, 'content.db'),
      RESERVATIONS_KEY: store.reservationsKey || KEY,
      RESERVATIONS_DATABASE_URL: store.reservationsDatabaseUrl,
      CLOCK_NOW: '2026-11-24T10:30:00+08:00',
      LOG_LEVEL: 'warn',
    },
  });
  procs.push(proc);
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/health`, proc);
  return url;
}

type Answer = { kind: 'confirmed'; code: string } | { kind: 'refused'; reason: string } | { kind: 'no answer' };

async function reserve(url: string, body: ReserveRequest): Promise<Answer> {
  try {
    const res = await fetch(url + API_PREFIX + TICKET_PATHS.reserve, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const env = (await res.json()) as { code: number; msg: string; data: Reservation };
    return env.code === 0 ? { kind: 'confirmed', code: env.data.code } : { kind: 'refused', reason: env.msg };
  } catch {
    return { kind: 'no answer' };
  }
}

/** `each` over `items` by 20 clients at once, one item after another each. */
async function byClients<T>(items: T[], each: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < items.length) {
        const i = next++;
        await each(items[i]!, i);
      }
    }),
  );
}

eachStore((store) => {
  describe('a content service killed while it takes reservations', () => {
    let reservations: Awaited<ReturnType<TicketStore['options']>>;
    beforeAll(async () => {
      reservations = await store.options();
    });

    it('loses no confirmed reservation, and every unanswered request gets its answer on retry', async () => {
      const port = await freePort();
      const url = await start(port, reservations);
      const bodies = Array.from({ length: 600 }, (_, i) => request({ date: '2026-11-26', slot: ['10:00', '12:00', '14:00'][i % 3]!, party: [{ name: 'Guest', documentKind: 'passport', documentNumber: `K${String(i).padStart(7, '0')}` }] }));
      const answers = new Map<ReserveRequest, Answer>();
      let confirmed = 0;
      let killing: Promise<void> | null = null;
      // The process dies once 150 were confirmed.
      await byClients(bodies, async (body) => {
        const answer = await reserve(url, body);
        answers.set(body, answer);
        if (answer.kind === 'confirmed' && ++confirmed === 150) killing = procs.at(-1)!.kill();
      });
      await killing;
      const seen = [...answers.entries()].filter(([, a]) => a.kind === 'confirmed') as [ReserveRequest, { kind: 'confirmed'; code: string }][];
      const unanswered = [...answers.entries()].filter(([, a]) => a.kind === 'no answer').map(([b]) => b);
      expect(seen.length).toBeGreaterThanOrEqual(150);
      expect(unanswered.length).toBeGreaterThan(0);

      await start(port, reservations);
      // Every confirmation a client saw is there, as it was.
      for (const [body, answer] of seen) {
        const res = await fetch(url + API_PREFIX + TICKET_PATHS.lookup, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: answer.code, documentLast4: body.party[0]!.documentNumber.slice(-4) }) });
        const env = (await res.json()) as { code: number; data: Reservation };
        expect([env.code, env.data.code, env.data.status]).toEqual([0, answer.code, 'confirmed']);
      }
      // A retry with the same key answers: the reservation made before the crash, or a new one.
      // The same clients retry: 450 at once would wait on the pool's 10 connections past its
      // bounded wait (src/tickets/pg-pool.ts) on a busy machine and be answered 500, which is the
      // store keeping its bound, not a lost reservation.
      const retried: Answer[] = [];
      await byClients(unanswered, async (body, i) => {
        retried[i] = await reserve(url, body);
      });
      expect(retried.filter((a) => a.kind !== 'confirmed')).toEqual([]);
      // Places taken = what the clients now hold, counted once each.
      const codes = new Set([...seen.map(([, a]) => a.code), ...retried.map((a) => (a as { code: string }).code)]);
      const avail = (await (await fetch(`${url}${API_PREFIX}${TICKET_PATHS.availability}`)).json()) as { data: TicketAvailability };
      const day = avail.data.days.find((d) => d.date === '2026-11-26')!;
      expect(day.capacity - day.remaining).toBe(codes.size);
    }, 120_000);
  });
});
