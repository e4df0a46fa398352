/**
 * The ticket pages (docs/tickets.md): availability from the desk's FRESH cache (at most
 * CACHE_TICKETS_TTL_MS old, never stale), the form's choices and CSRF token, and the answer to
 * a form just posted. The desk not answering is a state of the page, not an error page: the
 * visitor reads that reservations are unavailable right now.
 */
import { randomBytes } from 'node:crypto';
import type { TicketAvailability } from '../../../shared/api/tickets.ts';
import type { TicketReservationData, TicketsData } from '../../../shared/page-data.ts';
import { formMemory } from '../../../shared/tickets/form.ts';
import { normaliseCode } from '../../../shared/tickets/lookup.ts';
import type { LoaderContext } from './context.ts';

/** A new form's idempotency key: 16 random bytes, 22 characters of base64url. */
const freshKey = (): string => randomBytes(16).toString('base64url');

/** The day asked for when it is offered, else the first with places, else the first. */
function dayOf(availability: TicketAvailability | null, asked: string | null): string | null {
  const days = availability?.days ?? [];
  if (asked && days.some((d) => d.date === asked)) return asked;
  return (days.find((d) => d.remaining > 0) ?? days[0])?.date ?? null;
}

export async function loadTickets({ api, locale, url, visit, onTicketPlaces }: LoaderContext): Promise<TicketsData> {
  const availability = await api.get('/ticket/getAvailability', {}, locale).catch((err: unknown) => {
    onTicketPlaces?.(null, err);
    return null;
  });
  if (availability) onTicketPlaces?.(availability, null);
  const form = formMemory(visit?.fields ?? {}, freshKey());
  const day = dayOf(availability, form.date || url.searchParams.get('date'));
  return { kind: 'tickets', availability, day, csrf: visit?.csrf ?? '', form: { ...form, date: day ?? form.date }, outcome: visit?.outcome ?? null };
}

export async function loadTicketReservation({ visit }: LoaderContext): Promise<TicketReservationData> {
  const outcome = visit?.outcome ?? null;
  const asked = visit?.fields?.code ?? '';
  // A code that cannot be one is written back as typed, beside its error (a code is no personal data).
  const code = outcome && 'reservation' in outcome ? outcome.reservation.code : (normaliseCode(asked) ?? asked.slice(0, 20));
  return { kind: 'ticket-reservation', csrf: visit?.csrf ?? '', code, outcome };
}
