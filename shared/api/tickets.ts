/**
 * Timed-entry tickets (docs/tickets.md): the upstream's `/ticket/*` endpoints under API_PREFIX,
 * with the content service as the system of record. Availability is a GET like every other
 * endpoint; reserving, looking up and cancelling are POSTs with a JSON body, so a document's
 * characters never travel in a URL (and so in no access log). Every reply is the usual
 * envelope; a refusal is `code: -1` with a `TicketRefusal` as `data`.
 */

/** Identity documents a party member may name (docs/tickets.md §Documents). */
export const DOCUMENT_KINDS = ['id-card', 'passport', 'hk-macao-permit', 'taiwan-permit'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** People in one reservation. */
export const MAX_PARTY = 5;
/** Days shown and bookable, today included. */
export const BOOKING_DAYS = 14;
/** A slot at or under this share of its places left is "nearly full". */
export const NEARLY_FULL_SHARE = 0.1;

type SlotState = 'open' | 'nearly-full' | 'sold-out' | 'closed';
/** Why a slot takes no reservation: the whole day is closed, or its window (or the day's ticket sales) has passed. */
export type ClosedReason = 'closure' | 'past';

export interface TicketSlot {
  /** "HH:MM", area time. */
  start: string;
  end: string;
  capacity: number;
  remaining: number;
  state: SlotState;
  /** Set when `state` is 'closed'. */
  closedReason: ClosedReason | null;
}

export interface TicketDay {
  /** "YYYY-MM-DD", area day. */
  date: string;
  /** Opening hours of the day ("HH:MM"): the slots lie within them. */
  opens: string;
  closes: string;
  capacity: number;
  remaining: number;
  /** A closure notice that closes the whole area that day, in the request's language; else null. */
  closure: string | null;
  slots: TicketSlot[];
}

export interface TicketAvailability {
  /** When these figures were read (ISO 8601): remaining places are at most a few seconds old. */
  readAt: string;
  /** Days after the visit date a reservation is kept, then deleted (docs/tickets.md §Privacy). */
  retentionDays: number;
  days: TicketDay[];
}

interface PartyMemberInput {
  name: string;
  documentKind: DocumentKind;
  documentNumber: string;
}

export interface ReserveRequest {
  /** Chosen by the client once per form (a retry or a second click sends the same one). */
  idempotencyKey: string;
  date: string;
  /** The slot's start, "HH:MM". */
  slot: string;
  contactPhone: string;
  party: PartyMemberInput[];
}

/** A party member as a reservation shows it: the document masked (`5101**********1234`). */
export interface PartyMember {
  name: string;
  documentKind: DocumentKind;
  documentMasked: string;
}

export type ReservationStatus = 'confirmed' | 'cancelled';

export interface Reservation {
  /** 10 characters without look-alikes: what the gate scans and the visitor types. */
  code: string;
  status: ReservationStatus;
  date: string;
  slot: { start: string; end: string };
  party: PartyMember[];
  contactPhoneMasked: string;
  createdAt: string;
  cancelledAt: string | null;
}

/** Look-up and cancel name a reservation by its code and the last four characters of one of its documents. */
export interface ReservationKey {
  code: string;
  documentLast4: string;
}

/** Field problems, by field path (`party.0.documentNumber`, `contactPhone`, …). */
export type FieldError = 'required' | 'too-long' | 'format' | 'check-digit' | 'birth-date' | 'duplicate-in-party' | 'taken' | 'out-of-range';

export type RefusalReason =
  /** The request breaks a field rule: see `fields`. */
  | 'invalid'
  /** The slot has fewer places left than the party. */
  | 'sold-out'
  /** The day or slot takes no reservation: see `closedReason`. */
  | 'closed'
  /** A document already holds a reservation on that day: see `fields`. */
  | 'document-taken'
  /** The idempotency key was used with another request. */
  | 'key-reused'
  /** No reservation with that code and document. */
  | 'not-found'
  /** Too late to cancel: the slot has started. */
  | 'started'
  /** Too many attempts for one document or code in a short time (docs/tickets.md §Limits). */
  | 'too-many';

export interface TicketRefusal {
  reason: RefusalReason;
  fields: Record<string, FieldError>;
  closedReason: ClosedReason | null;
}

/** The endpoints, under API_PREFIX. */
export const TICKET_PATHS = {
  availability: '/ticket/getAvailability',
  reserve: '/ticket/reserve',
  lookup: '/ticket/getReservation',
  cancel: '/ticket/cancelReservation',
} as const;
