/**
 * One month of the year (docs/plan.md §The year): what opens, the weather by altitude, typical
 * crowds against the daily limit, events with their calendar files, and the itineraries that
 * suit it. The current month is marked.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MonthOpening, PlanMonth, PlanSeason, PlanYear } from '../../../shared/api/plan.ts';
import { useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { monthDayRange, monthName } from '../../format/dates.ts';
import { formatCount, percentOf } from '../../format/numbers.ts';
import { EventItem } from './EventItem.tsx';

const lastDay = (month: number) => `${String(month).padStart(2, '0')}-${new Date(Date.UTC(2028, month, 0)).getUTCDate()}`;

function Opening({ o, month }: { o: MonthOpening; month: number }) {
  const { t } = useTranslation('plan');
  const locale = useLocale();
  const whole = o.spans.length === 1 && o.spans[0]!.from.endsWith('-01') && o.spans[0]!.to === lastDay(month);
  const spans = o.spans.map((s) => monthDayRange(s.from, s.to, locale)).join(', ');
  const works = o.id === 'roadworks';
  const state = works ? (o.spans.length === 0 ? t('year.worksNone') : whole ? t('year.worksAll') : spans) : o.spans.length === 0 ? t('year.closedAll') : whole ? t('year.openAll') : t('year.openSpan', { span: spans });
  const closed = !works && o.spans.length === 0;
  return (
    <li className="flex flex-wrap justify-between gap-x-3" data-opening={o.id} data-state={closed ? 'closed' : whole ? 'open' : 'part'}>
      <span>{t(`year.openings.${o.id}`)}</span>
      <span className={closed ? 'font-semibold text-red-800 dark:text-red-300' : 'font-medium'}>{state}</span>
    </li>
  );
}

/** A temperature range with the typographic minus sign ("−3…12 °C"), for the highs and the lows alike. */
const degrees = ([from, to]: readonly [number, number]): string => `${from}…${to} °C`.replace(/-/g, '−');

export function MonthCard({ m, year, current }: { m: PlanMonth; year: PlanYear; current: boolean }) {
  const { t } = useTranslation('plan');
  const locale = useLocale();
  const season = (id: PlanSeason['season']) => year.seasons.find((s) => s.season === id)!;
  const share = m.typicalDay / year.dailyCapacity;
  const h = (n: number) => `month-${n}-title`;
  return (
    <section
      id={`month-${m.month}`}
      aria-labelledby={`${h(m.month)}`}
      data-testid="month"
      data-month={m.month}
      data-current={current ? 'true' : undefined}
      className={`plan-card scroll-mt-24 rounded-2xl bg-white p-4 ring-1 sm:p-5 print:p-2 print:text-[10px] dark:bg-gray-900 ${current ? 'max-md:order-first print:order-none ring-2 ring-brand-600 dark:ring-brand-400' : 'ring-gray-200 dark:ring-gray-800'}`}
    >
      <h2 id={h(m.month)} className="flex flex-wrap items-center gap-2 text-xl font-bold text-gray-900 dark:text-white">
        {monthName(m.month, locale)}
        {current && <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white dark:bg-brand-300 dark:text-gray-950">{t('year.now')}</span>}
      </h2>
      <p className="mt-1 text-gray-800 dark:text-gray-200">{m.note}</p>

      <h3 className="mt-4 font-semibold text-gray-900 dark:text-white">{t('year.open')}</h3>
      <ul className="mt-1 space-y-1 text-sm text-gray-800 dark:text-gray-200">
        {m.seasons.map(({ season: id, span }) => {
          const s = season(id);
          return (
            <li key={id} data-season={id}>
              {t('year.timetable', { season: t(`here.seasonNames.${id}`), span: monthDayRange(span.from, span.to, locale), opens: s.opens, closes: s.closes, first: s.firstShuttle, last: s.lastShuttleDown })}
            </li>
          );
        })}
        {m.openings.map((o) => (
          <Opening key={o.id} o={o} month={m.month} />
        ))}
      </ul>

      <h3 className="mt-4 font-semibold text-gray-900 dark:text-white">{t('year.weather')}</h3>
      <table className="mt-1 w-full text-left text-sm tabular-nums text-gray-800 dark:text-gray-200">
        <thead className="text-gray-600 dark:text-gray-300">
          <tr>
            <th scope="col" className="font-medium">{t('year.band')}</th>
            <th scope="col" className="font-medium">{t('year.highs')}</th>
            <th scope="col" className="font-medium">{t('year.lows')}</th>
          </tr>
        </thead>
        <tbody>
          {m.bands.map((b) => (
            <tr key={b.band} data-band={b.band}>
              <th scope="row" className="font-normal">
                {t(`year.bands.${b.band}`)} <span className="block text-xs text-gray-600 dark:text-gray-300">{t('here.alt', { altitude: formatCount(b.altitude) })}</span>
                {b.snow && <span className="block text-xs text-sky-800 dark:text-sky-300">{t('year.snowFalls')}</span>}
              </th>
              <td>{degrees(b.high)}</td>
              <td>{degrees(b.low)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {t('year.weatherNotes', { wet: m.wetDays, line: formatCount(m.snowLine) })} {m.thunder && t('year.thunder')}
      </p>

      <h3 className="mt-4 font-semibold text-gray-900 dark:text-white">{t('year.crowds')}</h3>
      <p className="mt-1 text-sm text-gray-800 dark:text-gray-200" data-testid="crowds">
        {t('year.crowdLine', { typical: formatCount(m.typicalDay), busiest: formatCount(m.busiestDay), capacity: formatCount(year.dailyCapacity) })}
      </p>
      <div className="meter-track mt-1.5 h-2 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800" role="img" aria-label={t('year.crowdBar', { percent: percentOf(share) })}>
        <div className={`h-full rounded-full ${share >= 0.7 ? 'bg-amber-500' : 'bg-brand-500'}`} style={{ width: `${Math.min(100, Math.round(share * 100))}%` }} />
      </div>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-300">{t('year.crowdNote')}</p>

      <h3 className="mt-4 font-semibold text-gray-900 dark:text-white">{t('year.events')}</h3>
      {m.events.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('year.noEvents')}</p>
      ) : (
        <ul className="mt-1 space-y-3">
          {m.events.flatMap((id) => {
            const e = year.events.find((x) => x.id === id);
            return e ? [<EventItem key={id} event={e} today={year.today} />] : [];
          })}
        </ul>
      )}

      {m.subjects.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-gray-900 dark:text-white">{t('year.itineraries')}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {m.subjects.map((s) => (
              <li key={s.id}>
                <LocaleLink to={`/theme?id=${s.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
                  {s.title}
                </LocaleLink>{' '}
                <span className="text-gray-600 dark:text-gray-300">· {t('year.days', { count: s.days })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
