/**
 * Shell parts that hydrate after the first screen, each in its own chunk
 * (docs/decisions/028-lazy-hydration.md). The header's buttons among them still answer a
 * click that arrives first: React replays it once the part has hydrated.
 *
 * The utility row's chips and menus, the desktop menu and the urgent band are here too
 * (docs/decisions/051-page-hydrates-after-the-shell.md): links that work as HTML, shown only
 * on wide screens (the chips, the menus) or without a control (the band); their dropdowns'
 * buttons are replayed like the others.
 */
import { lazyHydrate } from '../../lazyHydrate.tsx';

export const Footer = lazyHydrate(() => import('../Footer.tsx').then((m) => m.Footer));
export const MusicDock = lazyHydrate(() => import('./MusicDock.tsx').then((m) => m.MusicDock));
export const MobileNav = lazyHydrate(() => import('./MobileNav.tsx').then((m) => m.MobileNav));
export const SearchToggle = lazyHydrate(() => import('./SearchToggle.tsx').then((m) => m.SearchToggle));
export const UrgentBanner = lazyHydrate(() => import('./UrgentBanner.tsx').then((m) => m.UrgentBanner));
export const OpenNow = lazyHydrate(() => import('../open-now/OpenNow.tsx').then((m) => m.OpenNow));
export const WeatherChip = lazyHydrate(() => import('./Weather.tsx').then((m) => m.WeatherChip));
export const FlowChip = lazyHydrate(() => import('./Flow.tsx').then((m) => m.FlowChip));
export const DesktopNav = lazyHydrate(() => import('./DesktopNav.tsx').then((m) => m.DesktopNav));
export const ExternalMenu = lazyHydrate(() => import('./ExternalMenu.tsx').then((m) => m.ExternalMenu));
export const ExternalList = lazyHydrate(() => import('./ExternalMenu.tsx').then((m) => m.ExternalList));
export const A11yButton = lazyHydrate(() => import('./A11yToolbar.tsx').then((m) => m.A11yButton));
export const A11yHost = lazyHydrate(() => import('./A11yToolbar.tsx').then((m) => m.A11yHost));
