/**
 * The site's own URLs for the ticket forms (docs/tickets.md §Forms): the pages take a plain POST
 * (no JavaScript), and `/_data/tickets/<action>` answers the same form as JSON for the enhanced
 * page. Both answer a TicketOutcome.
 */
import { DATA_PREFIX } from '../state.ts';
import type { TicketAction } from './outcome.ts';

export const TICKET_ACTIONS: readonly TicketAction[] = ['reserve', 'lookup', 'cancel'];

export const ticketActionUrl = (action: TicketAction): string => `${DATA_PREFIX}/tickets/${action}`;

/** The reply of a `/_data/tickets/<action>` post; `csrf` is a new token when the form's had expired. */
export interface TicketActionReply {
  outcome: import('./outcome.ts').TicketOutcome;
  csrf?: string;
}
