/**
 * What both stores do alike (docs/tickets.md §Reserving, §Privacy): reservation codes, the
 * keyed hashes a row is found by, the look-up limit, and the reservation as the visitor sees it
 * (documents masked, the phone's last four digits) opened from its sealed columns. One
 * implementation, so SQLite and PostgreSQL answer byte for byte the same.
 */
import { randomInt } from 'node:crypto';
import type { PartyMember, Reservation, ReserveRequest, TicketRefusal } from '../../../shared/api/tickets.ts';
import { maskDocument, maskPhone, normaliseDocument } from '../../../shared/tickets/documents.ts';
import { normaliseCode } from '../../../shared/tickets/lookup.ts';
import type { Outcome } from './repository.ts';
import type { Sealer } from './sealer.ts';

/** Reservation codes: no 0/O, 1/I/L, so a code read aloud or typed from paper is the code. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

/** Wrong documents named with one code before it stops answering (about 11,000 last-four values for an ID card). */
export const LOOKUP_TRIES = 10;

export const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export const refuse = (reason: TicketRefusal['reason'], fields: TicketRefusal['fields'] = {}): Outcome => ({ ok: false, refusal: { reason, fields, closedReason: null } });

/** A code as people type it (shared/tickets/lookup.ts); '' for anything that cannot be one. */
export const codeOf = (raw: unknown) => (typeof raw === 'string' ? (normaliseCode(raw) ?? '') : '');

/** The last four characters typed for a look-up, normalised; '' for anything else. */
export const last4Of = (raw: unknown) => (typeof raw === 'string' ? normaliseDocument(raw) : '');

/** A reservation row as both stores read it (dates and times as text). */
export interface ReservationRow {
  code: string;
  visit_date: string;
  slot: string;
  slot_end: string;
  phone: Uint8Array;
  status: 'confirmed' | 'cancelled';
  created_at: string;
  cancelled_at: string | null;
  failed_lookups: number;
}

export interface MemberRow {
  seq: number;
  name: Uint8Array;
  document_kind: Uint8Array;
  document: Uint8Array;
}

export function reservationRules(sealer: Sealer) {
  return {
    /** One document (any kind: numbers of different kinds overlap) on one day. */
    documentHash: (date: string, number: string) => sealer.hash(`document:${date}:${number}`),
    keyHash: (req: ReserveRequest) => sealer.hash(`key:${req.idempotencyKey}`),
    requestHash: (req: ReserveRequest) =>
      sealer.hash(`request:${JSON.stringify([req.date, req.slot, req.contactPhone, req.party.map((m) => [m.name, m.documentKind, m.documentNumber])])}`),
    limitKey: (number: string) => sealer.hash(`attempts:${number}`),
    /** The sealed columns of a new reservation, bound to its code and seat (sealer.ts). */
    sealed(code: string, req: ReserveRequest) {
      return {
        phone: sealer.seal(req.contactPhone, `${code}:phone`),
        members: req.party.map((m, seq) => ({
          seq,
          name: sealer.seal(m.name, `${code}:name:${seq}`),
          kind: sealer.seal(m.documentKind, `${code}:kind:${seq}`),
          document: sealer.seal(m.documentNumber, `${code}:document:${seq}`),
        })),
      };
    },
    /** Whether one of the members' documents ends in `last4` (exactly four characters). */
    matches(row: ReservationRow, members: Pick<MemberRow, 'seq' | 'document'>[], last4: string): boolean {
      return last4.length === 4 && members.some((m) => sealer.open(m.document, `${row.code}:document:${m.seq}`).endsWith(last4));
    },
    /** The reservation as the visitor sees it: documents masked, the phone's last four digits. */
    view(row: ReservationRow, members: MemberRow[]): Reservation {
      return {
        code: row.code,
        status: row.status,
        date: row.visit_date,
        slot: { start: row.slot, end: row.slot_end },
        party: members.map((m) => ({
          name: sealer.open(m.name, `${row.code}:name:${m.seq}`),
          documentKind: sealer.open(m.document_kind, `${row.code}:kind:${m.seq}`) as PartyMember['documentKind'],
          documentMasked: maskDocument(sealer.open(m.document, `${row.code}:document:${m.seq}`)),
        })),
        contactPhoneMasked: maskPhone(sealer.open(row.phone, `${row.code}:phone`)),
        createdAt: row.created_at,
        cancelledAt: row.cancelled_at,
      };
    },
  };
}
