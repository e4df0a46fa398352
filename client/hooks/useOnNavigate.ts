/**
 * Runs `onNavigate` when the location (path or query) changes, never on mount. A tap that
 * lands while a part is still hydrating is dispatched by React as soon as the part commits,
 * before that commit's effects run (docs/decisions/028-lazy-hydration.md); an effect that
 * "closes on navigation" on mount would then shut the drawer or dropdown the tap just opened.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function useOnNavigate(onNavigate: () => void): void {
  const { pathname, search } = useLocation();
  const where = pathname + search;
  const seen = useRef(where);
  // The callback of the render where the location changed is the one that runs.
  useEffect(() => {
    if (seen.current === where) return;
    seen.current = where;
    onNavigate();
  }, [where]);
}
