/**
 * The 3 px gradient loading bar at the top (docs/behaviour.md §2, §4, §9), driven by react-router's
 * useNavigation(). Both layouts render one: the normal shell reports navigations that end
 * well, the error layout (`error`) those that end on an error route — red. The state lives in
 * one controller (client/runtime/loadingBar.ts), so the bar carries on across the switch.
 * Decorative for assistive technology: <main> gets aria-busy during navigations instead.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router-dom';
import { LOADING_BAR, loadingBar } from '../../runtime/loadingBar.ts';

export function LoadingBar({ error = false }: { error?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) loadingBar.start();
    else loadingBar.finish(error);
  }, [busy, error]);
  const state = useSyncExternalStore(
    loadingBar.subscribe,
    () => loadingBar.state,
    () => loadingBar.state,
  );
  return (
    <div
      className="loading-bar"
      data-testid="loading-bar"
      data-phase={state.phase}
      data-error={state.error ? 'true' : 'false'}
      aria-hidden="true"
      style={{ height: LOADING_BAR.height, ['--loading-duration' as string]: `${LOADING_BAR.durationMs}ms` }}
    >
      <div className="loading-bar__fill" />
    </div>
  );
}

/** True while a navigation is under way (for aria-busy on <main>). */
export function useNavigating(): boolean {
  return useNavigation().state !== 'idle';
}
