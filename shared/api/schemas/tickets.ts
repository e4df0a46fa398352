/**
 * The ticket desk's availability (shared/api/tickets.ts; docs/tickets.md) as the site takes it:
 * each day and slot checked on its own, counts bounded, times and dates in their one form.
 * A slot the site cannot read is dropped, never shown with guessed places; an unknown state is
 * read as 'closed', the one that offers nothing to book.
 */
import { z } from 'zod';
import type { TicketAvailability } from '../tickets.ts';
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
  days: list(day, 'days', { whole: true }),
}) satisfies z.ZodType<TicketAvailability, unknown>;
