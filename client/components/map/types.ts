/** What the map components draw: places with coordinates, and the area's frame. */
import type { HomeModule } from '../../../shared/api/content.ts';

/** The home module's map block: centre, zoom and bounds ([[minLng, minLat], [maxLng, maxLat]]). */
export type MapFrame = HomeModule['map'];

export type MarkerKind =
  | 'scenic'
  | 'hotel'
  | 'restaurant'
  | 'shop'
  | 'poi'
  | 'animal'
  | 'island'
  | 'landscape'
  | 'live'
  | 'explain'
  | 'service'
  | 'other';

export interface MapPlace {
  id: string | number;
  name: string;
  /** GCJ-02, as AMap uses them. */
  lng: number;
  lat: number;
  /** Unprefixed path of the place's page (details), or null. */
  href: string | null;
  kind: MarkerKind;
  /** One short line under the name in the popup (hours, price…). */
  note?: string;
}
