/**
 * What the site answers a reservation form with (docs/tickets.md §Forms): the same value whether
 * the page is rendered after a plain POST or the form sent it with JavaScript, so both show it
 * through the same components.
 */
import type { ClosedReason, FieldError, RefusalReason, Reservation } from '../api/tickets.ts';

/** A QR code as one SVG path over a square of `size` modules (drawn by the page, made by the server). */
export interface QrCode {
  size: number;
  path: string;
}

/**
 * `expired-form`: the form's CSRF token or origin did not check out (an old tab, a cookie
 * cleared); the visitor sends it again from the page it is answered with.
 */
type SiteRefusalReason = RefusalReason | 'expired-form';

export type TicketOutcome =
  | { kind: 'confirmed' | 'found' | 'cancelled'; reservation: Reservation; qr: QrCode }
  | { kind: 'refused'; reason: SiteRefusalReason; fields: Record<string, FieldError>; closedReason: ClosedReason | null }
  /** The desk did not answer, or not in time: nothing is known, and sending the same form again is safe. */
  | { kind: 'unavailable' };

export type TicketAction = 'reserve' | 'lookup' | 'cancel';

/** The field errors an outcome carries (a refusal's), else none. */
export function fieldErrorsOf(outcome: TicketOutcome | null): Record<string, FieldError> {
  return outcome?.kind === 'refused' ? outcome.fields : {};
}
