/** One leg of the journey (docs/plan.md §Getting here): time, distance, fare, frequency, first and last departures by season, what to book. */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { AccessLeg, PlanSeason } from '../../../shared/api/plan.ts';
import { useLocale } from '../../app-context.tsx';
import { Icon, type IconName } from '../../components/ui/index.ts';
import { monthDayRange, travelTime } from '../../format/dates.ts';
import { formatCount, formatPrice } from '../../format/numbers.ts';

const ICON: Record<AccessLeg['mode'], IconName> = { flight: 'globe', train: 'route', coach: 'route', bus: 'route', taxi: 'pin', drive: 'map' };
const PER_CAR = new Set<AccessLeg['mode']>(['taxi', 'drive']);

export function LegCard({ leg, to, seasons }: { leg: AccessLeg; to: string; seasons: PlanSeason[] }) {
  const { t } = useTranslation('plan');
  const locale = useLocale();
  const [lo, hi] = leg.fare;
  return (
    <li className="plan-card rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5 print:p-2 print:text-[10px] dark:bg-gray-900 dark:ring-gray-800" data-testid="leg" data-leg={leg.id}>
      <h3 className="flex items-center gap-2 font-semibold text-gray-900 dark:text-white">
        <Icon name={ICON[leg.mode]} className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        {t(`here.modes.${leg.mode}`)} <span className="font-normal text-gray-700 dark:text-gray-300">{t('here.to', { place: to })}</span>
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm print:mt-1 print:gap-y-0 print:text-[10px] text-gray-800 dark:text-gray-200">
        <dt className="font-medium">{t('here.time')}</dt>
        <dd className="tabular-nums">
          {travelTime(leg.minutes, locale)} · {t('here.distance', { km: formatCount(leg.km) })}
        </dd>
        <dt className="font-medium">{t('here.fare')}</dt>
        <dd className="tabular-nums">
          {lo === hi ? formatPrice(lo) : `${formatPrice(lo)}–${formatPrice(hi)}`}
          {PER_CAR.has(leg.mode) && ` ${t('here.farePerCar')}`}
        </dd>
        <dt className="font-medium">{t('here.frequency')}</dt>
        <dd>{leg.frequency}</dd>
      </dl>
      {leg.departures ? (
        <table className="mt-3 w-full text-left text-sm tabular-nums print:mt-1 print:text-[10px]">
          <caption className="sr-only">{t('here.departures')}</caption>
          <thead className="text-gray-600 dark:text-gray-300">
            <tr>
              <th scope="col" className="font-medium">{t('here.season')}</th>
              <th scope="col" className="font-medium">{t('here.first')}</th>
              <th scope="col" className="font-medium">{t('here.last')}</th>
            </tr>
          </thead>
          <tbody className="text-gray-900 dark:text-white">
            {seasons.map((s) => (
              <tr key={s.season}>
                <th scope="row" className="font-normal">
                  {t(`here.seasonNames.${s.season}`)} <span className="text-gray-600 dark:text-gray-300">{monthDayRange(s.from, s.to, locale)}</span>
                </th>
                <td>{leg.departures![s.season].first}</td>
                <td>{leg.departures![s.season].last}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-gray-700 print:mt-1 print:text-[10px] dark:text-gray-300">{t('here.anyTime')}</p>
      )}
      {leg.book && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm print:mt-1 print:px-0 print:py-0 print:text-[10px] text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <strong className="font-semibold">{t('here.book')}:</strong> {leg.book}
        </p>
      )}
    </li>
  );
}
