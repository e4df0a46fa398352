/**
 * /trails/detail?id= (docs/trails.md): one trail record, all its facts, today's state and reason
 * from the conditions model, the elevation profile (chart and table), the trail highlighted on
 * the area map, what it connects to and the facilities near it; JSON-LD as a TouristAttraction.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { localizePath } from '../../../shared/locale.ts';
import type { TrailData } from '../../../shared/page-data.ts';
import { trailPath } from '../../../shared/trail-path.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PlaceMap } from '../../components/map/lazyMap.ts';
import { fitFrame } from '../../components/map/project.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { usePage } from '../../hooks/usePage.ts';
import { ElevationProfile } from './ElevationProfile.tsx';
import { linkHref } from './figures.ts';
import { TrailFacts } from './TrailFacts.tsx';
import { TrailStatus } from './TrailStatus.tsx';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5 dark:bg-gray-900 dark:ring-gray-800';
const h2 = 'mb-3 text-xl font-bold text-gray-900 dark:text-white';

export function Component() {
  const { t } = useTranslation('trails');
  const { t: tp } = useTranslation('pages');
  const { t: tm } = useTranslation('places');
  const { origin } = useConfig();
  const locale = useLocale();
  const { data } = usePage<TrailData>();
  const tr = data.trail;
  const mid = tr.path[Math.floor((tr.path.length - 1) / 2)];
  // The map zoomed to the trail's own points, so its line fills the frame.
  const frame = fitFrame(data.map, tr.path.map(([lng, lat]) => ({ lng, lat })), 0.06);
  return (
    <>
      <PageMeta title={tr.name} description={tr.summary} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': ['TouristAttraction', 'Place'],
          name: tr.name,
          description: tr.summary,
          url: origin + localizePath(trailPath(tr.id), locale),
          isAccessibleForFree: true,
          ...(mid ? { geo: { '@type': 'GeoCoordinates', latitude: mid[1], longitude: mid[0], elevation: tr.highestM } } : {}),
          additionalProperty: [
            { '@type': 'PropertyValue', name: 'length', value: tr.lengthKm, unitCode: 'KMT' },
            { '@type': 'PropertyValue', name: 'elevationGain', value: tr.gainM, unitCode: 'MTR' },
            { '@type': 'PropertyValue', name: 'highestPoint', value: tr.highestM, unitCode: 'MTR' },
          ],
        }}
      />
      <Breadcrumbs items={[{ label: tp('titles.trails'), to: '/trails' }, { label: tr.name }]} />
      <header className="mt-4 mb-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white">{tr.name}</h1>
        <p className="mt-3 text-base text-gray-600 sm:text-lg dark:text-gray-300">{tr.summary}</p>
      </header>
      <div className="flex flex-col gap-8 print:gap-4">
        <section aria-labelledby="trail-today" className={card}>
          <h2 id="trail-today" className="mb-2 text-base font-bold text-gray-900 dark:text-white">
            {t('today')}
          </h2>
          <TrailStatus today={tr.today} full />
          {tr.conditionsId !== null && (
            <p className="mt-2 text-sm print:hidden">
              <LocaleLink to="/conditions" className="text-brand-700 underline dark:text-brand-300">
                {t('conditionsLink')}
              </LocaleLink>
            </p>
          )}
        </section>
        <TrailFacts trail={tr} />
        {/* Profile and map side by side on a wide screen and on paper, so the page prints on two sheets. */}
        <div className="grid items-start gap-8 lg:grid-cols-2 print:grid-cols-2 print:gap-4">
        <section aria-labelledby="trail-profile" className="trail-profile">
          <h2 id="trail-profile" className={h2}>
            {t('profile.heading')}
          </h2>
          <ElevationProfile trail={tr} />
        </section>
        <section aria-labelledby="trail-map" className="trail-map">
          <h2 id="trail-map" className={h2}>
            {t('mapHeading1')}
          </h2>
          <PlaceMap frame={frame} places={[]} title={tm('map.title', { name: tr.name })} legend="symbols" highlight={tr.id} />
        </section>
        </div>
        <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2 print:gap-4">
          {tr.connects.length > 0 && (
            <section aria-labelledby="trail-connects" className={card}>
              <h2 id="trail-connects" className={h2}>
                {t('connects')}
              </h2>
              <ul className="flex flex-col gap-1.5" data-testid="trail-connects">
                {tr.connects.map((l) => (
                  <li key={`${l.kind}${l.id}`}>
                    <LocaleLink to={linkHref(l)} className="map-key__link">
                      {l.name}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {tr.facilities.length > 0 && (
            <section aria-labelledby="trail-facilities" className={card}>
              <h2 id="trail-facilities" className={h2}>
                {t('facilities')}
              </h2>
              <ul className="flex flex-col gap-1.5" data-testid="trail-facilities">
                {tr.facilities.map((f) => (
                  <li key={`${f.kind}${f.at.id}`}>
                    <span className="text-sm text-gray-600 dark:text-gray-400">{t(`facility.${f.kind}`)}: </span>
                    <LocaleLink to={linkHref(f.at)} className="map-key__link">
                      {f.at.name}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <p className="print:hidden">
          <LocaleLink to="/trails" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('back')}
          </LocaleLink>
        </p>
      </div>
    </>
  );
}
