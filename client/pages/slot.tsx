/**
 * Every page renders inside its own <Suspense> boundary, on the server and on the client, so
 * the first page's module can hydrate after the shell: the client gives the boundary a
 * React.lazy of the module (hydrateWhenLoaded), React keeps the server's HTML of the page until
 * it arrives (docs/decisions/051-page-hydrates-after-the-shell.md). A page reached by client
 * navigation has its module already (the router awaits the route's `lazy`): nothing suspends.
 */
import { createElement, Suspense, type ComponentType } from 'react';

const slots = new WeakMap<ComponentType, ComponentType>();

/** The route's Component for a page component: the same one for the same page. */
export function inSlot(Page: ComponentType): ComponentType {
  let slot = slots.get(Page);
  if (!slot) {
    slot = function PageSlot() {
      return <Suspense fallback={null}>{createElement(Page)}</Suspense>;
    };
    slots.set(Page, slot);
  }
  return slot;
}
