/**
 * /scenicArea (docs/product.md §4): every scenic spot on the area map, then each spot with its
 * photos, opening hours, tickets, capacity and suggested visit length. Map numbers match
 * the list; each marker links to its spot's section.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router-dom';
import type { ScenicData } from '../../../shared/page-data.ts';
import { localizePath } from '../../../shared/locale.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PlaceMap } from '../../components/map/lazyMap.ts';
import { scenicPlaces } from '../../components/map/places.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { SpotCard } from './SpotCard.tsx';
import { usePage } from '../../hooks/usePage.ts';
import { scrollBehavior } from '../../hooks/useReducedMotion.ts';

export function Component() {
  const { t } = useTranslation('places');
  const { t: tp } = useTranslation('pages');
  const { origin } = useConfig();
  const locale = useLocale();
  const { data } = usePage<ScenicData>();
  const title = tp('titles.scenicArea');
  const places = scenicPlaces(data.spots);
  const numbers = new Map(places.map((p, i) => [p.id, i + 1]));
  const pageUrl = origin + localizePath('/scenicArea', locale);
  // Map markers and the home page link to #spot-N; a client navigation does not scroll there
  // by itself, so bring the spot into view (instantly under reduced motion).
  const { hash } = useLocation();
  useEffect(() => {
    if (!/^#spot-\d+$/.test(hash)) return;
    const el = document.getElementById(hash.slice(1));
    el?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [hash]);
  return (
    <>
      <PageMeta title={title} description={t('scenic.lead')} image={data.spots.find((s) => s.cover)?.cover} />
      {data.spots.length > 0 && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: title,
            itemListElement: data.spots.map((s, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              item: {
                '@type': 'TouristAttraction',
                name: s.name,
                description: s.intro,
                url: `${pageUrl}#spot-${s.id}`,
                ...(s.cover ? { image: origin + s.cover } : {}),
                geo: { '@type': 'GeoCoordinates', latitude: s.lat, longitude: s.lng },
              },
            })),
          }}
        />
      )}
      <Breadcrumbs items={[{ label: title }]} />
      <header className="mt-4 mb-8 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white">{title}</h1>
          <p className="mt-3 text-base text-gray-600 sm:text-lg dark:text-gray-300">{t('scenic.lead')}</p>
        </div>
        {data.spots.length > 0 && <p className="shrink-0 text-sm font-medium text-gray-600 dark:text-gray-400">{t('scenic.count', { count: data.spots.length })}</p>}
      </header>

      {data.spots.length === 0 ? (
        <EmptyState title={t('scenic.empty')} icon="mountain" />
      ) : (
        <>
          <section aria-labelledby="scenic-map-heading" className="mb-14">
            <h2 id="scenic-map-heading" className="sr-only">
              {t('scenic.mapHeading')}
            </h2>
            <PlaceMap frame={data.map} places={places} title={t('map.title', { name: title })} legend="places" beside zoomable />
          </section>
          <section aria-labelledby="scenic-list-heading">
            <h2 id="scenic-list-heading" className="mb-6 text-2xl font-bold text-gray-900 dark:text-white">
              {t('scenic.listHeading')}
            </h2>
            <ol className="flex flex-col gap-6">
              {data.spots.map((s, i) => (
                <li key={s.id}>
                  <SpotCard spot={s} n={numbers.get(`s${s.id}`)} eager={i === 0} />
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </>
  );
}
