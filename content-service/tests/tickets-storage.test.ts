/**
 * Where reservations live (docs/tickets.md §Storage, §Privacy): their own database beside the
 * content one, personal data only sealed, the demo key made once and kept owner-only, a
 * restart or a rebuilt content database losing nothing, retention by visit date.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/tickets.ts';
import { startContentService } from '../src/index.ts';
import { openReservations } from '../src/tickets/db.ts';
import { openReservationStore } from '../src/tickets/open-store.ts';
import { purgeExpired } from '../src/tickets/retention.ts';
import { createSealer } from '../src/tickets/sealer.ts';
import { eachStore, request, startTicketService } from './tickets-support.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tickets-store-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const PERSON = { name: '欧阳娜娜', documentKind: 'id-card' as const, documentNumber: '510104199001011230' };
const PHONE = '13987654321';
const bytesOf = (dir: string) => ['reservations.db', 'reservations.db-wal', 'content.db', 'content.db-wal'].map((f) => {
  try {
    return readFileSync(join(dir, f));
  } catch {
    return Buffer.alloc(0);
  }
});

describe('reservation storage in SQLite', () => {
  it('keeps names, documents and phones only sealed, on disk and in the write-ahead log', async () => {
    const dir = tempDir();
    const svc = await startTicketService({ dir });
    expect((await svc.reserve(request({ contactPhone: PHONE, party: [PERSON] }))).code).toBe(0);
    const secrets = [PERSON.documentNumber, PERSON.documentNumber.slice(0, 14), PERSON.name, PHONE].map((s) => Buffer.from(s));
    const leaks = (files: Buffer[]) => secrets.filter((s) => files.some((f) => f.includes(s))).map(String);
    expect(leaks(bytesOf(dir))).toEqual([]);
    await svc.close();
    expect(leaks(bytesOf(dir))).toEqual([]);
  });

  it('makes the demo key once, owner-only, and reads its reservations back after a restart and a rebuilt content database', async () => {
    const dir = tempDir();
    const first = await startTicketService({ dir });
    const made = (await first.reserve(request({ party: [PERSON] }))).data as Reservation;
    await first.close();
    expect(statSync(join(dir, 'reservations.key')).mode & 0o777).toBe(0o600);
    const key = readFileSync(join(dir, 'reservations.key'), 'utf8');
    rmSync(join(dir, 'content.db'));
    const second = await startTicketService({ dir });
    expect((await second.lookup({ code: made.code, documentLast4: '1230' })).data).toEqual(made);
    await second.close();
    expect(readFileSync(join(dir, 'reservations.key'), 'utf8')).toBe(key);
  });

  it('syncs every commit to disk in a write-ahead log, and overwrites what it deletes', async () => {
    const dir = tempDir();
    const db = openReservations(join(dir, 'reservations.db'));
    expect([db.prepare('PRAGMA journal_mode').get(), db.prepare('PRAGMA synchronous').get(), db.prepare('PRAGMA secure_delete').get()]).toEqual([
      { journal_mode: 'wal' },
      { synchronous: 2 }, // FULL
      { secure_delete: 1 },
    ]);
    db.close();
  });

  it('a standalone service in production will not start without a key, nor with one of the wrong size', async () => {
    const dir = tempDir();
    const start = (extra: object) => startContentService({ dbPath: join(dir, 'content.db'), reservationsKey: '', reservationsDatabaseUrl: '', ...extra });
    await expect(start({ requireReservationsKey: true })).rejects.toThrow('RESERVATIONS_KEY is required in production: 32 bytes in base64 or hex (e.g. openssl rand -base64 32)');
    await expect(start({ reservationsKey: Buffer.alloc(16).toString('base64') })).rejects.toThrow('RESERVATIONS_KEY must be 32 bytes, in base64 or hex');
    const ok = await start({ requireReservationsKey: true, reservationsKey: 'ab'.repeat(32) });
    await ok.close();
  });

  it('is backed up online while the service writes, and a restored copy answers the same', async () => {
    const dir = tempDir();
    const svc = await startTicketService({ dir });
    const made = (await svc.reserve(request({ party: [PERSON] }))).data as Reservation;
    const second = (await svc.reserve(request({ date: '2026-11-26', party: [{ ...PERSON, name: 'Second' }] }))).data as Reservation;
    const backup = (target: string, reservations = '') =>
      promisify(execFile)(process.execPath, ['scripts/backup-reservations.ts', target], {
        cwd: resolve(import.meta.dirname, '..'),
        env: { ...process.env, CONTENT_DB_PATH: join(dir, 'content.db'), RESERVATIONS_DB_PATH: reservations },
      });
    // Taken while the service runs (its files open, in WAL mode).
    const { stdout } = await backup(join(dir, 'copy.db'));
    expect(stdout).toMatch(new RegExp(`^backed up ${join(dir, 'reservations.db')} to ${join(dir, 'copy.db')} \\(\\d+ pages\\)\n$`));
    // A wrong path is an error, not an empty database made and copied.
    await expect(backup(join(dir, 'none.db'), join(dir, 'missing.db'))).rejects.toMatchObject({ code: 1, stderr: `content:backup: no reservations database at ${join(dir, 'missing.db')}\n` });
    await svc.close();

    const restored = tempDir();
    copyFileSync(join(dir, 'copy.db'), join(restored, 'reservations.db'));
    copyFileSync(join(dir, 'reservations.key'), join(restored, 'reservations.key'));
    const back = await startTicketService({ dir: restored });
    expect((await back.lookup({ code: made.code, documentLast4: '1230' })).data).toEqual(made);
    expect((await back.lookup({ code: second.code, documentLast4: '1230' })).data).toEqual(second);
    await back.close();
  });
});

/** Rows a purge must leave none of, in each store. */
const rowsLeft = {
  async sqlite(dir: string) {
    const db = openReservations(join(dir, 'reservations.db'));
    try {
      return (db.prepare('SELECT (SELECT count(*) FROM party_member) + (SELECT count(*) FROM day_document) AS n').get() as { n: number }).n;
    } finally {
      db.close();
    }
  },
  async postgresql(_dir: string, url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return Number((await client.query('SELECT (SELECT count(*) FROM party_member) + (SELECT count(*) FROM day_document) + (SELECT count(*) FROM slot_lock) AS n')).rows[0].n);
    } finally {
      await client.end();
    }
  },
};

eachStore((store) => {
  it('deletes reservations the retention days after their visit date, not before, with their members and documents', async () => {
    const dir = tempDir();
    const reservations = await store.options();
    const svc = await startTicketService({ dir, reservations });
    expect((await svc.reserve(request({ date: '2026-11-25', party: [PERSON] }))).code).toBe(0);
    await svc.close();
    const key = reservations.reservationsKey || readFileSync(join(dir, 'reservations.key'), 'utf8');
    const log = { info: () => undefined, warn: () => undefined };
    const repo = await openReservationStore({ databaseUrl: reservations.reservationsDatabaseUrl, path: join(dir, 'reservations.db'), sealer: createSealer(Buffer.from(key, 'base64')), log });
    const rules = { retentionDays: 30 };
    try {
      expect(await purgeExpired(repo, rules, new Date('2026-12-25T02:00:00Z'))).toBe(0); // 30 days after
      expect(await repo.booked('2026-11-25')).toEqual(new Map([['2026-11-25 10:00', 1]]));
      expect(await purgeExpired(repo, rules, new Date('2026-12-26T02:00:00Z'))).toBe(1); // 31 days after
      expect(await repo.booked('2026-11-01')).toEqual(new Map());
    } finally {
      await repo.close();
    }
    // Nothing of it is left: members, documents' days (and PostgreSQL's slot lock rows).
    expect(await rowsLeft[store.kind](dir, reservations.reservationsDatabaseUrl)).toBe(0);
  });

  it('refuses to open reservations with a key other than the one that sealed them', async () => {
    const dir = tempDir();
    const { reservationsDatabaseUrl } = await store.options();
    const start = (key: string) => startContentService({ dbPath: join(dir, 'content.db'), reservationsKey: key, reservationsDatabaseUrl });
    await (await start('ab'.repeat(32))).close();
    const elsewhere = store.kind === 'sqlite' ? 'RESERVATIONS_DB_PATH' : 'RESERVATIONS_DATABASE_URL';
    await expect(start('cd'.repeat(32))).rejects.toThrow(`RESERVATIONS_KEY is not the key these reservations were sealed with: restore that key, or point ${elsewhere} elsewhere`);
    await (await start('ab'.repeat(32))).close();
  });
});
