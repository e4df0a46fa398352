/**
 * A reservation as the visitor keeps it (docs/tickets.md §Confirmation): the code in large
 * type and as a QR code for the gate, the day and entry time, the party with masked documents,
 * an iCalendar file and a print button. The QR path is the server's (server/tickets/qr.ts): the
 * page draws it, no markup crosses. Printed, the card is the sheet (client/styles/print.css).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Reservation } from '../../../shared/api/tickets.ts';
import { reservationIcs } from '../../../shared/tickets/ics.ts';
import type { QrCode } from '../../../shared/tickets/outcome.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { longDate, weekdayOf } from '../../format/dates.ts';
import { textLink } from './fields.tsx';

/**
 * The calendar file's address: a `data:` URL in the HTML, which downloads without script; once
 * the page runs, a `blob:` URL, since the page's link guard refuses every `data:` link
 * (client/runtime/linkGuard.ts; docs/behaviour.md §2), a download included.
 */
function useCalendarHref(ics: string): string {
  const [href, setHref] = useState(() => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [ics]);
  return href;
}

/** "ABCDE FGHJK": two groups of five are read aloud and typed back without losing the place. */
const grouped = (code: string) => `${code.slice(0, 5)} ${code.slice(5)}`;

function Qr({ qr, label }: { qr: QrCode; label: string }) {
  // Four modules of quiet zone, dark on white in every colour scheme (scanners need the contrast).
  return (
    <svg viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`} role="img" aria-label={label} className="size-44 shrink-0 rounded-lg bg-white sm:size-48" shapeRendering="crispEdges" data-testid="ticket-qr">
      <rect x={-4} y={-4} width={qr.size + 8} height={qr.size + 8} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** `manage`: link to the look-up page (not on that page itself). */
export function ReservationCard({ reservation: r, qr, headingId, manage = true }: { reservation: Reservation; qr: QrCode; headingId: string; manage?: boolean }) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const { origin } = useConfig();
  const slot = `${r.slot.start}–${r.slot.end}`;
  const cancelled = r.status === 'cancelled';
  const ics = reservationIcs(r, { summary: t('ics.summary', { slot }), location: t('ics.location'), description: t('ics.description', { code: r.code }) }, new URL(origin).host);
  const icsHref = useCalendarHref(ics);
  return (
    <article aria-labelledby={headingId} className="ticket-card rounded-2xl bg-white p-5 ring-1 ring-gray-300 sm:p-6 dark:bg-gray-900 dark:ring-gray-700" data-testid="reservation" data-status={r.status}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {!cancelled && <Qr qr={qr} label={t('card.qr', { code: r.code })} />}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-gray-600 dark:text-gray-300">{t('card.code')}</p>
          <p className={`font-mono text-3xl font-bold tracking-wider text-gray-900 tabular-nums sm:text-4xl dark:text-white ${cancelled ? 'line-through' : ''}`} data-testid="reservation-code">
            {grouped(r.code)}
          </p>
          <p className="mt-1 inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-current text-gray-900 dark:text-white">
            <span aria-hidden="true">{cancelled ? '✕' : '✓'}</span>
            {t(`card.status.${r.status}`)}
          </p>
          {!cancelled && <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{t('card.gate')}</p>}
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-3 border-t border-gray-200 pt-4 sm:grid-cols-2 dark:border-gray-700">
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-300">{t('card.date')}</dt>
          <dd className="font-semibold text-gray-900 dark:text-white">
            <time dateTime={r.date}>{locale === 'en' ? `${weekdayOf(r.date, locale)} ${longDate(r.date, locale)}` : `${longDate(r.date, locale)} ${weekdayOf(r.date, locale)}`}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-300">{t('card.slot')}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums dark:text-white">{slot}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-gray-600 dark:text-gray-300">{t('card.party')}</dt>
          <dd>
            <ul className="mt-1 space-y-1">
              {r.party.map((m, i) => (
                <li key={i} className="flex flex-wrap gap-x-3 text-gray-900 dark:text-white">
                  <span className="font-semibold">{m.name}</span>
                  <span className="text-gray-700 dark:text-gray-300">{t(`party.kinds.${m.documentKind}`)}</span>
                  <span className="font-mono tabular-nums">{m.documentMasked}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-300">{t('card.phone')}</dt>
          <dd className="font-mono text-gray-900 tabular-nums dark:text-white">{r.contactPhoneMasked}</dd>
        </div>
      </dl>
      {!cancelled && (
        <div className="mt-5 flex flex-wrap gap-3 print:hidden">
          <a
            className="btn btn--primary"
            href={icsHref}
            download={`qinglan-${r.code}.ics`}
            data-testid="ticket-ics"
          >
            {t('card.ics')}
          </a>
          <button type="button" onClick={() => window.print()} className="btn btn--secondary">
            {t('card.print')}
          </button>
          {manage && (
            <LocaleLink to="/tickets/reservation" className={`inline-flex min-h-11 items-center px-2 ${textLink}`}>
              {t('card.manage')}
            </LocaleLink>
          )}
        </div>
      )}
    </article>
  );
}
