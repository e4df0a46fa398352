/**
 * Tickets (docs/tickets.md): the next 14 days and each entry slot's places left, and the
 * real-name reservation form; after a reservation, its confirmation in place of the form.
 * The same page answers a post without JavaScript (the server renders the outcome) and, once
 * the page runs, the form is sent without a reload (useTicketPost). Places are re-read every
 * 30 s while the tab is visible.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TicketDay } from '../../../shared/api/tickets.ts';
import type { TicketsData } from '../../../shared/page-data.ts';
import { fieldErrorsOf } from '../../../shared/tickets/outcome.ts';
import { useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { Breadcrumbs } from '../../components/ui/index.ts';
import { clockTime, longDate } from '../../format/dates.ts';
import { formatCount } from '../../format/numbers.ts';
import { usePage } from '../../hooks/usePage.ts';
import { useRefreshWhileVisible } from '../../hooks/useRefreshWhileVisible.ts';
import { dayState, DayStrip } from './DayStrip.tsx';
import { ErrorSummary, textLink } from './fields.tsx';
import { OutcomeNote } from './OutcomeNote.tsx';
import { ReservationCard } from './ReservationCard.tsx';
import { FIELD_ORDER, ReserveForm, type SlotOption } from './ReserveForm.tsx';
import { useTicketPost } from './useTicketPost.ts';

const REFRESH_MS = 30_000;

/** A new form's key in the browser: 16 random bytes as base64url, like the server's. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}


/** The slots the form offers: the day's, or, with the desk down, the one the visitor had chosen, so the form and its input stay. */
function slotsOf(day: TicketDay | undefined, chosen: string): SlotOption[] {
  if (day) return day.slots;
  return chosen ? [{ start: chosen, end: null, remaining: null, state: 'open', closedReason: null }] : [];
}

function DayNote({ day }: { day: TicketDay }) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const date = longDate(day.date, locale);
  const state = dayState(day);
  return (
    <p className={`mb-6 ${state !== 'open' ? 'rounded-xl bg-gray-100 px-4 py-3 font-semibold text-gray-900 dark:bg-gray-800 dark:text-white' : 'text-gray-700 dark:text-gray-300'}`} data-testid="ticket-day-note">
      {day.closure
        ? t('dayClosed', { date, reason: day.closure })
        : state === 'closed'
          ? t('dayOver', { date })
          : state === 'sold-out'
            ? t('daySoldOut', { date })
            : t('hours', { opens: day.opens, closes: day.closes })}
    </p>
  );
}

export function Component() {
  const { t } = useTranslation(['tickets', 'pages']);
  const { data } = usePage<TicketsData>();
  // The form's memory as the page was first drawn: a refresh of the places (a new render of the
  // loader's data, with a fresh key and no slot chosen) must not rewrite what the form holds.
  const [memory] = useState(data.form);
  const [key, setKey] = useState(data.form.idempotencyKey);
  // The last places read: a refresh that fails keeps the form, and the input in it, on screen.
  const lastRead = useRef(data.availability);
  if (data.availability) lastRead.current = data.availability;
  const availability = data.availability ?? lastRead.current;
  const focus = useRef<HTMLDivElement>(null);
  const confirmed = useRef<HTMLHeadingElement>(null);
  const post = useTicketPost(() => 'reserve', { outcome: data.outcome, csrf: data.csrf }, (o) => {
    // After an answer without a reload, focus goes where a screen reader should start reading.
    ('reservation' in o ? confirmed.current : focus.current)?.focus();
  });
  useRefreshWhileVisible(REFRESH_MS);

  const title = t('pages:titles.tickets');
  const outcome = post.outcome;
  const errors = fieldErrorsOf(outcome);
  const days = availability?.days ?? [];
  const day = days.find((d) => d.date === data.day);
  const capacity = days[0]?.capacity;
  const failed = outcome?.kind === 'refused' || outcome?.kind === 'unavailable';
  const made = outcome && 'reservation' in outcome ? outcome : null;

  return (
    <>
      <PageMeta title={failed ? `${t('tickets:errorPrefix')}${title}` : title} description={t('tickets:description')} />
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={capacity ? t('tickets:lead', { capacity: formatCount(capacity) }) : undefined} />
      <p className="-mt-4 mb-6 max-w-3xl text-gray-700 dark:text-gray-300">
        {t('tickets:payment')}{' '}
        <LocaleLink to="/tourist#hours" className={textLink}>
          {t('tickets:prices')}
        </LocaleLink>
      </p>
      {made ? (
        <section aria-labelledby="confirmed-title" className="max-w-3xl" data-testid={`ticket-${made.kind}`}>
          <h2 id="confirmed-title" ref={confirmed} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none dark:text-white">
            <span aria-hidden="true">{made.kind === 'cancelled' ? '✕ ' : '✓ '}</span>
            {t(made.kind === 'cancelled' ? 'tickets:cancelled.title' : 'tickets:confirmed.title')}
          </h2>
          {/* A form sent again whose reservation was cancelled since answers with it, as it stands. */}
          <p className="mt-1 mb-5 text-gray-700 dark:text-gray-300">{t(made.kind === 'cancelled' ? 'tickets:cancelled.replayed' : 'tickets:confirmed.lead')}</p>
          <ReservationCard reservation={made.reservation} qr={made.qr} headingId="confirmed-title" />
          <p className="mt-6 print:hidden">
            <LocaleLink
              to="/tickets"
              onClick={() => {
                post.reset();
                setKey(newKey());
              }}
              className={textLink}
            >
              {t('tickets:card.another')}
            </LocaleLink>
          </p>
        </section>
      ) : (
        <>
          {availability ? (
            <p className="mb-3 text-sm text-gray-600 tabular-nums dark:text-gray-300" data-testid="ticket-read-at">
              {t('tickets:readAt', { time: clockTime(availability.readAt) })}
            </p>
          ) : (
            !memory.slot && (
              <p role="alert" className="mb-6 rounded-2xl border-2 border-amber-600 bg-amber-50 p-4 font-semibold text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100" data-testid="tickets-unavailable">
                {t('tickets:unavailableNoForm')}
              </p>
            )
          )}
          {days.length > 0 && <DayStrip days={days} chosen={data.day} error={errors.date} />}
          {day && <DayNote day={day} />}
          <OutcomeNote outcome={outcome} ref={Object.keys(errors).length ? undefined : focus} />
          <ErrorSummary errors={errors} order={FIELD_ORDER} ref={Object.keys(errors).length ? focus : undefined} />
          {(day ? dayState(day) === 'open' : Boolean(memory.slot)) && (
            <ReserveForm
              date={day?.date ?? memory.date}
              slots={slotsOf(day, memory.slot)}
              memory={memory}
              idempotencyKey={key}
              csrf={post.csrf}
              errors={errors}
              busy={post.busy}
              onSubmit={post.onSubmit}
            />
          )}
          {availability && (
            <p className="mt-8 max-w-2xl text-sm text-gray-600 dark:text-gray-300">{t('tickets:privacy', { days: availability.retentionDays })}</p>
          )}
        </>
      )}
      {!made && (
        <p className="mt-6 print:hidden">
          <LocaleLink to="/tickets/reservation" className={textLink}>
            {t('pages:titles.ticketReservation')}
          </LocaleLink>
        </p>
      )}
    </>
  );
}
