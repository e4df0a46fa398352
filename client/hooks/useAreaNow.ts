/**
 * "Now" for things that change with the time of day ("Open now · closes 18:00"). The first
 * render uses the server's clock from the shell data, so hydration matches the HTML; after
 * that the value advances by the time elapsed in the browser and is re-evaluated at each
 * minute, and when the tab comes back into view (docs/decisions/024-area-time-live-data.md).
 * Elapsed time, not the browser's own date, keeps a pinned server clock (tests, demos) pinned.
 */
import { useEffect, useState } from 'react';

/** Browser time at which each server instant was first seen, shared by every caller. */
const anchors = new Map<string, number>();

function anchorOf(serverNow: string): number {
  let at = anchors.get(serverNow);
  if (at === undefined) {
    at = Date.now();
    anchors.set(serverNow, at);
  }
  return at;
}

export function useAreaNow(serverNow: string): Date {
  const server = Date.parse(serverNow);
  const [now, setNow] = useState(server);
  useEffect(() => {
    const anchor = anchorOf(serverNow);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const t = server + (Date.now() - anchor);
      setNow(t);
      // Just past the next minute boundary, so a time shown with minutes is never a minute late.
      timer = setTimeout(tick, 60_000 - (t % 60_000) + 20);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [serverNow, server]);
  return new Date(now);
}
