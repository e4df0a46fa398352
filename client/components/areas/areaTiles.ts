/**
 * The entry tiles into every content area of the site, in display order: the home page shows
 * them all, /search offers a few when it finds nothing. Titles come from pages.json
 * (`titles.<id>`), the one-line descriptions from places.json (`home.tiles.<id>`).
 */
import { ROUTES, type RouteId } from '../../../shared/routes.ts';
import type { IconName } from '../ui/Icon.tsx';

export interface AreaTile {
  /** Route id of the area (also the title key in pages.json). */
  id: RouteId;
  /** Where the tile leads: the area's own route's path, or the one named in the row. */
  to: string;
  icon: IconName;
}

/** A tile by route ids, so a renamed or removed route fails tsc here instead of leaving a dead tile. */
const tile = (id: RouteId, icon: IconName, to: RouteId = id): AreaTile => ({ id, to: ROUTES[to].path, icon });

export const AREA_TILES: readonly AreaTile[] = [
  tile('scenicArea', 'mountain'),
  tile('landscapes', 'leaf'),
  tile('animal', 'paw'),
  tile('island', 'island'),
  // The themes area opens on its list view.
  tile('theme', 'route', 'themeList'),
  tile('hotel', 'bed'),
  tile('restaurants', 'utensils'),
  tile('shop', 'bag'),
  tile('poi', 'pin'),
  tile('live', 'camera'),
  tile('explain', 'headphones'),
  tile('store', 'gift'),
  tile('ability', 'service'),
  tile('tourist', 'info'),
  tile('trends', 'news'),
];

const SEARCH_FALLBACK_IDS: readonly RouteId[] = ['scenicArea', 'theme', 'hotel', 'restaurants', 'explain', 'tourist'];

/** The areas /search suggests when a search finds nothing, in this order. */
export const SEARCH_FALLBACK_AREAS: readonly AreaTile[] = SEARCH_FALLBACK_IDS.map((id) => AREA_TILES.find((t) => t.id === id)!);
