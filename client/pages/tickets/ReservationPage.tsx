/**
 * Find or cancel a reservation (docs/tickets.md §Reserving): by its code and the last four
 * characters of any of its documents. A found reservation that has not started can be
 * cancelled from the same page; its places go back to the quota at once. Works without
 * JavaScript (the page answers the post) and, once the page runs, without a reload.
 */
import { useContext, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TicketReservationData } from '../../../shared/page-data.ts';
import { CSRF_FIELD } from '../../../shared/tickets/form.ts';
import { fieldErrorsOf, type TicketOutcome } from '../../../shared/tickets/outcome.ts';
import { FormEchoContext, useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { Breadcrumbs } from '../../components/ui/index.ts';
import { usePage } from '../../hooks/usePage.ts';
import { ErrorSummary, TextField, textLink } from './fields.tsx';
import { OutcomeNote } from './OutcomeNote.tsx';
import { ReservationCard } from './ReservationCard.tsx';
import { useTicketPost } from './useTicketPost.ts';

const ORDER = ['code', 'documentLast4'] as const;

export function Component() {
  const { t } = useTranslation(['tickets', 'pages']);
  const locale = useLocale();
  const echo = useContext(FormEchoContext);
  const { data } = usePage<TicketReservationData>();
  const focus = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The last four characters typed, kept in memory only, for the cancel form that follows a look-up.
  const [last4, setLast4] = useState('');
  // A cancel the desk refused (started, too many, no answer) leaves the reservation on screen with the reason.
  const [cancelling, setCancelling] = useState(false);
  const [kept, setKept] = useState<Extract<TicketOutcome, { reservation: unknown }> | null>(data.outcome && 'reservation' in data.outcome ? data.outcome : null);
  const post = useTicketPost(
    (f) => {
      setCancelling(f.intent === 'cancel');
      return f.intent === 'cancel' ? 'cancel' : 'lookup';
    },
    { outcome: data.outcome, csrf: data.csrf },
    (o) => {
      if ('reservation' in o) setKept(o);
      ('reservation' in o ? heading.current : focus.current)?.focus();
    },
  );
  const outcome = post.outcome;
  const errors = fieldErrorsOf(outcome);
  const title = t('pages:titles.ticketReservation');
  const failed = outcome?.kind === 'refused' || outcome?.kind === 'unavailable';
  const shown = outcome && 'reservation' in outcome ? outcome : cancelling ? kept : null;
  const hidden = (name: string, value: string) => <input type="hidden" name={name} value={value} />;

  return (
    <>
      <PageMeta title={failed ? `${t('tickets:errorPrefix')}${title}` : title} description={t('tickets:lookup.lead')} noindex />
      <Breadcrumbs items={[{ label: t('pages:titles.tickets'), to: '/tickets' }, { label: title }]} />
      <PageHeader title={title} lead={shown ? undefined : t('tickets:lookup.lead')} />
      <div className="max-w-3xl">
        {shown ? (
          <section aria-labelledby="reservation-title" data-testid={`ticket-${shown.kind}`}>
            <h2 id="reservation-title" ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold text-gray-900 focus:outline-none dark:text-white">
              {t(shown.kind === 'cancelled' ? 'tickets:cancelled.title' : 'tickets:found.title')}
            </h2>
            {shown.kind === 'cancelled' && <p className="-mt-2 mb-4 text-gray-700 dark:text-gray-300">{t('tickets:cancelled.lead')}</p>}
            <OutcomeNote outcome={outcome} ref={focus} />
            <ReservationCard reservation={shown.reservation} qr={shown.qr} headingId="reservation-title" manage={false} />
            {shown.reservation.status === 'confirmed' && (
              <form method="post" onSubmit={post.onSubmit} className="mt-6 print:hidden" data-testid="cancel-form">
                {hidden(CSRF_FIELD, post.csrf)}
                {hidden('code', shown.reservation.code)}
                {hidden('lang', locale)}
                {/* The intent as a field of its own: FormData's submitter argument is missing from older browsers. */}
                {hidden('intent', 'cancel')}
                <input type="hidden" name="documentLast4" defaultValue={echo.documentLast4 ?? (last4 || undefined)} />
                <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('tickets:lookup.cancelHint')}</p>
                <button type="submit" aria-disabled={post.busy || undefined} className="btn btn--danger" data-testid="cancel-submit">
                  {post.busy ? t('tickets:sending') : t('tickets:lookup.cancel')}
                </button>
              </form>
            )}
          </section>
        ) : (
          <>
            <OutcomeNote outcome={outcome} ref={Object.keys(errors).length ? undefined : focus} />
            <ErrorSummary errors={errors} order={ORDER} ref={Object.keys(errors).length ? focus : undefined} />
            <form method="post" noValidate onSubmit={post.onSubmit} aria-busy={post.busy || undefined} className="space-y-5" data-testid="lookup-form">
              {hidden(CSRF_FIELD, post.csrf)}
              {hidden('lang', locale)}
              {hidden('intent', 'lookup')}
              <TextField name="code" label={t('tickets:lookup.code')} hint={t('tickets:lookup.codeHint')} error={errors.code} initial={data.code} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} required className="max-w-xs" inputClassName="font-mono uppercase" />
              <TextField
                name="documentLast4"
                label={t('tickets:lookup.last4')}
                error={errors.documentLast4}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={4}
                required
                className="max-w-xs"
                inputClassName="max-w-[10rem] font-mono uppercase"
                onChange={(e) => setLast4(e.currentTarget.value)}
              />
              <button type="submit" aria-disabled={post.busy || undefined} className="btn btn--primary min-w-40" data-testid="lookup-submit">
                {post.busy ? t('tickets:sending') : t('tickets:lookup.submit')}
              </button>
            </form>
          </>
        )}
        <p className="mt-8 print:hidden">
          <LocaleLink to="/tickets" className={textLink}>
            {t('tickets:lookup.reserve')}
          </LocaleLink>
        </p>
      </div>
    </>
  );
}
