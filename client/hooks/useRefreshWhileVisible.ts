/**
 * Re-runs the page's loaders every `ms` while the tab is visible, and at once when it comes
 * back into view after a longer absence (live-camera snapshots, docs/decisions/024-area-time-live-data.md).
 * Paused while hidden: a background tab costs the site nothing.
 */
import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';

export function useRefreshWhileVisible(ms: number): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let last = Date.now();
    const run = () => {
      last = Date.now();
      void revalidate();
    };
    const start = () => {
      clearInterval(timer);
      timer = setInterval(run, ms);
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return clearInterval(timer);
      if (Date.now() - last >= ms) run();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms, revalidate]);
}
