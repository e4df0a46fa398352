/**
 * Colour mode at run time (SPEC.md §4; PRODUCT.md §5): the visitor's preference (light, dark,
 * system) kept in localStorage under COLOR_MODE_KEY, a page's forced mode, and the effective
 * mode on <html> (the `dark` class Tailwind's dark: variant reads). The inline script in
 * colorModeScript.ts does the same before the first paint; this module keeps it right after.
 */
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { COLOR_MODE_KEY, THEME_COLORS, type ColorMode, type ColorModePreference } from './colorModeScript.ts';

export type { ColorMode, ColorModePreference };

export interface ColorModeState {
  preference: ColorModePreference;
  /** The mode a page forces, or null. */
  forced: ColorMode | null;
  /** What is shown. */
  mode: ColorMode;
}

const SERVER_STATE: ColorModeState = { preference: 'system', forced: null, mode: 'light' };
const listeners = new Set<() => void>();
let state: ColorModeState = SERVER_STATE;
let started = false;

function readPreference(): ColorModePreference {
  try {
    const p = localStorage.getItem(COLOR_MODE_KEY);
    return p === 'light' || p === 'dark' ? p : 'system';
  } catch {
    return 'system';
  }
}

function systemMode(): ColorMode {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function readForced(): ColorMode | null {
  const f = document.documentElement.getAttribute('data-force-color-mode') ?? document.documentElement.getAttribute('data-forced-color-mode');
  return f === 'light' || f === 'dark' ? f : null;
}

/** Puts the effective mode on <html> and notifies subscribers. */
function apply(preference: ColorModePreference, forced: ColorMode | null): void {
  const mode: ColorMode = forced ?? (preference === 'system' ? systemMode() : preference);
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
  root.setAttribute('data-color-mode', preference);
  const explicit = preference !== 'system' || forced !== null;
  document.querySelectorAll('meta[name="theme-color"]').forEach((m) => {
    const media = m.getAttribute('media') ?? '';
    const own: ColorMode = media.includes('dark') ? 'dark' : 'light';
    m.setAttribute('content', THEME_COLORS[explicit ? mode : own]);
  });
  if (state.preference !== preference || state.forced !== forced || state.mode !== mode) {
    state = { preference, forced, mode };
    listeners.forEach((l) => l());
  }
}

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  state = { preference: readPreference(), forced: readForced(), mode: document.documentElement.classList.contains('dark') ? 'dark' : 'light' };
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => apply(state.preference, state.forced));
  // Another tab changed the preference: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === COLOR_MODE_KEY) apply(readPreference(), state.forced);
  });
}

export function setColorModePreference(preference: ColorModePreference): void {
  start();
  try {
    if (preference === 'system') localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, preference);
  } catch {
    /* storage blocked: the choice still applies to this page */
  }
  apply(preference, state.forced);
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): ColorModeState & { setPreference: (p: ColorModePreference) => void } {
  const s = useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
  return { ...s, setPreference: setColorModePreference };
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Forces light or dark while the calling page is mounted (SPEC.md §4: system cannot be
 * forced, so only 'light' | 'dark' | null). For the first paint of a full load, also list the
 * page's path in FORCED_COLOR_MODES (colorModeScript.ts).
 */
export function useForceColorMode(mode: ColorMode | null): void {
  useIsoLayoutEffect(() => {
    if (mode !== 'light' && mode !== 'dark') return;
    start();
    const root = document.documentElement;
    root.setAttribute('data-force-color-mode', mode);
    root.setAttribute('data-forced-color-mode', mode);
    apply(state.preference, mode);
    return () => {
      root.removeAttribute('data-force-color-mode');
      root.removeAttribute('data-forced-color-mode');
      apply(state.preference, null);
    };
  }, [mode]);
}

/** Re-reads <html> after a path-forced first paint is left by a client navigation. */
export function clearPathForcedMode(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-forced-color-mode') && !root.hasAttribute('data-force-color-mode')) {
    root.removeAttribute('data-forced-color-mode');
    start();
    apply(state.preference, null);
  }
}
