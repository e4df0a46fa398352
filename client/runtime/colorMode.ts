/**
 * Colour mode at run time (docs/behaviour.md §4; docs/product.md §5): the visitor's preference (light, dark,
 * system) kept in localStorage under COLOR_MODE_KEY, a page's forced mode, and the effective
 * mode on <html> (the `dark` class Tailwind's dark: variant reads). The inline script in
 * shared/pre-paint/color-mode.ts does the same before the first paint; this module keeps it right after.
 */
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { COLOR_MODE_KEY, FORCED_COLOR_MODES, THEME_COLORS, type ColorMode, type ColorModePreference } from '../../shared/pre-paint/color-mode.ts';

export type { ColorModePreference };

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
/** Forced by a mounted page (useForceColorMode) and by the current path (FORCED_COLOR_MODES). */
let hookForced: ColorMode | null = null;
let pathForced: ColorMode | null = null;

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

function asMode(v: unknown): ColorMode | null {
  return v === 'light' || v === 'dark' ? v : null;
}

function forcedForPath(pathname: string): ColorMode | null {
  let p = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return Object.prototype.hasOwnProperty.call(FORCED_COLOR_MODES, p) ? (FORCED_COLOR_MODES[p] ?? null) : null;
}

/** Puts the effective mode on <html> and notifies subscribers. */
function apply(preference: ColorModePreference, forced: ColorMode | null): void {
  const mode: ColorMode = forced ?? (preference === 'system' ? systemMode() : preference);
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
  root.setAttribute('data-color-mode', preference);
  if (forced) root.setAttribute('data-forced-color-mode', forced);
  else root.removeAttribute('data-forced-color-mode');
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
  hookForced = asMode(document.documentElement.getAttribute('data-force-color-mode'));
  pathForced = forcedForPath(location.pathname);
  const forced = hookForced ?? pathForced;
  state = { preference: readPreference(), forced, mode: document.documentElement.classList.contains('dark') ? 'dark' : 'light' };
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => apply(state.preference, hookForced ?? pathForced));
  // Another tab changed the preference: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === COLOR_MODE_KEY) apply(readPreference(), hookForced ?? pathForced);
  });
}

function setColorModePreference(preference: ColorModePreference): void {
  start();
  try {
    if (preference === 'system') localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, preference);
  } catch {
    /* storage blocked: the choice still applies to this page */
  }
  apply(preference, hookForced ?? pathForced);
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
 * Forces light or dark while the calling page is mounted (docs/behaviour.md §4: system cannot be
 * forced, so only 'light' | 'dark' | null). For the first paint of a full load, also list the
 * page's path in FORCED_COLOR_MODES (shared/pre-paint/color-mode.ts), or the first frame shows the
 * visitor's own mode until hydration.
 */
function useForceColorMode(mode: ColorMode | null): void {
  useIsoLayoutEffect(() => {
    const m = asMode(mode);
    if (!m) return;
    start();
    hookForced = m;
    document.documentElement.setAttribute('data-force-color-mode', m);
    apply(state.preference, m);
    return () => {
      hookForced = null;
      document.documentElement.removeAttribute('data-force-color-mode');
      apply(state.preference, pathForced);
    };
  }, [mode]);
}

/** Called on every location change: the path-forced mode follows the current path. */
export function syncPathForcedMode(pathname: string): void {
  start();
  pathForced = forcedForPath(pathname);
  apply(state.preference, hookForced ?? pathForced);
}
