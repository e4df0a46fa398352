/**
 * The place map as the pages use it: rendered by the server with the page, hydrated when
 * its chunk (the schematic, AMap loader, zoom) arrives (docs/decisions/028-lazy-hydration.md).
 */
import { lazyHydrate } from '../../lazyHydrate.tsx';

export const PlaceMap = lazyHydrate(() => import('./PlaceMap.tsx').then((m) => m.PlaceMap));
