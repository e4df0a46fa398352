/**
 * Reservations against the quota (docs/tickets.md §Reserving). Each write is one `BEGIN
 * IMMEDIATE` transaction, which holds SQLite's write lock from its first statement: the count
 * of places taken, the document rule and the insert see no other writer in between, in this
 * process or another on the same file. An idempotency key names one request: sent again, it
 * returns the reservation it made; sent with another request, it is refused.
 */
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { PartyMember, Reservation, ReservationKey, ReserveRequest, TicketRefusal } from '../../../shared/api/tickets.ts';
import { maskDocument, maskPhone, normaliseDocument } from '../../../shared/tickets/documents.ts';
import { normaliseCode } from '../../../shared/tickets/lookup.ts';
import { transaction } from '../db/schema.ts';
import type { Sealer } from './sealer.ts';

/** Reservation codes: no 0/O, 1/I/L, so a code read aloud or typed from paper is the code. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

/** Wrong documents named with one code before it stops answering (about 11,000 last-four values for an ID card). */
const LOOKUP_TRIES = 10;

const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** What the quota needs to know of the slot asked for. */
export interface SlotTerms {
  capacity: number;
  end: string;
}

export type Outcome = { ok: true; reservation: Reservation } | { ok: false; refusal: TicketRefusal };

const refuse = (reason: TicketRefusal['reason'], fields: TicketRefusal['fields'] = {}): Outcome => ({ ok: false, refusal: { reason, fields, closedReason: null } });

interface Row {
  code: string;
  visit_date: string;
  slot: string;
  phone: Uint8Array;
  status: 'confirmed' | 'cancelled';
  created_at: string;
  cancelled_at: string | null;
  slot_end: string;
  failed_lookups: number;
}

/** A code as people type it (shared/tickets/lookup.ts); '' for anything that cannot be one. */
const codeOf = (raw: unknown) => (typeof raw === 'string' ? (normaliseCode(raw) ?? '') : '');

export function createReservationStore(db: DatabaseSync, sealer: Sealer) {
  /** One document (any kind: numbers of different kinds overlap) on one day. */
  const documentHash = (date: string, number: string) => sealer.hash(`document:${date}:${number}`);
  const keyHash = (req: ReserveRequest) => sealer.hash(`key:${req.idempotencyKey}`);
  const requestHash = (req: ReserveRequest) =>
    sealer.hash(`request:${JSON.stringify([req.date, req.slot, req.contactPhone, req.party.map((m) => [m.name, m.documentKind, m.documentNumber])])}`);
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
  };

  const rowByCode = (code: string) => q.byCode.get(code) as Row | undefined;

  /** The reservation as the visitor sees it: documents masked, the phone's last four digits. */
  function view(row: Row): Reservation {
    const party = (q.members.all(row.code) as { seq: number; name: Uint8Array; document_kind: Uint8Array; document: Uint8Array }[]).map((m) => ({
      name: sealer.open(m.name, `${row.code}:name:${m.seq}`),
      documentKind: sealer.open(m.document_kind, `${row.code}:kind:${m.seq}`) as PartyMember['documentKind'],
      documentMasked: maskDocument(sealer.open(m.document, `${row.code}:document:${m.seq}`)),
    }));
    return {
      code: row.code,
      status: row.status,
      date: row.visit_date,
      slot: { start: row.slot, end: row.slot_end },
      party,
      contactPhoneMasked: maskPhone(sealer.open(row.phone, `${row.code}:phone`)),
      createdAt: row.created_at,
      cancelledAt: row.cancelled_at,
    };
  }

  /**
   * The row whose code and one of whose documents' last four characters match; else null. A
   * code named with a wrong document LOOKUP_TRIES times answers nothing more, so a printed code
   * alone does not give its party away by trying every last four.
   */
  function find({ code, documentLast4 }: ReservationKey): Row | null {
    const row = rowByCode(codeOf(code));
    if (!row || row.failed_lookups >= LOOKUP_TRIES) return null;
    const last4 = typeof documentLast4 === 'string' ? normaliseDocument(documentLast4) : '';
    const members = q.members.all(row.code) as { seq: number; document: Uint8Array }[];
    if (last4.length === 4 && members.some((m) => sealer.open(m.document, `${row.code}:document:${m.seq}`).endsWith(last4))) return row;
    q.failed.run(row.code);
    return null;
  }

  /**
   * What an idempotency key already made: the reservation for the same request, a refusal for
   * another, null for a new key. Asked before anything that depends on the time, so a retry
   * after the slot closed still gets its reservation.
   */
  function replay(req: ReserveRequest): Outcome | null {
    const seen = q.byKey.get(keyHash(req)) as { code: string; request_hash: string } | undefined;
    if (!seen) return null;
    return seen.request_hash === requestHash(req) ? { ok: true, reservation: view(rowByCode(seen.code)!) } : refuse('key-reused');
  }

  return {
    replay,

    /** The key a document's attempts are counted under (limits.ts): a keyed hash, never the number. */
    limitKey: (number: string) => sealer.hash(`attempts:${number}`),

    /** Places taken per "date slot" from `fromDate` on (confirmed reservations only). */
    booked(fromDate: string): Map<string, number> {
      const rows = q.bookedFrom.all(fromDate) as { visit_date: string; slot: string; n: number }[];
      return new Map(rows.map((r) => [`${r.visit_date} ${r.slot}`, r.n]));
    },

    /** `req` is valid and normalised (shared/tickets/documents.ts); `terms` are the slot's, open for booking. */
    reserve(req: ReserveRequest, terms: SlotTerms, now: Date): Outcome {
      return transaction(db, (): Outcome => {
        const replayed = replay(req);
        if (replayed) return replayed;
        const { n } = q.taken.get(req.date, req.slot) as { n: number };
        if (n + req.party.length > terms.capacity) return refuse('sold-out');
        const hashes = req.party.map((m) => documentHash(req.date, m.documentNumber));
        const taken = Object.fromEntries(hashes.flatMap((h, i) => (q.dayDoc.get(req.date, h) ? [[`party.${i}.documentNumber`, 'taken' as const]] : [])));
        if (Object.keys(taken).length) return refuse('document-taken', taken);
        let code = newCode();
        while (rowByCode(code)) code = newCode();
        q.insert.run(code, keyHash(req), requestHash(req), req.date, req.slot, terms.end, req.party.length, sealer.seal(req.contactPhone, `${code}:phone`), now.toISOString());
        req.party.forEach((m, seq) => {
          q.member.run(code, seq, sealer.seal(m.name, `${code}:name:${seq}`), sealer.seal(m.documentKind, `${code}:kind:${seq}`), sealer.seal(m.documentNumber, `${code}:document:${seq}`));
          q.holdDoc.run(req.date, hashes[seq]!, code);
        });
        return { ok: true, reservation: view(rowByCode(code)!) };
      });
    },

    lookup(key: ReservationKey): Outcome {
      const row = find(key);
      return row ? { ok: true, reservation: view(row) } : refuse('not-found');
    },

    /** Cancels until `startsAt(date, slot)`; the places and the documents' day are free again at once. */
    cancel(key: ReservationKey, now: Date, startsAt: (date: string, slot: string) => Date): Outcome {
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
    },
  };
}

export type ReservationStore = ReturnType<typeof createReservationStore>;
