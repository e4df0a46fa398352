/**
 * History traversals wait for the parts still hydrating (docs/decisions/028-lazy-hydration.md).
 *
 * React 19 renders a transition started inside a `popstate` event synchronously, so the
 * browser can restore scroll at once (`shouldAttemptEagerTransition` in react-dom; React PR
 * #26025). React Router's location update on a fragment link (the skip link's `#main`) or on
 * back/forward is such a transition. A lazily hydrated part whose chunk has not arrived yet
 * cannot hydrate in that synchronous render, so React client-renders its boundary and the
 * server HTML is replaced by the empty fallback: the footer, with the rescue numbers,
 * vanished until its chunk came in (seen on one bar of signal, and in CI under load).
 *
 * From before the router listens until the first page's parts are in, a traversal is held from
 * the router (the browser has already scrolled and moved focus) and dispatched again after;
 * the parts then hydrate in that render instead of being replaced. Parts of pages reached
 * later are in before their page renders (`lazyPartsReady` in the routes' loaders). Several
 * traversals in the wait are one: the router reads the location as it is when the event
 * reaches it.
 *
 * A part whose chunk failed (offline with no worker, where nothing can answer the chunk-error
 * reload) would be replaced for good, so a failure does not end the hold: a traversal within
 * the page (a fragment) stays with the browser, and the part keeps its server HTML. A traversal
 * to another page goes on to the router, whose navigation handles the failure as any other (a
 * reload, or the offline message).
 *
 * `renderedPath`: the path and query the router shows. Returns the release: call it with the
 * promise of the parts being in.
 */
export function holdTraversals(renderedPath: () => string): (ready: Promise<unknown>) => void {
  let held = false;
  let failed = false;
  // Capture, and added before the router's history listens: it runs first on window.
  const hold = (event: Event) => {
    if (failed && location.pathname + location.search !== renderedPath()) return;
    event.stopImmediatePropagation();
    held = true;
  };
  addEventListener('popstate', hold, true);
  return (ready) => {
    ready.then(
      // A task after the parts are in, so React has seen its lazy components resolve.
      () =>
        setTimeout(() => {
          removeEventListener('popstate', hold, true);
          if (held) dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }),
      () => (failed = true),
    );
  };
}
