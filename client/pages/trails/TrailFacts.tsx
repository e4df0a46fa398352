/** Every fact of a trail record as one definition list (docs/trails.md §Record). */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TrailDetail } from '../../../shared/api/trails.ts';
import { useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { hours, metres, monthDay } from './figures.ts';

export function TrailFacts({ trail }: { trail: TrailDetail }) {
  const { t } = useTranslation('trails');
  const locale = useLocale();
  const [least, most] = trail.timeMinutes;
  const rows: [string, string, ReactNode][] = [
    ['length', t('fig.length'), t('km', { km: trail.lengthKm })],
    ['gain', t('fig.gain'), t('m', { m: metres(trail.gainM) })],
    ['loss', t('fig.loss'), t('m', { m: metres(trail.lossM) })],
    ['highest', t('fig.highest'), t('m', { m: metres(trail.highestM) })],
    ['lowest', t('fig.lowest'), t('m', { m: metres(trail.lowestM) })],
    ['time', t('fig.time'), `${least === most ? t('hoursOne', { from: hours(least) }) : t('hours', { from: hours(least), to: hours(most) })} (${t('timeNote')})`],
    ['shape', t('fig.shape'), t(`shape.${trail.shape}`)],
    [
      'difficulty',
      t('fig.difficulty'),
      <>
        {t(`difficulty.${trail.difficulty}`)}{' '}
        <LocaleLink to="/trails#difficulty-scale" className="text-sm text-brand-700 underline dark:text-brand-300">
          {t('scaleLink')}
        </LocaleLink>
      </>,
    ],
    ['surface', t('fig.surface'), trail.surface],
    ['stepFree', t('fig.stepFree'), trail.stepFree ? t('yes') : t('no', { where: trail.steps ?? '' })],
    ['dogs', t('fig.dogs'), trail.dogs],
    [
      'season',
      t('fig.season'),
      <>
        {trail.season ? t('seasonDates', { from: monthDay(trail.season.from, locale), to: monthDay(trail.season.to, locale) }) : t('allYear')}
        {trail.partClosed && <span className="block text-sm text-gray-600 dark:text-gray-400">{t('partClosed', { from: monthDay(trail.partClosed.from, locale), to: monthDay(trail.partClosed.to, locale) })}</span>}
      </>,
    ],
  ];
  return (
    <dl className="trail-facts grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-3 print:grid-cols-4 print:gap-y-1 print:text-sm" data-testid="trail-facts">
      {rows.map(([key, label, value]) => (
        <div key={key} data-fact={key} className="border-b border-gray-100 pb-2 dark:border-gray-800">
          <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-gray-400">{label}</dt>
          <dd className="mt-0.5 font-semibold text-gray-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
