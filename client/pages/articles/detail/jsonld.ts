/**
 * schema.org data of a detail page: Hotel, Restaurant, Store, TouristAttraction,
 * Product or NewsArticle by content type; null where no type fits. Breadcrumbs add their own
 * BreadcrumbList.
 */
import type { ArticleDetailData } from '../../../../shared/page-data.ts';
import { isFree } from '../../../format/numbers.ts';

const TYPE: Partial<Record<ArticleDetailData['article']['typeCode'], string>> = {
  hotel: 'Hotel',
  restaurant: 'Restaurant',
  shop: 'Store',
  poi: 'TouristAttraction',
  landscape: 'TouristAttraction',
  island: 'TouristAttraction',
  store: 'Product',
  news: 'NewsArticle',
};

export function detailJsonLd(a: ArticleDetailData['article'], url: string, origin: string): Record<string, unknown> | null {
  const type = TYPE[a.typeCode];
  if (!type) return null;
  const x = a.attrs;
  const images = [...new Set([a.cover, ...a.images])].filter((s): s is string => Boolean(s)).map((s) => (s.startsWith('/') ? origin + s : s));
  // No `image` at all when no photo shows the item (its kind tile is not an image of it).
  const base: Record<string, unknown> = { '@context': 'https://schema.org', '@type': type, url, ...(images.length ? { image: images } : {}) };
  if (type === 'NewsArticle') return { ...base, headline: a.title, description: a.summary, datePublished: a.publishTime };
  if (type === 'Product') {
    return {
      ...base,
      name: a.title,
      description: a.summary,
      ...(x.productPrice !== undefined ? { offers: { '@type': 'Offer', price: x.productPrice, priceCurrency: 'CNY', ...(x.shopUrl ? { url: x.shopUrl } : {}) } } : {}),
    };
  }
  const out: Record<string, unknown> = { ...base, name: a.title, description: a.summary };
  if (x.address) out.address = { '@type': 'PostalAddress', streetAddress: x.address, addressCountry: 'CN' };
  if (x.phone) out.telephone = x.phone;
  if (typeof x.lat === 'number' && typeof x.lng === 'number') out.geo = { '@type': 'GeoCoordinates', latitude: x.lat, longitude: x.lng };
  // schema.org: a free place says so (isAccessibleForFree) rather than a price range of "CNY 0".
  if (isFree(x)) out.isAccessibleForFree = true;
  else if (x.priceMin !== undefined) out.priceRange = x.priceMax !== undefined && x.priceMax !== x.priceMin ? `CNY ${x.priceMin}–${x.priceMax}` : `CNY ${x.priceMin}`;
  if (type === 'Hotel' && x.stars) out.starRating = { '@type': 'Rating', ratingValue: x.stars };
  if (type === 'Restaurant' && x.cuisine) out.servesCuisine = x.cuisine;
  if (x.amenities?.length && (type === 'Hotel' || type === 'TouristAttraction')) {
    out.amenityFeature = x.amenities.map((m) => ({ '@type': 'LocationFeatureSpecification', name: m, value: true }));
  }
  return out;
}
