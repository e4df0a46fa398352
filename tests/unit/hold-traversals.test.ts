/**
 * The traversal hold (client/runtime/holdTraversals.ts) on a window stand-in: an EventTarget
 * for the events, and the location the browser has moved to. The browser suite
 * (tests/browser/lazy-hydration.test.ts) shows the footer it protects.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdTraversals } from '../../client/runtime/holdTraversals.ts';

class PopStateEvent extends Event {
  readonly state: unknown;
  constructor(type: string, init: { state: unknown }) {
    super(type);
    this.state = init.state;
  }
}

let win: EventTarget;
/** What the router saw: one entry per popstate that reached it. */
let routerSaw: string[];
/** The path and query the router shows. */
let rendered: string;
const moveTo = (path: string) => vi.stubGlobal('location', new URL(path, 'https://qinglan.example'));
const traverse = () => win.dispatchEvent(new PopStateEvent('popstate', { state: null }));
/** A task later: time for a release that should not come. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  win = new EventTarget();
  vi.stubGlobal('addEventListener', win.addEventListener.bind(win));
  // Node's EventTarget removes a capture listener only when asked with { capture: true }; a
  // browser also takes the boolean the hold passes.
  vi.stubGlobal('removeEventListener', (type: string, listener: EventListener, options?: boolean | EventListenerOptions) =>
    win.removeEventListener(type, listener, typeof options === 'boolean' ? { capture: options } : options),
  );
  vi.stubGlobal('dispatchEvent', win.dispatchEvent.bind(win));
  vi.stubGlobal('PopStateEvent', PopStateEvent);
  vi.stubGlobal('history', { state: null });
  routerSaw = [];
  rendered = '/en/hotel';
  moveTo('/en/hotel');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The hold, then the router's own listener (added after it, as createBrowserRouter does). */
function boot() {
  const release = holdTraversals(() => rendered);
  win.addEventListener('popstate', () => routerSaw.push(location.pathname + location.search + location.hash));
  return release;
}

describe('holdTraversals', () => {
  it('holds traversals until the parts are in, then hands the router one', async () => {
    const release = boot();
    let partsIn!: () => void;
    release(new Promise<void>((resolve) => (partsIn = resolve)));
    moveTo('/en/hotel#main');
    traverse();
    moveTo('/en/hotel');
    traverse();
    await aTaskLater();
    expect(routerSaw).toEqual([]);

    partsIn();
    await expect.poll(() => routerSaw).toEqual(['/en/hotel']);
    moveTo('/en/hotel#main');
    traverse();
    expect(routerSaw).toEqual(['/en/hotel', '/en/hotel#main']);
  });

  it('hands the router nothing when nothing was held', async () => {
    boot()(Promise.resolve());
    await aTaskLater();
    expect(routerSaw).toEqual([]);
  });

  it('after a part failed, keeps holding traversals within the page and passes those to another page', async () => {
    const release = boot();
    release(Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await aTaskLater();

    moveTo('/en/hotel#main');
    traverse();
    moveTo('/en/hotel');
    traverse();
    expect(routerSaw).toEqual([]);

    // A navigation went on to a detail (the router showed its error page, offline); Back
    // leads to the list again, which the router must render.
    rendered = '/en/hotel/detail?id=1001';
    moveTo('/en/hotel');
    traverse();
    expect(routerSaw).toEqual(['/en/hotel']);
    rendered = '/en/hotel';
    moveTo('/en/hotel#main');
    traverse();
    expect(routerSaw).toEqual(['/en/hotel']);
  });
});
