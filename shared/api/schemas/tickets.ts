/**
 * The ticket desk's availability (shared/api/tickets.ts; docs/tickets.md) as the site takes it:
 * each day and slot checked on its own, counts bounded, times and dates in their one form.
 * A slot the site cannot read is dropped, never shown with guessed places; an unknown state is
 * read as 'closed', the one that offers nothing to book.
 */
import { z } from 'zod';
import { DOCUMENT_KINDS, MAX_PARTY, type FieldError, type RefusalReason, type Reservation, type TicketAvailability, type TicketRefusal } from '../tickets.ts';
import { CODE_RE } from '../../tickets/lookup.ts';
import { bounded, list, oneOf, str } from './bounds.ts';

const hhmm = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** Places in a slot or a day: the area's stated capacity is tens of thousands. */
const places = (field: string) => bounded(0, 1_000_000, field);

const slot = z.object({
  start: hhmm(),
  end: hhmm(),
  capacity: places('capacity'),
  remaining: places('remaining'),
  state: oneOf(['open', 'nearly-full', 'sold-out', 'closed'], 'closed', 'state'),
  closedReason: oneOf(['closure', 'past'], 'past', 'closedReason').nullable(),
});

const day = z.object({
  date: z.string().regex(/^\d{4}-\d\d-\d\d$/),
  opens: hhmm(),
  closes: hhmm(),
  capacity: places('capacity'),
  remaining: places('remaining'),
  closure: str().max(500).nullable(),
  slots: list(slot, 'slots'),
});

export const ticketAvailability = z.object({
  readAt: z.iso.datetime({ offset: true }),
  retentionDays: bounded(0, 3650, 'retentionDays'),
  days: list(day, 'days', { whole: true }),
}) satisfies z.ZodType<TicketAvailability, unknown>;

/**
 * A reservation as the desk answers it. Strict, unlike the lists above: a visitor is never shown
 * "confirmed" for a reply the site cannot read whole, so any flaw refuses the reply (and the
 * visitor is told the desk is unavailable, and that sending again is safe).
 */
const partyMember = z.object({
  name: z.string().min(1).max(80),
  documentKind: z.enum(DOCUMENT_KINDS),
  documentMasked: z.string().regex(/^[A-Z0-9*]{1,24}$/),
});

export const reservation = z.object({
  code: z.string().regex(CODE_RE),
  status: z.enum(['confirmed', 'cancelled']),
  date: z.string().regex(/^\d{4}-\d\d-\d\d$/),
  slot: z.object({ start: hhmm(), end: hhmm() }),
  party: z.array(partyMember).min(1).max(MAX_PARTY),
  contactPhoneMasked: z.string().regex(/^[0-9*+]{4,24}$/),
  createdAt: z.iso.datetime({ offset: true }),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
}) satisfies z.ZodType<Reservation, unknown>;

const FIELD_ERRORS = ['required', 'too-long', 'format', 'check-digit', 'birth-date', 'duplicate-in-party', 'taken', 'out-of-range'] as const satisfies readonly FieldError[];
const REFUSALS = ['invalid', 'sold-out', 'closed', 'document-taken', 'key-reused', 'not-found', 'started', 'too-many'] as const satisfies readonly RefusalReason[];

/** A refusal: its field paths are the form's own (`party.N.field`, `contactPhone`, …), at most a few dozen. */
export const ticketRefusal = z.object({
  reason: z.enum(REFUSALS),
  fields: z.record(z.string().regex(/^[A-Za-z]+(\.\d\.[A-Za-z]+)?$/), z.enum(FIELD_ERRORS)).refine((f) => Object.keys(f).length <= 40, 'too many fields'),
  closedReason: z.enum(['closure', 'past']).nullable(),
}) satisfies z.ZodType<TicketRefusal, unknown>;
