/**
 * /trails (docs/trails.md): every trail record with its length, climbing, time, difficulty and
 * today's state, on the area map (lines drawn from the same records) and as a list, with the
 * difficulty scale written out.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { localizePath } from '../../../shared/locale.ts';
import type { TrailsData } from '../../../shared/page-data.ts';
import { trailPath } from '../../../shared/trail-path.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PlaceMap } from '../../components/map/lazyMap.ts';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { usePage } from '../../hooks/usePage.ts';
import { DifficultyScale } from './DifficultyScale.tsx';
import { hours, metres } from './figures.ts';
import { TrailStatus } from './TrailStatus.tsx';

export function Component() {
  const { t } = useTranslation('trails');
  const { t: tp } = useTranslation('pages');
  const { t: tm } = useTranslation('places');
  const { origin } = useConfig();
  const locale = useLocale();
  const { data } = usePage<TrailsData>();
  const title = tp('titles.trails');
  return (
    <>
      <PageMeta title={title} description={t('lead')} />
      {data.trails.length > 0 && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: title,
            itemListElement: data.trails.map((tr, i) => ({ '@type': 'ListItem', position: i + 1, name: tr.name, url: origin + localizePath(trailPath(tr.id), locale) })),
          }}
        />
      )}
      <PageHeader title={title} lead={t('lead')} breadcrumbs />
      {data.trails.length === 0 ? (
        <EmptyState title={t('empty')} icon="route" />
      ) : (
        <div className="flex flex-col gap-10">
          <section aria-labelledby="trails-list-heading">
            <h2 id="trails-list-heading" className="mb-4 flex items-baseline gap-3 text-2xl font-bold text-gray-900 dark:text-white">
              {t('listHeading')}
              <span className="text-sm font-medium text-gray-600 dark:text-gray-400">{t('count', { count: data.trails.length })}</span>
            </h2>
            <ul className="grid gap-4 md:grid-cols-2" data-testid="trail-list">
              {data.trails.map((tr) => (
                <li key={tr.id} data-trail={tr.id} className="card-focus relative flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5 dark:bg-gray-900 dark:ring-gray-800">
                  <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                    <h3 className="min-w-0 text-lg font-semibold text-gray-900 dark:text-white">
                      <LocaleLink to={trailPath(tr.id)} className="stretched-link hover:text-brand-700 dark:hover:text-brand-300">
                        {tr.name}
                      </LocaleLink>
                    </h3>
                    <TrailStatus today={tr.today} />
                  </div>
                  <p className="text-sm text-gray-600 dark:text-gray-300">{tr.summary}</p>
                  <dl className="trail-figures mt-auto flex flex-wrap gap-x-5 gap-y-1 text-sm">
                    <div data-fact="length"><dt className="sr-only">{t('fig.length')}</dt><dd className="font-semibold text-gray-900 dark:text-white">{t('km', { km: tr.lengthKm })}</dd></div>
                    <div data-fact="gain"><dt className="inline text-gray-600 dark:text-gray-400">{t('fig.gain')} </dt><dd className="inline font-semibold text-gray-900 dark:text-white">{t('m', { m: metres(tr.gainM) })}</dd></div>
                    <div data-fact="time"><dt className="sr-only">{t('fig.time')}</dt><dd className="text-gray-800 dark:text-gray-200">{t('hours', { from: hours(tr.timeMinutes[0]), to: hours(tr.timeMinutes[1]) })}</dd></div>
                    <div data-fact="difficulty"><dt className="sr-only">{t('fig.difficulty')}</dt><dd className="text-gray-800 dark:text-gray-200">{t(`difficulty.${tr.difficulty}`)}</dd></div>
                  </dl>
                  {tr.today.reason && <p className="text-xs text-gray-600 dark:text-gray-400">{tr.today.reason}</p>}
                </li>
              ))}
            </ul>
          </section>
          <DifficultyScale />
          <section aria-labelledby="trails-map-heading" className="trail-map">
            <h2 id="trails-map-heading" className="mb-4 text-2xl font-bold text-gray-900 dark:text-white">
              {t('mapHeading')}
            </h2>
            <PlaceMap frame={data.map} places={[]} title={tm('map.title', { name: title })} legend="symbols" />
          </section>
        </div>
      )}
    </>
  );
}
