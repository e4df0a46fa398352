/**
 * Key facts of a place (docs/product.md §4 detail pages): hours, price, phone (a tel: link),
 * address, stars, cuisine, type and amenities; only the ones the entry has.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ArticleSummary } from '../../../../shared/api/content.ts';
import { ExternalLink } from '../../../components/shell/ExternalLink.tsx';
import { Icon, type IconName } from '../../../components/ui/Icon.tsx';
import { formatPrice, isFree, priceSpan } from '../../../format/numbers.ts';
import { telHref } from '../../../format/phone.ts';
import { categoryLabel } from '../list/labels.ts';
import { Stars } from '../Stars.tsx';

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  // dt and dd are the group's only children (the icon sits inside the dt) so the <dl> stays valid.
  return (
    <div className="relative py-3.5 pl-8 print:py-1.5">
      <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
        <Icon name={icon} className="absolute top-4 left-0 size-5 text-brand-700 dark:text-brand-300" />
        {label}
      </dt>
      <dd className="mt-0.5 text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}


export function hasFacts(a: ArticleSummary): boolean {
  const x = a.attrs;
  return !!(x.openHours || x.priceMin !== undefined || x.priceMax !== undefined || x.productPrice !== undefined || x.phone || x.address || x.stars || x.cuisine || x.amenities?.length);
}

export function KeyFacts({ a }: { a: ArticleSummary }) {
  const { t } = useTranslation('places');
  const x = a.attrs;
  const price = priceSpan(x, t('list.free'));
  const per = isFree(x) ? '' : a.typeCode === 'hotel' ? t('facts.perNight') : a.typeCode === 'restaurant' ? t('facts.perPerson') : '';
  return (
    <section aria-labelledby="facts-heading" className="rounded-3xl bg-gray-50 p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800" data-testid="key-facts">
      <h2 id="facts-heading" className="text-lg font-bold text-gray-900 dark:text-white">
        {t('facts.heading')}
      </h2>
      {/* Two columns on paper: the facts fill a third of the first sheet instead of most of it. */}
      <dl className="mt-2 divide-y divide-gray-200 print:grid print:grid-cols-2 print:gap-x-6 print:divide-y-0 dark:divide-gray-800">
        {x.stars ? (
          <Row icon="star" label={t('facts.stars')}>
            <span className="inline-flex flex-wrap items-center gap-x-2">
              <Stars count={x.stars} />
              <span className="text-sm text-gray-600 dark:text-gray-300">{t('facts.starsValue', { count: x.stars })}</span>
            </span>
          </Row>
        ) : null}
        {/* A restaurant's category is its cuisine: show it once. */}
        {x.category && !(a.typeCode === 'restaurant' && x.cuisine) && (
          <Row icon="info" label={t('facts.category')}>
            {categoryLabel(t, a.typeCode, x.category)}
          </Row>
        )}
        {x.cuisine && (
          <Row icon="utensils" label={t('facts.cuisine')}>
            {x.cuisine}
          </Row>
        )}
        {price && (
          <Row icon="wallet" label={t('facts.price')}>
            <span className="font-semibold">{price}</span> {per && <span className="text-sm text-gray-600 dark:text-gray-300">{per}</span>}
          </Row>
        )}
        {x.productPrice !== undefined && (
          <Row icon="wallet" label={t('facts.price')}>
            <span className="text-xl font-bold">{formatPrice(x.productPrice)}</span>
          </Row>
        )}
        {x.openHours && (
          <Row icon="clock" label={a.typeCode === 'hotel' ? t('facts.checkin') : t('facts.hours')}>
            {x.openHours}
          </Row>
        )}
        {x.address && (
          <Row icon="pin" label={t('facts.address')}>
            <address className="not-italic">{x.address}</address>
          </Row>
        )}
        {x.phone && (
          <Row icon="phone" label={t('facts.phone')}>
            <a href={telHref(x.phone)} className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300" aria-label={t('facts.call', { phone: x.phone })} data-testid="fact-phone">
              {x.phone}
            </a>
          </Row>
        )}
        {x.amenities && x.amenities.length > 0 && (
          <Row icon="check" label={t('facts.amenities')}>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {x.amenities.map((m) => (
                <li key={m} className="rounded-full bg-white px-2.5 py-1 text-sm text-gray-700 ring-1 ring-gray-200 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-700">
                  {m}
                </li>
              ))}
            </ul>
          </Row>
        )}
      </dl>
      {(x.phone || x.shopUrl) && (
        <div className="mt-4 flex flex-col gap-2">
          {x.phone && (
            <a href={telHref(x.phone)} className="btn btn--primary btn--block">
              <Icon name="phone" className="size-5" />
              {t('facts.call', { phone: x.phone })}
            </a>
          )}
          {x.shopUrl && (
            <ExternalLink href={x.shopUrl} className="btn btn--secondary btn--block">
              {t('list.buy')}
            </ExternalLink>
          )}
        </div>
      )}
    </section>
  );
}
