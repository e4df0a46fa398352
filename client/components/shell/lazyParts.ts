/**
 * Shell parts that hydrate after the first screen, each in its own chunk
 * (docs/decisions/028-lazy-hydration.md). The header's buttons among them still answer a
 * click that arrives first: React replays it once the part has hydrated.
 */
import { lazyHydrate } from '../../lazyHydrate.tsx';

export const Footer = lazyHydrate(() => import('../Footer.tsx').then((m) => m.Footer));
export const MusicDock = lazyHydrate(() => import('./MusicDock.tsx').then((m) => m.MusicDock));
export const MobileNav = lazyHydrate(() => import('./MobileNav.tsx').then((m) => m.MobileNav));
export const SearchToggle = lazyHydrate(() => import('./SearchToggle.tsx').then((m) => m.SearchToggle));
