/**
 * Parts of a page that hydrate when their code arrives, not with the first screen
 * (docs/decisions/028-lazy-hydration.md). `lazyHydrate(load)` returns a component that renders
 * the loaded component inside its own <Suspense> boundary:
 * - on the server the module is imported when this module is evaluated and awaited before
 *   rendering (`lazyPartsReady` in entry-server's query), so the part is always in the HTML
 *   and no fallback is ever streamed;
 * - on the client the boundary's server HTML stays in place (React's selective hydration)
 *   until the chunk has loaded; clicks that arrive before are replayed (runtime/clickReplay.ts). The chunks
 *   start loading right after hydrateRoot (`startLazyParts`), a page module reached by
 *   client navigation waits for its parts (`lazyPartsReady`), and so does a history traversal
 *   until the first page's parts are in (runtime/holdTraversals.ts): no fallback is ever shown.
 *   On the client a part also waits for the shell's messages (`holdPartsFor`).
 * The first page itself hydrates the same way, unregistered (`hydrateWhenLoaded`,
 * docs/decisions/051-page-hydrates-after-the-shell.md).
 */
import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { installClickReplay, replayClicks } from './runtime/clickReplay.ts';

type Loader = () => Promise<unknown>;

const registered: Loader[] = [];
let started = false;
let gate: Promise<unknown> = Promise.resolve();

/**
 * Later parts hydrate only once `ready` has resolved too: the client's shell messages, of
 * which the entry holds only the first screen's (client/i18n/first-screen.ts).
 */
export function holdPartsFor(ready: Promise<unknown>): void {
  gate = ready;
}

/** Starts every registered part's chunk (the client calls this right after hydrateRoot). */
export function startLazyParts(): void {
  started = true;
  installClickReplay();
  for (const start of registered) void start().catch(() => {});
}

/** Resolves once every part registered so far has loaded (server renders, client navigations). */
export async function lazyPartsReady(): Promise<void> {
  await Promise.all(registered.map((start) => start()));
}

/** The part as it hydrates on the client: once committed, the clicks it missed are replayed. */
function withReplay<P extends object>(component: ComponentType<P>): ComponentType<P> {
  return function Hydrated(props: P) {
    useEffect(replayClicks, []);
    return createElement(component, props);
  };
}

/**
 * A component that hydrates once `load` has resolved, not registered as a part: the first
 * page's module (client/pages/slot.tsx, docs/decisions/051-page-hydrates-after-the-shell.md).
 * Render it inside a <Suspense> the server rendered too. `onCommit` runs when it has hydrated.
 */
export function hydrateWhenLoaded(load: () => Promise<ComponentType>, onCommit: () => void): ComponentType {
  const Loaded = lazy(() =>
    load().then(
      (component) => ({
        default: function HydratedLater() {
          useEffect(() => {
            replayClicks();
            onCommit();
          }, []);
          return createElement(component);
        },
      }),
      // As for a part: the server HTML stays (links and forms work), the chunk-error reload runs.
      () => new Promise<never>(() => {}),
    ),
  );
  return Loaded;
}

export function lazyHydrate<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let promise: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (promise ??= Promise.all([load(), gate]).then(
      ([component]) => {
        loaded = component;
        return { default: import.meta.env.SSR ? component : withReplay(component) };
      },
      (error: unknown) => {
        promise = undefined; // a later render or navigation may retry (chunk recovery, docs/behaviour.md §8)
        throw error;
      },
    ));
  registered.push(start);
  if (import.meta.env.SSR || started) void start().catch(() => {});
  // A chunk that fails to load leaves the server's HTML in place (links still work) rather
  // than an error for the whole page; the chunk-error reload (docs/behaviour.md §8) still runs.
  const Lazy = lazy(() => start().catch(() => new Promise<never>(() => {})));

  function LazyPart(props: P) {
    // Chosen once per mounted instance: switching from Lazy to the loaded component later
    // would remount the part and lose its state.
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Suspense fallback={null}>{createElement(component, props)}</Suspense>;
  }
  LazyPart.displayName = 'LazyPart';
  return LazyPart;
}
