/**
 * Entry tiles into every content area of the site (docs/product.md §4 "/"). Not on a phone:
 * there they were a screen of the same destinations the menu button opens (issue 43).
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { AREA_TILES } from '../../components/areas/areaTiles.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';

export function Tiles() {
  const { t } = useTranslation('places');
  const { t: tp } = useTranslation('pages');
  return (
    <section aria-labelledby="tiles-heading" className="wrap py-12 max-sm:hidden sm:py-24">
      <SectionHeading id="tiles-heading" eyebrow={t('home.tiles.eyebrow')} title={t('home.tiles.heading')} />
      <ul data-reveal="fade-up" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="area-tiles">
        {AREA_TILES.map((tile) => (
          <li key={tile.id}>
            <LocaleLink to={tile.to} className="area-tile">
              <span className="area-tile__icon">
                <Icon name={tile.icon} />
              </span>
              <span className="area-tile__title">{tp(`titles.${tile.id}`)}</span>
              <span className="area-tile__note">{t(`home.tiles.${tile.id}`)}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
