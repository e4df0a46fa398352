/**
 * The site's side of the ticket desk (docs/tickets.md §Forms): a submitted form checked by the
 * shared rules, sent to the content service, and its answer read strictly into a TicketOutcome.
 * Whatever goes wrong on the way (no answer, a late one, a reply the site cannot read whole) is
 * `unavailable`: the visitor is never shown "confirmed" for a reservation the site has not read,
 * and sends the same form again, which the idempotency key makes safe. Bodies are never logged:
 * the upstream client's errors name a body's fields, not their values.
 */
import type { FastifyBaseLogger } from 'fastify';
import { API_FAILURE_CODE, API_PREFIX, type Locale } from '../../shared/api/envelope.ts';
import { reservation, ticketRefusal } from '../../shared/api/schemas/tickets.ts';
import { TICKET_PATHS, type ReservationStatus } from '../../shared/api/tickets.ts';
import { formErrors, requestFromForm, toFormPaths, type FormFields } from '../../shared/tickets/form.ts';
import { normaliseCode, normaliseLast4 } from '../../shared/tickets/lookup.ts';
import type { TicketAction, TicketOutcome } from '../../shared/tickets/outcome.ts';
import type { Metrics } from '../ops/metrics.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { qrOf } from './qr.ts';

/**
 * The outcome of a reservation the desk answered with, by what was asked and its status now: a
 * form sent again whose reservation was cancelled since says so; a cancel must come back
 * cancelled (anything else is a desk the site cannot trust, and says nothing).
 */
function kindOf(action: TicketAction, status: ReservationStatus): 'confirmed' | 'found' | 'cancelled' | null {
  if (action === 'lookup') return 'found';
  if (action === 'cancel') return status === 'cancelled' ? 'cancelled' : null;
  return status === 'cancelled' ? 'cancelled' : 'confirmed';
}
/** Refusals the desk decides under its write lock, after every check of the form passed. */
const CONFLICTS = new Set(['sold-out', 'document-taken', 'key-reused']);

export interface SiteTicketDesk {
  answer(action: TicketAction, fields: FormFields, locale: Locale, requestId: string): Promise<TicketOutcome>;
  /** Counts a post the site refused before asking the desk (an expired form, too many posts). */
  note(action: TicketAction, outcome: 'expired-form' | 'too-many'): void;
}

export function createSiteTicketDesk({ client, metrics, log }: { client: UpstreamClient; metrics: Metrics; log: FastifyBaseLogger }): SiteTicketDesk {
  async function send(action: TicketAction, body: Record<string, unknown>, locale: Locale, requestId: string, rows: readonly number[]): Promise<TicketOutcome> {
    let envelope;
    try {
      envelope = await client.request<unknown>({ method: 'POST', path: API_PREFIX + TICKET_PATHS[action], body, locale, requestId, refusalsAsData: true });
    } catch (err) {
      log.warn({ err, reqId: requestId, action }, 'ticket desk did not answer');
      return { kind: 'unavailable' };
    }
    if (envelope.code === API_FAILURE_CODE) {
      const refusal = ticketRefusal.safeParse(envelope.data);
      if (!refusal.success) {
        log.warn({ reqId: requestId, action, issue: refusal.error.issues[0]?.message }, 'ticket desk refusal unreadable');
        return { kind: 'unavailable' };
      }
      if (CONFLICTS.has(refusal.data.reason)) metrics.ticketConflicts.inc({ reason: refusal.data.reason });
      return { kind: 'refused', ...refusal.data, fields: toFormPaths(refusal.data.fields, rows) };
    }
    const read = reservation.safeParse(envelope.data);
    if (!read.success) {
      log.warn({ reqId: requestId, action, issue: read.error.issues[0]?.path.join('.') }, 'ticket desk reply unreadable');
      return { kind: 'unavailable' };
    }
    const kind = kindOf(action, read.data.status);
    if (!kind) {
      log.warn({ reqId: requestId, action, status: read.data.status }, 'ticket desk answered a cancel with a reservation not cancelled');
      return { kind: 'unavailable' };
    }
    return { kind, reservation: read.data, qr: qrOf(read.data.code) };
  }

  function ask(action: TicketAction, fields: FormFields, locale: Locale, requestId: string): Promise<TicketOutcome> {
    if (action === 'reserve') {
      const errors = formErrors(fields);
      if (Object.keys(errors).length) return Promise.resolve({ kind: 'refused', reason: 'invalid', fields: errors, closedReason: null });
      const { request, rows } = requestFromForm(fields);
      return send(action, request, locale, requestId, rows);
    }
    const code = normaliseCode(fields.code ?? '');
    const documentLast4 = normaliseLast4(fields.documentLast4 ?? '');
    const errors = { ...(code ? {} : { code: 'format' as const }), ...(documentLast4 ? {} : { documentLast4: 'format' as const }) };
    if (!code || !documentLast4) return Promise.resolve({ kind: 'refused', reason: 'invalid', fields: errors, closedReason: null });
    return send(action, { code, documentLast4 }, locale, requestId, []);
  }

  return {
    note: (action, outcome) => metrics.ticketOutcomes.inc({ action, outcome }),
    async answer(action, fields, locale, requestId) {
      const outcome = await ask(action, fields, locale, requestId);
      metrics.ticketOutcomes.inc({ action, outcome: outcome.kind === 'refused' ? outcome.reason : outcome.kind });
      return outcome;
    },
  };
}
