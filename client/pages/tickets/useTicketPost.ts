/**
 * The enhanced ticket forms (docs/tickets.md §Forms): the same form, sent by script to
 * `/_data/tickets/<action>` and answered without a reload. A reservation form is checked first
 * by the shared rules, so a mistake is named at once. Before the script runs (or without it)
 * the form posts to its page as usual, and the server answers with the same outcome.
 * A form whose token expired (an old tab) is sent once more with the new token the reply
 * carries; a send that gets no answer is `unavailable`, and sending again is safe (the
 * idempotency key).
 */
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CSRF_HEADER, formErrors, type FormFields } from '../../../shared/tickets/form.ts';
import { ticketActionUrl, type TicketActionReply } from '../../../shared/tickets/endpoints.ts';
import type { TicketAction, TicketOutcome } from '../../../shared/tickets/outcome.ts';

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const out: Record<string, string> = {};
  for (const [k, v] of data) if (typeof v === 'string') out[k] = v;
  return out;
}

async function send(action: TicketAction, fields: FormFields, csrf: string): Promise<TicketActionReply> {
  const body = new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const res = await fetch(ticketActionUrl(action), { method: 'POST', body, credentials: 'same-origin', headers: { [CSRF_HEADER]: csrf, accept: 'application/json' } });
  const reply = (await res.json()) as Partial<TicketActionReply>;
  if (!reply.outcome || typeof reply.outcome !== 'object') throw new Error(`no outcome (${res.status})`);
  return reply as TicketActionReply;
}

export interface TicketPost {
  outcome: TicketOutcome | null;
  csrf: string;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Forget the outcome (a new form). */
  reset: () => void;
}

export function useTicketPost(actionOf: (fields: FormFields) => TicketAction, initial: { outcome: TicketOutcome | null; csrf: string }, onAnswer: (o: TicketOutcome) => void): TicketPost {
  const [outcome, setOutcome] = useState(initial.outcome);
  const [busy, setBusy] = useState(false);
  const csrf = useRef(initial.csrf);
  const [csrfShown, setCsrfShown] = useState(initial.csrf);

  // Drawn at once, so `onAnswer` finds the answer's elements (to move focus to them).
  const answer = (o: TicketOutcome) => {
    flushSync(() => setOutcome(o));
    onAnswer(o);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return; // a second click while the first is on its way: the first answers
    const fields = fieldsOf(e.currentTarget);
    const action = actionOf(fields);
    if (action === 'reserve') {
      const errors = formErrors(fields);
      if (Object.keys(errors).length) return answer({ kind: 'refused', reason: 'invalid', fields: errors, closedReason: null });
    }
    setBusy(true);
    void (async () => {
      try {
        let reply = await send(action, fields, csrf.current);
        if (reply.csrf) {
          csrf.current = reply.csrf;
          setCsrfShown(reply.csrf);
          if (reply.outcome.kind === 'refused' && reply.outcome.reason === 'expired-form') reply = await send(action, fields, reply.csrf);
        }
        answer(reply.outcome);
      } catch {
        answer({ kind: 'unavailable' });
      } finally {
        setBusy(false);
      }
    })();
  };

  return { outcome, csrf: csrfShown, busy, onSubmit, reset: () => setOutcome(null) };
}
