/**
 * Reservations in PostgreSQL (docs/tickets.md §Reserving, §Storage;
 * docs/decisions/050-reservations-on-postgresql.md), shared by every content-service process
 * that points at the database. No lock in the process: a reservation is one READ COMMITTED
 * transaction that locks its slot's `slot_lock` row (FOR UPDATE) before it counts the places
 * taken, so writers to one slot take turns across processes and each counts what the one
 * before committed. The idempotency key and the one-reservation-per-document-per-day rule are
 * UNIQUE constraints: a writer that loses such a race (the same key for another slot, the
 * same document in another slot) is rolled back and answered again from what won: its
 * reservation, `key-reused` or `document-taken`. Personal data is sealed as in SQLite.
 */
import type pg from 'pg';
import type { ReservationKey, ReserveRequest } from '../../../shared/api/tickets.ts';
import type { Outcome, ReservationRepository, SlotTerms, StoreStats } from './repository.ts';
import { codeOf, last4Of, LOOKUP_TRIES, newCode, refuse, reservationRules, type MemberRow, type ReservationRow } from './reservation-rules.ts';
import type { Sealer } from './sealer.ts';

/** Answers again after a lost race: the second attempt sees the winner; more are for a code drawn twice. */
const ATTEMPTS = 3;
const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set(['40001', '40P01']);

const ROW = `code, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, slot, slot_end, phone, status, created_at, cancelled_at, failed_lookups`;
type Db = pg.Pool | pg.PoolClient;
type PgRow = Omit<ReservationRow, 'created_at' | 'cancelled_at'> & { created_at: Date; cancelled_at: Date | null };
const asRow = (r: PgRow): ReservationRow => ({ ...r, created_at: r.created_at.toISOString(), cancelled_at: r.cancelled_at?.toISOString() ?? null });

export function createPgStore(pool: pg.Pool, sealer: Sealer): ReservationRepository {
  const rules = reservationRules(sealer);
  const conflicts: StoreStats['conflicts'] = { unique: 0, retried: 0 };

  /** One transaction on one connection; a connection whose ROLLBACK failed is discarded, not reused. */
  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect();
    let broken: Error | undefined;
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (err) {
      await c.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw err;
    } finally {
      c.release(broken);
    }
  }

  /** `fn` in a transaction, run again (up to ATTEMPTS) when the database turned it back for a concurrent writer. */
  async function write<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await tx(fn);
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code === UNIQUE_VIOLATION) conflicts.unique++;
        else if (RETRYABLE.has(code)) conflicts.retried++;
        else throw err;
        if (attempt >= ATTEMPTS) throw err;
      }
    }
  }

  const rowByCode = async (db: Db, code: string, lock = false) => {
    const r = (await db.query<PgRow>(`SELECT ${ROW} FROM reservation WHERE code = $1${lock ? ' FOR UPDATE' : ''}`, [code])).rows[0];
    return r ? asRow(r) : undefined;
  };
  const members = async (db: Db, code: string) => (await db.query<MemberRow>('SELECT seq, name, document_kind, document FROM party_member WHERE code = $1 ORDER BY seq', [code])).rows;
  const view = async (db: Db, row: ReservationRow) => rules.view(row, await members(db, row.code));
  const taken = async (db: Db, req: ReserveRequest) =>
    Number((await db.query<{ n: string }>("SELECT coalesce(sum(party_size), 0) AS n FROM reservation WHERE visit_date = $1 AND slot = $2 AND status = 'confirmed'", [req.date, req.slot])).rows[0]!.n);

  async function replay(db: Db, req: ReserveRequest): Promise<Outcome | null> {
    const seen = (await db.query<{ code: string; request_hash: string }>('SELECT code, request_hash FROM reservation WHERE key_hash = $1', [rules.keyHash(req)])).rows[0];
    if (!seen) return null;
    return seen.request_hash === rules.requestHash(req) ? { ok: true, reservation: await view(db, (await rowByCode(db, seen.code))!) } : refuse('key-reused');
  }

  /** The row whose code and one of whose documents' last four characters match; else null (and the miss is counted). */
  async function find(db: Db, { code, documentLast4 }: ReservationKey, lock = false): Promise<ReservationRow | null> {
    const row = await rowByCode(db, codeOf(code), lock);
    if (!row || row.failed_lookups >= LOOKUP_TRIES) return null;
    if (rules.matches(row, await members(db, row.code), last4Of(documentLast4))) return row;
    await db.query('UPDATE reservation SET failed_lookups = failed_lookups + 1 WHERE code = $1', [row.code]);
    return null;
  }

  async function reserveIn(c: pg.PoolClient, req: ReserveRequest, terms: SlotTerms, now: Date): Promise<Outcome> {
    const replayed = await replay(c, req);
    if (replayed) return replayed;
    // Full as last committed: refused without queueing for the lock (places come back only by a cancel).
    if ((await taken(c, req)) + req.party.length > terms.capacity) return refuse('sold-out');
    await c.query('INSERT INTO slot_lock (visit_date, slot) VALUES ($1, $2) ON CONFLICT DO NOTHING', [req.date, req.slot]);
    await c.query('SELECT 1 FROM slot_lock WHERE visit_date = $1 AND slot = $2 FOR UPDATE', [req.date, req.slot]);
    // Under the lock each statement reads what the previous holder committed (READ COMMITTED).
    const again = await replay(c, req);
    if (again) return again;
    if ((await taken(c, req)) + req.party.length > terms.capacity) return refuse('sold-out');
    const hashes = req.party.map((m) => rules.documentHash(req.date, m.documentNumber));
    const held = new Set((await c.query<{ document_hash: string }>('SELECT document_hash FROM day_document WHERE visit_date = $1 AND document_hash = ANY($2)', [req.date, hashes])).rows.map((r) => r.document_hash));
    const takenDocs = Object.fromEntries(hashes.flatMap((h, i) => (held.has(h) ? [[`party.${i}.documentNumber`, 'taken' as const]] : [])));
    if (Object.keys(takenDocs).length) return refuse('document-taken', takenDocs);
    const code = newCode();
    const sealed = rules.sealed(code, req);
    await c.query(
      `INSERT INTO reservation (code, key_hash, request_hash, visit_date, slot, slot_end, party_size, phone, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'confirmed', $9)`,
      [code, rules.keyHash(req), rules.requestHash(req), req.date, req.slot, terms.end, req.party.length, sealed.phone, now],
    );
    await c.query(
      'INSERT INTO party_member (code, seq, name, document_kind, document) SELECT $1::text, * FROM unnest($2::smallint[], $3::bytea[], $4::bytea[], $5::bytea[])',
      [code, sealed.members.map((m) => m.seq), sealed.members.map((m) => m.name), sealed.members.map((m) => m.kind), sealed.members.map((m) => m.document)],
    );
    await c.query('INSERT INTO day_document (visit_date, document_hash, code) SELECT $1::date, h, $2::text FROM unnest($3::text[]) AS h', [req.date, code, hashes]);
    const row: ReservationRow = { code, visit_date: req.date, slot: req.slot, slot_end: terms.end, phone: sealed.phone, status: 'confirmed', created_at: now.toISOString(), cancelled_at: null, failed_lookups: 0 };
    return { ok: true, reservation: rules.view(row, sealed.members.map((m) => ({ seq: m.seq, name: m.name, document_kind: m.kind, document: m.document }))) };
  }

  return {
    kind: 'postgresql',
    replay: (req) => replay(pool, req),
    limitKey: rules.limitKey,
    async booked(fromDate) {
      const rows = (await pool.query<{ visit_date: string; slot: string; n: number }>(
        "SELECT to_char(visit_date, 'YYYY-MM-DD') AS visit_date, slot, sum(party_size)::int AS n FROM reservation WHERE visit_date >= $1 AND status = 'confirmed' GROUP BY visit_date, slot",
        [fromDate],
      )).rows;
      return new Map(rows.map((r) => [`${r.visit_date} ${r.slot}`, r.n]));
    },
    reserve: (req, terms, now) => write((c) => reserveIn(c, req, terms, now)),
    async lookup(key) {
      const row = await find(pool, key);
      return row ? { ok: true, reservation: await view(pool, row) } : refuse('not-found');
    },
    cancel: (key, now, startsAt) =>
      write(async (c): Promise<Outcome> => {
        const row = await find(c, key, true);
        if (!row) return refuse('not-found');
        if (row.status === 'confirmed') {
          if (now >= startsAt(row.visit_date, row.slot)) return refuse('started');
          await c.query("UPDATE reservation SET status = 'cancelled', cancelled_at = $1 WHERE code = $2", [now, row.code]);
          await c.query('DELETE FROM day_document WHERE code = $1', [row.code]);
        }
        return { ok: true, reservation: await view(c, (await rowByCode(c, row.code))!) };
      }),
    purgeBefore: (keepFrom) =>
      tx(async (c) => {
        const gone = (await c.query('DELETE FROM reservation WHERE visit_date < $1', [keepFrom])).rowCount ?? 0;
        await c.query('DELETE FROM slot_lock WHERE visit_date < $1', [keepFrom]);
        return gone;
      }),
    async ping() {
      await pool.query('SELECT 1');
    },
    stats: () => ({ store: 'postgresql', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, conflicts: { ...conflicts } }),
    close: () => pool.end(),
  };
}
