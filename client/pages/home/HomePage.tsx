/**
 * Home (docs/product.md §4 "/", main layout): hero carousel, notices with closures first, today's
 * weather and visitor flow, the area in brief, sights, landscapes, itineraries, latest news,
 * tiles into every content area and the map teaser.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { HomeData } from '../../../shared/page-data.ts';
import { useConfig } from '../../app-context.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { Hero } from './Hero.tsx';
import { NoticeTicker } from './NoticeTicker.tsx';
import { Intro, Landscapes, MapTeaser, News, Sights, Themes, Tiles } from './lazySections.ts';
import { TodayStrip } from './TodayStrip.tsx';
import { usePage } from '../../hooks/usePage.ts';

export function Component() {
  const { t } = useTranslation('places');
  const { t: tc } = useTranslation('common');
  const { origin } = useConfig();
  const { data } = usePage<HomeData>();
  const { home } = data;
  const hero = home.banners[0];
  return (
    <>
      <PageMeta description={t('home.metaDescription')} image={hero?.image ?? home.intro.image} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'TouristDestination',
          name: tc('site.name'),
          description: home.intro.body,
          url: origin,
          ...(home.intro.image ? { image: origin + home.intro.image } : {}),
          geo: { '@type': 'GeoCoordinates', longitude: home.map.center[0], latitude: home.map.center[1] },
        }}
      />
      <h1 className="sr-only">{tc('site.title')}</h1>
      <Hero banners={home.banners} siteName={tc('site.name')} />
      <NoticeTicker notices={data.notices} />
      <TodayStrip />
      <Intro intro={home.intro} stats={home.stats} />
      <Sights spots={data.scenic} />
      <Landscapes items={data.highlights} />
      <Themes subjects={data.subjects} />
      <News items={data.news} />
      <Tiles />
      <MapTeaser frame={home.map} spots={data.scenic} />
    </>
  );
}
