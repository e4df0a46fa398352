/**
 * One scenic spot on /scenicArea (docs/product.md §4): photos (open the image viewer), the map
 * number, introduction, and the facts a visit depends on: opening hours, tickets, capacity
 * and suggested visit length.
 */
import { OpenNow } from '../../components/open-now/OpenNow.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ScenicSpot } from '../../../shared/api/content.ts';
import { useLocale } from '../../app-context.tsx';
import { Photo } from '../../components/cards/Cards.tsx';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { ViewerLink } from '../../components/viewer/ViewerLink.tsx';
import { duration } from '../../format/dates.ts';
import { formatCount } from '../../format/numbers.ts';
import { galleryImages } from '../articles/detail/Gallery.tsx';

function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  // dt and dd are the group's only children (the icon sits inside the dt) so the <dl> stays valid.
  return (
    <div className="fact">
      <dt className="fact__label">
        <span className="fact__icon">
          <Icon name={icon} />
        </span>
        {label}
      </dt>
      <dd className="fact__value">{children}</dd>
    </div>
  );
}

export function SpotCard({ spot, n, eager }: { spot: ScenicSpot; n: number | undefined; eager?: boolean }) {
  const { t } = useTranslation('places');
  const locale = useLocale();
  const images = galleryImages(spot.cover, spot.images, spot.name);
  const thumbs = images.slice(1, 4);
  return (
    <article id={`spot-${spot.id}`} aria-labelledby={`spot-${spot.id}-name`} className={spot.cover ? 'spot-panel' : 'spot-panel spot-panel--text'} data-testid="spot">
      {/* No true photo: no picture's place, the words take the panel's width (decision 018). */}
      {spot.cover && (
        <div className="relative flex flex-col gap-2">
          <ViewerLink images={images} index={0} label={t('viewer.open', { n: 1, total: images.length, title: spot.name })} className="group spot-panel__photo">
            <Photo src={spot.cover} alt={spot.name} eager={eager} sizes="(min-width: 768px) 30rem, 100vw" className="spot-panel__img" />
          </ViewerLink>
          {/* Outside the link, so the link's name is only its aria-label (WCAG 2.5.3). */}
          {n !== undefined && (
            <span className="spot-panel__num" aria-hidden="true">
              {n}
            </span>
          )}
          {thumbs.length > 0 && (
            <ul className="grid grid-cols-3 gap-2">
              {thumbs.map((im, i) => (
                <li key={im.src}>
                  <ViewerLink images={images} index={i + 1} label={t('viewer.open', { n: i + 2, total: images.length, title: spot.name })} className="group block aspect-[4/3] overflow-hidden rounded-xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-gray-800">
                    <Photo src={im.src} alt="" sizes="10rem" className="size-full object-cover transition duration-500 group-hover:scale-[1.05] motion-reduce:transition-none" />
                  </ViewerLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="spot-panel__body">
        {n !== undefined && <p className="spot-panel__kicker">{t('scenic.onMap', { n })}</p>}
        <h2 id={`spot-${spot.id}-name`} className="spot-panel__name">
          {spot.name}
        </h2>
        {spot.tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {spot.tags.map((tag) => (
              <li key={tag} className="spot-panel__tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p className="spot-panel__intro">{spot.intro}</p>
        <dl className="spot-panel__facts">
          <Fact icon="clock" label={t('scenic.hours')}>
            {spot.openHours}
            {spot.areaHours && (
              <span className="mt-1 block font-medium text-gray-900 dark:text-white">
                <OpenNow />
              </span>
            )}
          </Fact>
          <Fact icon="ticket" label={t('scenic.ticket')}>
            {spot.ticket}
          </Fact>
          <Fact icon="users" label={t('scenic.capacity')}>
            {t('scenic.capacityValue', { n: formatCount(spot.capacity) })}
          </Fact>
          <Fact icon="route" label={t('scenic.visit')}>
            {duration(spot.visitMinutes, locale)}
          </Fact>
        </dl>
      </div>
    </article>
  );
}
