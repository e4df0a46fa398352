/** The map teaser on the home page: the sights on the area map, and the way to the full map. */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { HomeModule } from '../../../shared/api/content.ts';
import type { HomeSpot } from '../../../shared/page-data.ts';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { PlaceMap } from '../../components/map/PlaceMap.tsx';
import { scenicPlaces } from '../../components/map/places.ts';
import { Icon } from '../../components/ui/Icon.tsx';

export function MapTeaser({ frame, spots }: { frame: HomeModule['map']; spots: HomeSpot[] }) {
  const { t } = useTranslation('places');
  return (
    <section aria-labelledby="map-heading" className="bg-brand-50/60 py-12 sm:py-24 dark:bg-gray-900/60">
      <div className="wrap grid grid-cols-1 items-center gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-14">
        <div>
          <p className="eyebrow mb-2">{t('home.map.eyebrow')}</p>
          <h2 id="map-heading" className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white">
            {t('home.map.heading')}
          </h2>
          <p className="mt-4 text-gray-700 sm:text-lg dark:text-gray-300">{t('home.map.lead')}</p>
          <LocaleLink
            to="/scenicArea"
            className="btn btn--primary mt-7 max-w-full whitespace-normal"
          >
            <Icon name="map" className="size-5" />
            {t('home.map.cta')}
          </LocaleLink>
        </div>
        <div data-reveal="fade-up">
          <PlaceMap frame={frame} places={scenicPlaces(spots)} title={t('map.title', { name: t('home.map.eyebrow') })} legend="symbols" />
        </div>
      </div>
    </section>
  );
}
