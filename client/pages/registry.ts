/**
 * Route id → lazily imported page module (one chunk per page module), derived from
 * PAGE_SOURCES so the server's modulepreload list and the client's chunks cannot disagree.
 */
import type { ComponentType } from 'react';
import type { RouteId } from '../../shared/routes.ts';
import { PAGE_SOURCES } from './sources.ts';

export interface PageModule {
  Component: ComponentType;
}

// Page modules are the `*Page.tsx` files of each route family folder (home/, articles/, ...).
const modules = import.meta.glob<PageModule>('./*/*Page.tsx');

export const PAGE_MODULES = Object.fromEntries(
  Object.entries(PAGE_SOURCES).map(([id, src]) => {
    const load = modules[src.replace('client/pages/', './')];
    if (!load) throw new Error(`No page module ${src} for route ${id}`);
    return [id, load];
  }),
) as Record<RouteId, () => Promise<PageModule>>;
