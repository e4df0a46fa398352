/**
 * How one entry of a list page looks, per kind of content: places with facts (hotels,
 * restaurants, shops, facilities), photo galleries whose photos open the image viewer
 * (wildlife, islands, landscapes), products (store), visitor services and news rows.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ArticleSummary } from '../../../../shared/api/content.ts';
import { articleHref } from '../../../../shared/routes.ts';
import { useLocale } from '../../../app-context.tsx';
import { ArticleCard, Photo } from '../../../components/cards/Cards.tsx';
import { LocaleLink } from '../../../components/LocaleLink.tsx';
import { ExternalLink } from '../../../components/shell/ExternalLink.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Icon, type IconName } from '../../../components/ui/Icon.tsx';
import { MARKER_CLASS } from '../../../components/map/markers.ts';
import type { MarkerKind } from '../../../components/map/types.ts';
import { ViewerLink, type ViewerImage } from '../../../components/viewer/ViewerLink.tsx';
import { isoDay, longDate } from '../../../format/dates.ts';
import { formatPrice, isFree, priceSpan } from '../../../format/numbers.ts';
import { telHref } from '../../../format/phone.ts';
import { Stars } from '../Stars.tsx';
import { cardPrice, categoryLabel } from './labels.ts';

function Fact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <p className="item-fact">
      <Icon name={icon} />
      <span>{children}</span>
    </p>
  );
}

function MapNumber({ n, kind }: { n: number | undefined; kind: MarkerKind }) {
  if (!n) return null;
  return (
    <span className={`map-num ${MARKER_CLASS[kind]}`} title={String(n)}>
      <span aria-hidden="true">{n}</span>
    </span>
  );
}

/** Hotels, restaurants, shops and facilities: a card with the facts that decide a visit. */
export function PlaceCard({ a, mapNumber }: { a: ArticleSummary; mapNumber?: number }) {
  const { t } = useTranslation('places');
  const { attrs } = a;
  const price = cardPrice(t, attrs);
  const per = isFree(attrs) ? '' : a.typeCode === 'hotel' ? t('list.perNight') : a.typeCode === 'restaurant' ? t('list.perPerson') : '';
  return (
    <ArticleCard
      article={a}
      headingLevel={2}
      badge={
        <>
          <MapNumber n={mapNumber} kind={a.typeCode as MarkerKind} />
          {attrs.category && <Badge tone={a.cover ? 'photo' : 'neutral'}>{categoryLabel(t, a.typeCode, attrs.category)}</Badge>}
        </>
      }
      meta={
        <div className="flex flex-col gap-1.5">
          {(attrs.stars || price !== null) && (
            <div className="flex flex-wrap items-center justify-between gap-2">
              {attrs.stars ? <Stars count={attrs.stars} /> : <span />}
              {price !== null && (
                <p className="text-gray-900 dark:text-white">
                  <span className="text-lg font-bold">{price}</span>
                  {per && <span className="text-sm text-gray-600 dark:text-gray-400"> {per}</span>}
                </p>
              )}
            </div>
          )}
          {attrs.cuisine && <Fact icon="utensils">{attrs.cuisine}</Fact>}
          {attrs.openHours && <Fact icon="clock">{attrs.openHours}</Fact>}
          {attrs.address && <Fact icon="pin">{attrs.address}</Fact>}
        </div>
      }
    />
  );
}

/**
 * Wildlife, islands and landscapes: the photo opens the viewer, the title the article. `index`
 * is the photo's place in `images`, -1 when the item has no photo: then it is a compact card.
 */
export function GalleryCard({ a, images, index, mapNumber }: { a: ArticleSummary; images: ViewerImage[]; index: number; mapNumber?: number }) {
  const { t } = useTranslation('places');
  const cover = index >= 0 ? a.cover : null;
  const photo = Boolean(cover);
  const labels = (mapNumber || a.attrs.category) && (
    <>
      <MapNumber n={mapNumber} kind={a.typeCode as MarkerKind} />
      {a.attrs.category && <Badge tone={photo ? 'photo' : 'neutral'}>{categoryLabel(t, a.typeCode, a.attrs.category)}</Badge>}
    </>
  );
  const hours = a.attrs.openHours && (
    <Fact icon="calendar">
      <span className="font-medium">{a.typeCode === 'animal' ? t('list.bestTime') : t('list.openLabel')}</span>
      {a.attrs.openHours}
    </Fact>
  );
  if (!cover) return <ArticleCard article={{ ...a, cover: null }} headingLevel={2} badge={labels || undefined} meta={hours || undefined} />;
  return (
    <article className="group relative flex h-full flex-col">
      <div className="gallery-card__photo relative">
        <ViewerLink
          images={images}
          index={index}
          label={t('viewer.open', { n: index + 1, total: images.length, title: a.title })}
          className="relative block aspect-[4/3] overflow-hidden rounded-2xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-gray-800"
        >
          <Photo src={cover} alt="" sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />
          <span className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-gray-950/60 text-white opacity-90 backdrop-blur-sm">
            <Icon name="expand" className="size-4" />
          </span>
        </ViewerLink>
        {/* Outside the link, so the link's name is only its aria-label (WCAG 2.5.3). */}
        {labels && <span className="pointer-events-none absolute top-3 left-3 flex gap-1.5">{labels}</span>}
      </div>
      <div className="gallery-card__text flex flex-1 flex-col gap-1.5 px-1 pt-3">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
          <LocaleLink to={articleHref(a.typeCode, a.id)} className="text-gray-900 hover:text-brand-800 hover:underline dark:text-white dark:hover:text-brand-300">
            {a.title}
          </LocaleLink>
        </h2>
        <p className="line-clamp-2 text-sm text-gray-600 dark:text-gray-300">{a.summary}</p>
        {hours}
      </div>
    </article>
  );
}

/** Store products: price and the way to the official online shop (an opted-in external link). */
export function ProductCard({ a }: { a: ArticleSummary }) {
  const { t } = useTranslation('places');
  const { productPrice, shopUrl, category } = a.attrs;
  return (
    <ArticleCard
      article={a}
      headingLevel={2}
      badge={category ? <Badge tone={a.cover ? 'photo' : 'neutral'}>{categoryLabel(t, 'store', category)}</Badge> : undefined}
      meta={
        <div className="flex flex-wrap items-center justify-between gap-3">
          {productPrice !== undefined && <p className="text-xl font-bold text-gray-900 dark:text-white">{formatPrice(productPrice)}</p>}
          {shopUrl && (
            <ExternalLink
              href={shopUrl}
              title={t('list.buyNote')}
              className="btn btn--primary btn--sm relative z-10"
            >
              {t('list.buy')}
            </ExternalLink>
          )}
        </div>
      }
    />
  );
}

const SERVICE_ICON: Record<string, IconName> = {
  tickets: 'ticket',
  parking: 'map',
  shuttle: 'route',
  guides: 'users',
  rental: 'bag',
  medical: 'alert',
  'lost-found': 'info',
  accessibility: 'service',
};

/** Visitor services: what, when, where and whom to call, readable at a glance. */
export function ServiceCard({ a }: { a: ArticleSummary }) {
  const { t } = useTranslation('places');
  const { attrs } = a;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-gray-200 transition card-focus hover:shadow-lg sm:p-6 dark:bg-gray-900 dark:ring-gray-800" id={attrs.category ? `service-${attrs.category}` : undefined}>
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Icon name={SERVICE_ICON[attrs.category ?? ''] ?? 'service'} className="size-6" />
        </span>
        <h2 className="min-w-0 text-lg font-semibold text-gray-900 dark:text-white">
          <LocaleLink to={articleHref(a.typeCode, a.id)} className="stretched-link text-inherit group-hover:text-brand-800 dark:group-hover:text-brand-300">
            {a.title}
          </LocaleLink>
        </h2>
      </div>
      <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">{a.summary}</p>
      <div className="mt-5 flex flex-col gap-2 border-t border-gray-100 pt-4 dark:border-gray-800">
        {attrs.openHours && <Fact icon="clock">{attrs.openHours}</Fact>}
        {attrs.address && <Fact icon="pin">{attrs.address}</Fact>}
        {attrs.priceMin !== undefined && (
          <Fact icon="wallet">{priceSpan(attrs, t('list.free'))}</Fact>
        )}
        {attrs.phone && (
          <Fact icon="phone">
            <span className="sr-only">{t('list.call')} </span>
            <a href={telHref(attrs.phone)} className="relative z-10 font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {attrs.phone}
            </a>
          </Fact>
        )}
      </div>
    </article>
  );
}

/** News: date first, newest at the top. An item without a photo is its words alone, with no thumbnail's place. */
export function NewsRow({ a, featured = false }: { a: ArticleSummary; featured?: boolean }) {
  const locale = useLocale();
  const layout = !a.cover ? '' : featured ? 'sm:grid-cols-2 sm:gap-8' : 'grid-cols-[6.5rem_1fr] sm:grid-cols-[12rem_1fr] sm:gap-6';
  return (
    <article className={`group relative card-focus grid gap-4 rounded-2xl outline-offset-4 ${layout}`}>
      {a.cover && (
        <div className={`overflow-hidden rounded-2xl bg-gray-100 dark:bg-gray-800 ${featured ? 'aspect-[16/10]' : 'aspect-square sm:aspect-[4/3]'}`}>
          <Photo src={a.cover} alt="" eager={featured} sizes={featured ? '(min-width: 640px) 36rem, 100vw' : '(min-width: 640px) 12rem, 6.5rem'} className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none" />
        </div>
      )}
      <div className="min-w-0 self-center">
        <time dateTime={isoDay(a.publishTime)} className="text-sm font-medium text-brand-800 dark:text-brand-300">
          {longDate(a.publishTime, locale)}
        </time>
        <h2 className={`mt-1 font-semibold text-gray-900 dark:text-white ${featured ? 'text-2xl sm:text-3xl' : 'text-base sm:text-xl'}`}>
          <LocaleLink to={articleHref(a.typeCode, a.id)} className="stretched-link text-inherit group-hover:text-brand-800 dark:group-hover:text-brand-300">
            {a.title}
          </LocaleLink>
        </h2>
        <p className={`mt-2 text-gray-600 dark:text-gray-300 ${featured ? 'line-clamp-4' : `line-clamp-2 text-sm ${a.cover ? 'hidden sm:block' : ''}`}`}>{a.summary}</p>
      </div>
    </article>
  );
}
