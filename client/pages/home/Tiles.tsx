/** Entry tiles into every content area of the site (docs/product.md §4 "/"). */
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { AREA_TILES } from '../../components/areas/areaTiles.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { wrap } from './Sections.tsx';

export function Tiles() {
  const { t } = useTranslation('places');
  const { t: tp } = useTranslation('pages');
  return (
    <section aria-labelledby="tiles-heading" className={`${wrap} py-16 sm:py-24`}>
      <SectionHeading id="tiles-heading" eyebrow={t('home.tiles.eyebrow')} title={t('home.tiles.heading')} />
      <ul data-reveal="fade-up" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="area-tiles">
        {AREA_TILES.map((tile) => (
          <li key={tile.id}>
            <LocaleLink
              to={tile.to}
              className="group flex h-full flex-col gap-2.5 rounded-2xl bg-white p-4 ring-1 ring-gray-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-5 dark:bg-gray-900 dark:ring-gray-800 dark:hover:ring-brand-700"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 sm:size-11 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white dark:bg-brand-950 dark:text-brand-300">
                <Icon name={tile.icon} className="size-6" />
              </span>
              <span className="font-semibold text-gray-900 dark:text-white">{tp(`titles.${tile.id}`)}</span>
              <span className="-mt-1.5 text-sm leading-snug text-gray-600 dark:text-gray-400">{t(`home.tiles.${tile.id}`)}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
