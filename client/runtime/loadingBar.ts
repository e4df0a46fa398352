/**
 * The loading bar's state machine (docs/behaviour.md §2, §4, §9): idle → waiting (200 ms throttle,
 * quick navigations never show it) → loading (estimated progress over 2000 ms) → done
 * (100 %, hidden 500 ms later) → hiding → idle 400 ms after that. A navigation that ends on
 * an error route finishes red, shown even if it was quicker than the throttle.
 * One controller for the page: the layouts' bars (normal and error) read the same state.
 */
export const LOADING_BAR = { height: 3, throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 } as const;

type LoadingPhase = 'idle' | 'waiting' | 'loading' | 'done' | 'hiding';

export interface LoadingBarState {
  phase: LoadingPhase;
  error: boolean;
}

type Timer = ReturnType<typeof setTimeout>;

export function createLoadingBar(timing = LOADING_BAR) {
  let state: LoadingBarState = { phase: 'idle', error: false };
  const listeners = new Set<() => void>();
  let timers: Timer[] = [];

  const set = (next: LoadingBarState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  const clear = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  const later = (ms: number, fn: () => void) => timers.push(setTimeout(fn, ms));

  return {
    get state() {
      return state;
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    start() {
      if (state.phase === 'waiting' || state.phase === 'loading') return;
      clear();
      set({ phase: 'waiting', error: false });
      later(timing.throttleMs, () => set({ phase: 'loading', error: false }));
    },
    finish(error: boolean) {
      const running = state.phase === 'waiting' || state.phase === 'loading';
      if (!running) return;
      clear();
      if (state.phase === 'waiting' && !error) {
        set({ phase: 'idle', error: false });
        return;
      }
      set({ phase: 'done', error });
      later(timing.hideDelayMs, () => {
        set({ phase: 'hiding', error });
        later(timing.resetDelayMs, () => set({ phase: 'idle', error }));
      });
    },
  };
}


/** The page's one bar. */
export const loadingBar = createLoadingBar();
