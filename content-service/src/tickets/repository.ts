/**
 * The reservation store's one interface (docs/tickets.md §Storage): the ticket desk
 * (routes.ts), the retention job and the health check use only this, so they do not know
 * whether SQLite (sqlite-store.ts, the default) or PostgreSQL (pg-store.ts, when
 * RESERVATIONS_DATABASE_URL is set) keeps the reservations. Every call is async: a network
 * database answers later; SQLite answers at once, inside one synchronous transaction.
 */
import type { Reservation, ReservationKey, ReserveRequest, TicketRefusal } from '../../../shared/api/tickets.ts';

/** What the quota needs to know of the slot asked for. */
export interface SlotTerms {
  capacity: number;
  end: string;
}

export type Outcome = { ok: true; reservation: Reservation } | { ok: false; refusal: TicketRefusal };

/**
 * Counters for the content service's metrics (the lead wires them into /metrics). `total`,
 * `idle` and `waiting` are the connection pool's (SQLite: one connection, never waiting).
 * `conflicts` counts writes the database itself turned back and the store answered again:
 * unique violations lost to a concurrent writer (`unique`) and transactions retried after a
 * serialization failure or deadlock (`retried`).
 */
export interface StoreStats {
  store: 'sqlite' | 'postgresql';
  total: number;
  idle: number;
  waiting: number;
  conflicts: { unique: number; retried: number };
}

export interface ReservationRepository {
  readonly kind: StoreStats['store'];
  /** The reservation an idempotency key already made (same request), `key-reused` (another request), or null (a new key). */
  replay(req: ReserveRequest): Promise<Outcome | null>;
  /** The key a document's attempts are counted under (limits.ts): a keyed hash, never the number. */
  limitKey(number: string): string;
  /** Places taken per "date slot" from `fromDate` on (confirmed reservations only). */
  booked(fromDate: string): Promise<Map<string, number>>;
  /** `req` is valid and normalised (shared/tickets/documents.ts); `terms` are the slot's, open for booking. */
  reserve(req: ReserveRequest, terms: SlotTerms, now: Date): Promise<Outcome>;
  lookup(key: ReservationKey): Promise<Outcome>;
  /** Cancels until `startsAt(date, slot)`; the places and the documents' day are free again at once. */
  cancel(key: ReservationKey, now: Date, startsAt: (date: string, slot: string) => Date): Promise<Outcome>;
  /** Deletes the reservations visited before `keepFrom` (YYYY-MM-DD); how many went. */
  purgeBefore(keepFrom: string): Promise<number>;
  /** Resolves when the database answers a trivial query (health.ts bounds the wait). */
  ping(): Promise<void>;
  stats(): StoreStats;
  close(): Promise<void>;
}
