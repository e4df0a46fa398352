/** Content → map places: only entries with coordinates become markers. */
import type { ArticleSummary, ScenicSpot } from '../../../shared/api/content.ts';
import { articleHref } from '../../../shared/routes.ts';
import type { MapPlace, MarkerKind } from './types.ts';

const KINDS: ReadonlySet<string> = new Set(['hotel', 'restaurant', 'shop', 'poi', 'animal', 'island', 'landscape', 'live', 'explain', 'service']);

export function articlePlaces(articles: ArticleSummary[], note?: (a: ArticleSummary) => string | undefined): MapPlace[] {
  return articles
    .filter((a) => typeof a.attrs.lng === 'number' && typeof a.attrs.lat === 'number')
    .map((a) => ({
      id: a.id,
      name: a.title,
      lng: a.attrs.lng!,
      lat: a.attrs.lat!,
      href: articleHref(a.typeCode, a.id),
      kind: (KINDS.has(a.typeCode) ? a.typeCode : 'other') as MarkerKind,
      note: note?.(a),
    }));
}

/** Spots as pins; the opening hours become the pin's note where the page has them. */
export function scenicPlaces(spots: (Pick<ScenicSpot, 'id' | 'name' | 'lng' | 'lat'> & Partial<Pick<ScenicSpot, 'openHours'>>)[]): MapPlace[] {
  return spots
    .filter((s) => Number.isFinite(s.lng) && Number.isFinite(s.lat))
    .map((s) => ({ id: `s${s.id}`, name: s.name, lng: s.lng, lat: s.lat, href: `/scenicArea#spot-${s.id}`, kind: 'scenic' as const, note: s.openHours }));
}
