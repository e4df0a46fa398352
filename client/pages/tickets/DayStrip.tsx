/**
 * The 14 bookable days, each a link to its slots (`?date=`), so choosing a day works without
 * JavaScript too. Each day says in words and a mark whether it has places, is sold out or is
 * closed, never by colour alone.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { FieldError, TicketDay } from '../../../shared/api/tickets.ts';
import { useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { shortDate, weekdayOf } from '../../format/dates.ts';
import { formatCount } from '../../format/numbers.ts';
import { FieldErrorText } from './fields.tsx';

export function dayState(d: TicketDay): 'open' | 'sold-out' | 'closed' {
  if (d.closure || d.slots.every((s) => s.state === 'closed')) return 'closed';
  return d.remaining === 0 ? 'sold-out' : 'open';
}

/** `error`: the form's day was not one offered (the error summary links here, `#date`). */
export function DayStrip({ days, chosen, error }: { days: readonly TicketDay[]; chosen: string | null; error?: FieldError | undefined }) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  return (
    <nav id="date" tabIndex={-1} aria-label={t('daysLabel')} aria-describedby={error ? 'date-error' : undefined} className="-mx-4 mb-5 overflow-x-auto px-4 pt-1.5 pb-2 focus:outline-none sm:-mx-1.5 sm:px-1.5" data-testid="ticket-days">
      {error && <FieldErrorText name="date" error={error} spacing="mb-2" />}
      <ol className="flex gap-2 sm:grid sm:grid-cols-7">
        {days.map((d, i) => {
          const state = dayState(d);
          const current = d.date === chosen;
          return (
            <li key={d.date} className="min-w-[6.5rem] shrink-0 whitespace-nowrap sm:min-w-0">
              <LocaleLink
                to={`/tickets?date=${d.date}`}
                preventScrollReset
                aria-current={current ? 'date' : undefined}
                data-state={state}
                className={`flex h-full flex-col rounded-xl px-3 py-2 ring-1 tabular-nums ${
                  current
                    ? 'bg-brand-700 text-white ring-brand-700 dark:bg-brand-300 dark:text-gray-950'
                    : state === 'open'
                      ? 'bg-white text-gray-900 ring-gray-300 hover:ring-brand-600 dark:bg-gray-900 dark:text-white dark:ring-gray-700'
                      : 'bg-gray-100 text-gray-700 ring-gray-300 dark:bg-gray-800 dark:text-gray-300 dark:ring-gray-700'
                }`}
              >
                <span className="text-xs font-semibold">{i === 0 ? t('day.today') : weekdayOf(d.date, locale)}</span>
                <span className="text-base font-bold">{shortDate(d.date, locale)}</span>
                <span className="mt-0.5 text-xs font-semibold">
                  {state === 'open' ? t('day.left', { places: formatCount(d.remaining) }) : <><span aria-hidden="true">{state === 'closed' ? '✕ ' : '— '}</span>{t(state === 'closed' ? 'day.closed' : 'day.soldOut')}</>}
                </span>
              </LocaleLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
