/**
 * The visitor's "reduce motion" setting: one query for the whole client. Nothing auto-advances,
 * glides or animates when it is on.
 */
import { useEffect, useState } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The setting's media query list, or null where there is none (server, old browsers). */
function reducedMotionQuery(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION_QUERY) : null;
}

/** For event handlers and non-React code: is reduced motion asked for right now? */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

/** 'smooth' unless reduced motion is asked for (scrollIntoView / scrollTo behaviour). */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * For components: false on the server and the first client render (so hydration matches),
 * then the live setting, following changes.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = reducedMotionQuery();
    if (!mq) return;
    setReduced(mq.matches);
    const on = () => setReduced(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduced;
}
