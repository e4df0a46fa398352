/**
 * Reservations in SQLite, the default store (docs/tickets.md §Reserving, §Storage). Each write
 * is one `BEGIN IMMEDIATE` transaction, which holds SQLite's write lock from its first
 * statement: the count of places taken, the document rule and the insert see no other writer
 * in between, in this process or another on the same file. Each call runs synchronously inside
 * its transaction and only then resolves, so the async interface (repository.ts) changes nothing.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ReservationKey, ReserveRequest } from '../../../shared/api/tickets.ts';
import { transaction } from '../db/schema.ts';
import type { Outcome, ReservationRepository, SlotTerms } from './repository.ts';
import { codeOf, last4Of, LOOKUP_TRIES, newCode, refuse, reservationRules, type MemberRow, type ReservationRow } from './reservation-rules.ts';
import type { Sealer } from './sealer.ts';

export function createSqliteStore(db: DatabaseSync, sealer: Sealer): ReservationRepository {
  const rules = reservationRules(sealer);
  const q = {
    byKey: db.prepare('SELECT code, request_hash FROM reservation WHERE key_hash = ?'),
    byCode: db.prepare('SELECT * FROM reservation WHERE code = ?'),
    members: db.prepare('SELECT seq, name, document_kind, document FROM party_member WHERE code = ? ORDER BY seq'),
    failed: db.prepare('UPDATE reservation SET failed_lookups = failed_lookups + 1 WHERE code = ?'),
    taken: db.prepare("SELECT coalesce(sum(party_size), 0) AS n FROM reservation WHERE visit_date = ? AND slot = ? AND status = 'confirmed'"),
    dayDoc: db.prepare('SELECT 1 FROM day_document WHERE visit_date = ? AND document_hash = ?'),
    insert: db.prepare(`INSERT INTO reservation (code, key_hash, request_hash, visit_date, slot, slot_end, party_size, phone, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'confirmed', ?)`),
    member: db.prepare('INSERT INTO party_member (code, seq, name, document_kind, document) VALUES (?, ?, ?, ?, ?)'),
    holdDoc: db.prepare('INSERT INTO day_document (visit_date, document_hash, code) VALUES (?, ?, ?)'),
    cancel: db.prepare("UPDATE reservation SET status = 'cancelled', cancelled_at = ? WHERE code = ?"),
    releaseDocs: db.prepare('DELETE FROM day_document WHERE code = ?'),
    bookedFrom: db.prepare("SELECT visit_date, slot, sum(party_size) AS n FROM reservation WHERE visit_date >= ? AND status = 'confirmed' GROUP BY visit_date, slot"),
    purge: db.prepare('DELETE FROM reservation WHERE visit_date < ?'),
  };

  const rowByCode = (code: string) => q.byCode.get(code) as ReservationRow | undefined;
  const view = (row: ReservationRow) => rules.view(row, q.members.all(row.code) as unknown as MemberRow[]);

  /** The row whose code and one of whose documents' last four characters match; else null (and the miss is counted). */
  function find({ code, documentLast4 }: ReservationKey): ReservationRow | null {
    const row = rowByCode(codeOf(code));
    if (!row || row.failed_lookups >= LOOKUP_TRIES) return null;
    if (rules.matches(row, q.members.all(row.code) as unknown as MemberRow[], last4Of(documentLast4))) return row;
    q.failed.run(row.code);
    return null;
  }

  function replay(req: ReserveRequest): Outcome | null {
    const seen = q.byKey.get(rules.keyHash(req)) as { code: string; request_hash: string } | undefined;
    if (!seen) return null;
    return seen.request_hash === rules.requestHash(req) ? { ok: true, reservation: view(rowByCode(seen.code)!) } : refuse('key-reused');
  }

  function reserve(req: ReserveRequest, terms: SlotTerms, now: Date): Outcome {
    return transaction(db, (): Outcome => {
      const replayed = replay(req);
      if (replayed) return replayed;
      const { n } = q.taken.get(req.date, req.slot) as { n: number };
      if (n + req.party.length > terms.capacity) return refuse('sold-out');
      const hashes = req.party.map((m) => rules.documentHash(req.date, m.documentNumber));
      const taken = Object.fromEntries(hashes.flatMap((h, i) => (q.dayDoc.get(req.date, h) ? [[`party.${i}.documentNumber`, 'taken' as const]] : [])));
      if (Object.keys(taken).length) return refuse('document-taken', taken);
      let code = newCode();
      while (rowByCode(code)) code = newCode();
      const sealed = rules.sealed(code, req);
      q.insert.run(code, rules.keyHash(req), rules.requestHash(req), req.date, req.slot, terms.end, req.party.length, sealed.phone, now.toISOString());
      for (const m of sealed.members) {
        q.member.run(code, m.seq, m.name, m.kind, m.document);
        q.holdDoc.run(req.date, hashes[m.seq]!, code);
      }
      return { ok: true, reservation: view(rowByCode(code)!) };
    });
  }

  function cancel(key: ReservationKey, now: Date, startsAt: (date: string, slot: string) => Date): Outcome {
    return transaction(db, (): Outcome => {
      const row = find(key);
      if (!row) return refuse('not-found');
      if (row.status === 'confirmed') {
        if (now >= startsAt(row.visit_date, row.slot)) return refuse('started');
        q.cancel.run(now.toISOString(), row.code);
        q.releaseDocs.run(row.code);
      }
      return { ok: true, reservation: view(rowByCode(row.code)!) };
    });
  }

  return {
    kind: 'sqlite',
    replay: async (req) => replay(req),
    limitKey: rules.limitKey,
    async booked(fromDate) {
      const rows = q.bookedFrom.all(fromDate) as { visit_date: string; slot: string; n: number }[];
      return new Map(rows.map((r) => [`${r.visit_date} ${r.slot}`, r.n]));
    },
    reserve: async (req, terms, now) => reserve(req, terms, now),
    async lookup(key) {
      const row = find(key);
      return row ? { ok: true, reservation: view(row) } : refuse('not-found');
    },
    cancel: async (key, now, startsAt) => cancel(key, now, startsAt),
    purgeBefore: async (keepFrom) => Number(q.purge.run(keepFrom).changes),
    async ping() {
      db.prepare('SELECT 1').get();
    },
    // One connection, used synchronously: nothing ever waits for it; the write lock turns nothing back.
    stats: () => ({ store: 'sqlite', total: 1, idle: 1, waiting: 0, conflicts: { unique: 0, retried: 0 } }),
    async close() {
      db.close();
    },
  };
}
