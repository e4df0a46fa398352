/**
 * What only the PostgreSQL store has (docs/tickets.md §Storage, docs/decisions/050): migrations
 * that two services starting at once apply once, a newer schema refused, personal data sealed
 * in what pg_dump writes, a /health that reports the database and stays bounded when it is
 * down, the pool's counters, and a database that cannot be opened named without its password.
 * The rules themselves run against both stores in the shared suites (tickets-*.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/tickets.ts';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres.ts';
import { buildContentApp } from '../src/index.ts';
import { request, startTicketService } from './tickets-support.ts';

let pg: PostgresServer;
const dir = mkdtempSync(join(tmpdir(), 'tickets-pg-'));
beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const KEY = randomBytes(32).toString('base64');
const PERSON = { name: '欧阳娜娜', documentKind: 'id-card' as const, documentNumber: '510104199001011230' };
const PHONE = '13987654321';
let databases = 0;
const app = (reservationsDatabaseUrl: string) => buildContentApp({ dbPath: join(dir, `content-${++databases}.db`), reservationsKey: KEY, reservationsDatabaseUrl });

describe('the PostgreSQL reservation store', () => {
  it('migrates once when two services start at once, into a versioned schema', async () => {
    const url = await pg.createDatabase('migrate_twice');
    const both = await Promise.all([app(url), app(url)]);
    await Promise.all(both.map((a) => a.close()));
    expect(await pg.sql('migrate_twice', 'SELECT version FROM reservations_schema ORDER BY version')).toBe('1\n');
    expect(await pg.sql('migrate_twice', "SELECT count(*) FROM meta WHERE key = 'key_check'")).toBe('1\n');
  });

  it('refuses a schema newer than this build, and a key other than the one that sealed the rows', async () => {
    const url = await pg.createDatabase('newer_schema');
    await (await app(url)).close();
    await pg.sql('newer_schema', 'INSERT INTO reservations_schema (version) VALUES (2)');
    await expect(app(url)).rejects.toThrow('RESERVATIONS_DATABASE_URL: reservations schema 2 is newer than this build (1)');
    await expect(buildContentApp({ dbPath: join(dir, 'nokey.db'), reservationsKey: '', reservationsDatabaseUrl: url })).rejects.toThrow(
      'RESERVATIONS_KEY is required with RESERVATIONS_DATABASE_URL (every process sharing the database seals with it): 32 bytes in base64 or hex',
    );
  });

  it('keeps names, documents and phones only sealed: none is in pg_dump, as sent or normalised', async () => {
    const url = await pg.createDatabase('sealed');
    const svc = await startTicketService({ reservations: { reservationsDatabaseUrl: url, reservationsKey: KEY } });
    const made = (await svc.reserve(request({ contactPhone: PHONE, party: [PERSON] }))).data as Reservation;
    await svc.close();
    const dump = await pg.dump('sealed');
    // The dump holds the reservation (its code in clear), and none of the personal data.
    expect(dump).toContain(made.code);
    expect([PERSON.documentNumber, PERSON.documentNumber.slice(-8), PERSON.name, PHONE].filter((s) => dump.includes(s))).toEqual([]);
  });

  it('reports the database in /health, and answers 503 within a bound when it does not answer', async () => {
    const url = await pg.createDatabase('health');
    const a = await app(url);
    try {
      const up = await a.inject({ method: 'GET', url: '/health' });
      expect([up.statusCode, up.json().status, up.json().reservations]).toEqual([200, 'ok', { store: 'postgresql', ok: true, error: null }]);
      expect(a.reservationStats()).toMatchObject({ store: 'postgresql', total: expect.any(Number), idle: expect.any(Number), waiting: 0, conflicts: { unique: 0, retried: 0 } });
      // The database gone: its connections are ended, and the port refuses.
      await pg.sql('health', "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'health' AND pid <> pg_backend_pid()");
      await pg.sql('postgres', "ALTER DATABASE health WITH ALLOW_CONNECTIONS false");
      const t0 = performance.now();
      const down = await a.inject({ method: 'GET', url: '/health' });
      const took = performance.now() - t0;
      expect([down.statusCode, down.json().status, down.json().reservations.ok]).toEqual([503, 'degraded', false]);
      expect(took).toBeLessThan(1500);
      await pg.sql('postgres', 'ALTER DATABASE health WITH ALLOW_CONNECTIONS true');
      await expect.poll(async () => (await a.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });

  it('names a database it cannot open without the password (here: a wrong one)', async () => {
    const url = `postgres://qinglan:hunter2@127.0.0.1:${pg.port}/no_such_database`;
    const failed = await app(url).catch((err: Error) => err);
    expect((failed as Error).message).toMatch(/^RESERVATIONS_DATABASE_URL: cannot open the reservations database postgres:\/\/qinglan:\*\*\*@127\.0\.0\.1:\d+\/no_such_database: password authentication failed for user "qinglan"$/);
  });
});
