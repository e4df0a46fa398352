/**
 * The reservations' own SQLite database (docs/tickets.md §Storage): never the content
 * database, which a reseed rebuilds. WAL, and every commit synced to disk before it is
 * answered (`synchronous = FULL`): a confirmation a visitor has seen survives a crash or a
 * power cut. Personal data is sealed (sealer.ts); what stays in clear is what the quota and
 * the look-up need: dates, slots, party sizes, states, codes and keyed hashes.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/schema.ts';

/** Append only, as the content database's migrations (docs/tickets.md §Storage). */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE reservation (
    code TEXT PRIMARY KEY,
    -- The client's idempotency key (hashed: it is the visitor's, not ours) and the request's hash.
    key_hash TEXT NOT NULL UNIQUE,
    request_hash TEXT NOT NULL,
    visit_date TEXT NOT NULL,
    -- The slot's start and end, "HH:MM" area time.
    slot TEXT NOT NULL,
    slot_end TEXT NOT NULL,
    party_size INTEGER NOT NULL CHECK (party_size BETWEEN 1 AND 5),
    phone BLOB NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('confirmed', 'cancelled')),
    created_at TEXT NOT NULL,
    cancelled_at TEXT,
    -- Look-ups and cancels that named this code with a wrong document: at LOOKUP_TRIES it stops answering.
    failed_lookups INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX reservation_slot ON reservation (visit_date, slot, status);
  CREATE TABLE party_member (
    code TEXT NOT NULL REFERENCES reservation (code) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    name BLOB NOT NULL,
    -- Sealed too: the kind tells where a person lives.
    document_kind BLOB NOT NULL,
    document BLOB NOT NULL,
    PRIMARY KEY (code, seq)
  );
  -- Which key sealed these rows (a keyed hash of a constant), so another key is refused at start.
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  -- One confirmed reservation per document per day: the row goes when the reservation is cancelled.
  -- The hash covers the date too, so the file alone does not link one person's visits.
  CREATE TABLE day_document (
    visit_date TEXT NOT NULL,
    document_hash TEXT NOT NULL,
    code TEXT NOT NULL REFERENCES reservation (code) ON DELETE CASCADE,
    PRIMARY KEY (visit_date, document_hash)
  );
  `,
];

const RESERVATIONS_SCHEMA_VERSION = MIGRATIONS.length;

/** Opens (and migrates) the file; with `keyCheck`, refuses it unless its rows were sealed with that key. */
export function openReservations(path: string, keyCheck?: string): DatabaseSync {
  let db: DatabaseSync;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new DatabaseSync(path);
    db.exec('PRAGMA busy_timeout = 5000');
    if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    // Deleted rows (retention, cancelled look-ups) are overwritten, not left in free pages.
    db.exec('PRAGMA secure_delete = ON');
  } catch (err) {
    throw new Error(`RESERVATIONS_DB_PATH: cannot open the reservations database "${path}": ${(err as Error).message}`);
  }
  try {
    // Read under the write lock, so two processes starting at once migrate once.
    transaction(db, () => {
      const from = (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
      if (from > RESERVATIONS_SCHEMA_VERSION) throw new Error(`RESERVATIONS_DB_PATH: reservations schema ${from} is newer than this build (${RESERVATIONS_SCHEMA_VERSION})`);
      for (let v = from; v < RESERVATIONS_SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]!);
      if (from !== RESERVATIONS_SCHEMA_VERSION) db.exec(`PRAGMA user_version = ${RESERVATIONS_SCHEMA_VERSION}`);
    });
    if (keyCheck !== undefined) checkKey(db, keyCheck);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

/** Refuses a key other than the one these reservations were sealed with; the first start records it. */
function checkKey(db: DatabaseSync, check: string): void {
  transaction(db, () => {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'key_check'").get() as { value: string } | undefined;
    if (!row) db.prepare("INSERT INTO meta (key, value) VALUES ('key_check', ?)").run(check);
    else if (row.value !== check) throw new Error('RESERVATIONS_KEY is not the key these reservations were sealed with: restore that key, or point RESERVATIONS_DB_PATH elsewhere');
  });
}
