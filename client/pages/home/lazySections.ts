/**
 * The home sections below the first screen: rendered by the server with the page, hydrated
 * when their chunk arrives (docs/decisions/028-lazy-hydration.md). The map teaser brings the
 * map's place table, the sections the cards and the image viewer.
 */
import { lazyHydrate } from '../../lazyHydrate.tsx';

const sections = () => import('./Sections.tsx');
export const Intro = lazyHydrate(() => sections().then((m) => m.Intro));
export const Sights = lazyHydrate(() => sections().then((m) => m.Sights));
export const Landscapes = lazyHydrate(() => sections().then((m) => m.Landscapes));
export const Themes = lazyHydrate(() => sections().then((m) => m.Themes));
export const News = lazyHydrate(() => sections().then((m) => m.News));
export const Tiles = lazyHydrate(() => import('./Tiles.tsx').then((m) => m.Tiles));
export const MapTeaser = lazyHydrate(() => import('./MapTeaser.tsx').then((m) => m.MapTeaser));
