/**
 * The moving part of the carousel: a horizontally scrolling track with scroll-snap (touch,
 * trackpad and no-JS all work); this hook measures where it can rest ("stops") and which stop
 * is current, and scrolls to a stop on request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { scrollBehavior } from '../../hooks/useReducedMotion.ts';

export function useSnapTrack(slideCount: number) {
  const track = useRef<HTMLDivElement>(null);
  // Scroll positions the track can rest at: one per slide, except that slides which can
  // never reach the left edge (the last ones in a multi view) share the end position.
  // Before measuring (server render) every slide is a stop.
  const [stops, setStops] = useState<number[] | null>(null);
  const [active, setActive] = useState(0);
  // While the track glides to a stop it was sent to, the positions it passes on the way
  // must not move the current dot (two quick presses of → would otherwise lose a step).
  const target = useRef<number | null>(null);

  const measure = useCallback(() => {
    const el = track.current;
    const first = el?.firstElementChild as HTMLElement | null;
    if (!el || !first) return;
    const max = el.scrollWidth - el.clientWidth;
    const xs: number[] = [];
    for (const child of Array.from(el.children) as HTMLElement[]) {
      const x = child.offsetLeft - first.offsetLeft;
      if (x < max - 2) xs.push(x);
    }
    if (max > 0) xs.push(max);
    setStops(xs.length ? xs : [0]);
  }, []);

  const nearest = useCallback(() => {
    const el = track.current;
    if (!el || !stops) return 0;
    let best = 0;
    stops.forEach((x, i) => {
      if (Math.abs(x - el.scrollLeft) < Math.abs(stops[best]! - el.scrollLeft)) best = i;
    });
    return best;
  }, [stops]);

  const onScroll = useCallback(() => {
    const el = track.current;
    if (!el || !stops) return;
    if (target.current !== null) {
      if (Math.abs(el.scrollLeft - stops[target.current]!) > 2) return;
      target.current = null;
    }
    setActive(nearest());
  }, [stops, nearest]);

  /** The visitor takes over (finger, wheel, scrollbar): follow the scroll position again. */
  const release = useCallback(() => {
    target.current = null;
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScrollEnd = () => {
      target.current = null;
      setActive(nearest());
    };
    el.addEventListener('scrollend', onScrollEnd);
    return () => el.removeEventListener('scrollend', onScrollEnd);
  }, [nearest]);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [measure, slideCount]);

  useEffect(() => setActive(nearest()), [nearest]);

  const goTo = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el || !stops) return;
      const n = Math.max(0, Math.min(stops.length - 1, i));
      setActive(n);
      target.current = Math.abs(el.scrollLeft - stops[n]!) > 2 ? n : null;
      el.scrollTo({ left: stops[n]!, behavior: scrollBehavior() });
    },
    [stops],
  );

  return { track, measured: stops !== null, count: stops?.length ?? slideCount, active, heading: target, goTo, onScroll, release };
}
