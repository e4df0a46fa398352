/**
 * One scenic spot on /scenicArea (docs/product.md §4): photos (open the image viewer), the map
 * number, introduction, and the facts a visit depends on: opening hours, tickets, capacity
 * and suggested visit length.
 */
import { OpenNow } from '../../components/open-now/OpenNow.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenicSpot } from '../../../shared/api/content.ts';
import { useLocale } from '../../app-context.tsx';
import { DesignedCard, Photo } from '../../components/cards/Cards.tsx';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { ViewerLink } from '../../components/viewer/ViewerLink.tsx';
import { duration } from '../../format/dates.ts';
import { formatCount } from '../../format/numbers.ts';
import { galleryImages } from '../articles/detail/Gallery.tsx';

function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  // dt and dd are the group's only children (the icon sits inside the dt) so the <dl> stays valid.
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
        <span className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Icon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

export function SpotCard({ spot, n, eager }: { spot: ScenicSpot; n: number | undefined; eager?: boolean }) {
  const { t } = useTranslation('places');
  const locale = useLocale();
  const images = galleryImages(spot.cover, spot.images, spot.name);
  const thumbs = images.slice(1, 4);
  return (
    <article id={`spot-${spot.id}`} aria-labelledby={`spot-${spot.id}-name`} className="scroll-mt-24 grid gap-6 rounded-3xl bg-white p-3 ring-1 ring-gray-200 sm:p-4 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-8 dark:bg-gray-900 dark:ring-gray-800" data-testid="spot">
      <div className="relative flex flex-col gap-2">
        {spot.cover ? (
          <ViewerLink images={images} index={0} label={t('viewer.open', { n: 1, total: images.length, title: spot.name })} className="group relative block aspect-[4/3] overflow-hidden rounded-2xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-gray-800">
            <Photo src={spot.cover} alt={spot.name} eager={eager} sizes="(min-width: 768px) 30rem, 100vw" className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />
          </ViewerLink>
        ) : (
          <DesignedCard kind="scenic" name={spot.name} className="aspect-[4/3] rounded-2xl" />
        )}
        {/* Outside the link, so the link's name is only its aria-label (WCAG 2.5.3). */}
        {n !== undefined && (
          <span className="pointer-events-none absolute top-3 left-3 inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white ring-2 ring-white" aria-hidden="true">
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
      <div className="flex flex-col px-2 pb-3 md:px-0 md:py-3 md:pr-4">
        {n !== undefined && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('scenic.onMap', { n })}</p>}
        <h2 id={`spot-${spot.id}-name`} className="mt-1 text-2xl font-bold text-gray-900 dark:text-white">
          {spot.name}
        </h2>
        {spot.tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {spot.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 leading-relaxed text-gray-700 dark:text-gray-300">{spot.intro}</p>
        <dl className="mt-5 grid gap-4 border-t border-gray-100 pt-5 sm:grid-cols-2 dark:border-gray-800">
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
