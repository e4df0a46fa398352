/**
 * The entry tiles into every content area of the site, in display order: the home page shows
 * them all, /search offers a few when it finds nothing. Titles come from pages.json
 * (`titles.<id>`), the one-line descriptions from places.json (`home.tiles.<id>`).
 */
import type { IconName } from '../ui/Icon.tsx';

export interface AreaTile {
  /** Route id (also the title key in pages.json). */
  id: string;
  to: string;
  icon: IconName;
}

export const AREA_TILES: readonly AreaTile[] = [
  { id: 'scenicArea', to: '/scenicArea', icon: 'mountain' },
  { id: 'landscapes', to: '/landscapes', icon: 'leaf' },
  { id: 'animal', to: '/animal', icon: 'paw' },
  { id: 'island', to: '/island', icon: 'island' },
  { id: 'theme', to: '/theme/list', icon: 'route' },
  { id: 'hotel', to: '/hotel', icon: 'bed' },
  { id: 'restaurants', to: '/restaurants', icon: 'utensils' },
  { id: 'shop', to: '/shop', icon: 'bag' },
  { id: 'poi', to: '/poi', icon: 'pin' },
  { id: 'live', to: '/live', icon: 'camera' },
  { id: 'explain', to: '/explain', icon: 'headphones' },
  { id: 'store', to: '/store', icon: 'gift' },
  { id: 'ability', to: '/ability', icon: 'service' },
  { id: 'tourist', to: '/tourist', icon: 'info' },
  { id: 'trends', to: '/trends', icon: 'news' },
];

/** The areas /search suggests when a search finds nothing. */
export const SEARCH_FALLBACK_AREAS: readonly AreaTile[] = ['scenicArea', 'theme', 'hotel', 'restaurants', 'explain', 'tourist'].map(
  (id) => AREA_TILES.find((tile) => tile.id === id)!,
);
