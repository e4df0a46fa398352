/**
 * What the desk said, above the form: a refusal that is not about one field (sold out, closed,
 * too many tries, an expired form) or no answer at all. Field errors go to the error summary.
 * Not a live region: focus moves to it after an answer without a reload (so it is read once),
 * and a page rendered for a post says "Error:" in its title (GOV.UK's error summary does the same).
 */
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TicketOutcome } from '../../../shared/tickets/outcome.ts';

function outcomeMessageKey(outcome: TicketOutcome | null): string | null {
  if (!outcome) return null;
  if (outcome.kind === 'unavailable') return 'unavailable';
  // Field refusals are the error summary's: it names the field (a taken document says so there).
  if (outcome.kind !== 'refused' || outcome.reason === 'invalid' || outcome.reason === 'document-taken') return null;
  if (outcome.reason === 'closed') return `refused.closed-${outcome.closedReason ?? 'past'}`;
  return `refused.${outcome.reason}`;
}

export function OutcomeNote({ outcome, ref }: { outcome: TicketOutcome | null; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('tickets');
  const key = outcomeMessageKey(outcome);
  if (!key) return null;
  const unavailable = outcome?.kind === 'unavailable';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="ticket-outcome"
      data-outcome={outcome?.kind === 'refused' ? outcome.reason : outcome?.kind}
      className={`mb-6 flex gap-3 rounded-2xl border-2 p-4 font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-600 ${
        unavailable ? 'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100' : 'border-red-700 bg-white text-gray-900 dark:border-red-400 dark:bg-gray-950 dark:text-white'
      }`}
    >
      <span aria-hidden="true" className="text-xl leading-6">
        {unavailable ? '⚠' : '!'}
      </span>
      <p>{t(key)}</p>
    </div>
  );
}
