/**
 * The reservations' PostgreSQL schema (docs/tickets.md §Storage): versioned migrations,
 * applied at start inside one transaction that first takes a transaction-level advisory lock,
 * so processes starting at once migrate once, one after the other. A database whose schema is
 * newer than this build is refused, as is one whose rows another key sealed (key.ts).
 * The same rules as SQLite's db.ts, by the database's own means: the idempotency key and one
 * reservation per document per day are UNIQUE constraints; `slot_lock` holds one row per
 * (date, slot) that a reservation locks (FOR UPDATE) before it counts the places taken.
 */
import type pg from 'pg';

/** pg_advisory_xact_lock's key for migrations: any constant this database uses for nothing else. */
const MIGRATION_LOCK = 4_050_001;

/** Append only: a deployed migration is never edited. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE reservation (
    code text PRIMARY KEY,
    key_hash text NOT NULL UNIQUE,
    request_hash text NOT NULL,
    visit_date date NOT NULL,
    slot text NOT NULL,
    slot_end text NOT NULL,
    party_size smallint NOT NULL CHECK (party_size BETWEEN 1 AND 5),
    phone bytea NOT NULL,
    status text NOT NULL CHECK (status IN ('confirmed', 'cancelled')),
    created_at timestamptz NOT NULL,
    cancelled_at timestamptz,
    failed_lookups integer NOT NULL DEFAULT 0
  );
  CREATE INDEX reservation_slot ON reservation (visit_date, slot, status);
  CREATE TABLE party_member (
    code text NOT NULL REFERENCES reservation (code) ON DELETE CASCADE,
    seq smallint NOT NULL,
    name bytea NOT NULL,
    document_kind bytea NOT NULL,
    document bytea NOT NULL,
    PRIMARY KEY (code, seq)
  );
  CREATE TABLE day_document (
    visit_date date NOT NULL,
    document_hash text NOT NULL,
    code text NOT NULL REFERENCES reservation (code) ON DELETE CASCADE,
    PRIMARY KEY (visit_date, document_hash)
  );
  CREATE INDEX day_document_code ON day_document (code);
  CREATE TABLE slot_lock (
    visit_date date NOT NULL,
    slot text NOT NULL,
    PRIMARY KEY (visit_date, slot)
  );
  CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
  `,
];

const PG_SCHEMA_VERSION = MIGRATIONS.length;

/** Migrates to this build's schema and checks the key; throws (naming the variable) when either is refused. */
export async function migratePg(pool: pg.Pool, keyCheck: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS reservations_schema (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const from = Number((await client.query<{ v: number }>('SELECT coalesce(max(version), 0) AS v FROM reservations_schema')).rows[0]!.v);
    if (from > PG_SCHEMA_VERSION) throw new Error(`RESERVATIONS_DATABASE_URL: reservations schema ${from} is newer than this build (${PG_SCHEMA_VERSION})`);
    for (let v = from; v < PG_SCHEMA_VERSION; v++) {
      await client.query(MIGRATIONS[v]!);
      await client.query('INSERT INTO reservations_schema (version) VALUES ($1)', [v + 1]);
    }
    const row = (await client.query<{ value: string }>("SELECT value FROM meta WHERE key = 'key_check'")).rows[0];
    if (!row) await client.query("INSERT INTO meta (key, value) VALUES ('key_check', $1)", [keyCheck]);
    else if (row.value !== keyCheck) throw new Error('RESERVATIONS_KEY is not the key these reservations were sealed with: restore that key, or point RESERVATIONS_DATABASE_URL elsewhere');
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
