/**
 * Which slides of a one-per-view carousel may load their photos yet
 * (docs/decisions/036-slide-photos-wait.md). The slides off screen sit beside the first one,
 * within the browser's lazy-loading distance, so `loading="lazy"` alone fetched every slide's
 * photo with the page: on the home hero some 330 KB competing with the first photo and the
 * scripts on a slow line. A slide whose photo waits is marked `data-photo-wait`, and its
 * photo is not displayed (client/styles/components/carousel.css), which keeps a lazy image
 * from loading; without scripting the rule does not apply and every photo loads as before.
 *
 * The first slide's photo loads with the page. The next one loads once the page has (the
 * `load` event) and each move lets the slide after it load, so a slide's photo is on its way
 * before the carousel moves to it by itself. A visitor reaching for the carousel (pointer,
 * touch, focus) lets them all load.
 */
import { useCallback, useEffect, useState } from 'react';

export interface SlidePhotos {
  /** Whether slide `i`'s photo waits (the slide carries `data-photo-wait`). */
  waits(i: number): boolean;
  /** The visitor reached for the carousel: every photo may load. */
  reach(): void;
}

export function useSlidePhotos(active: number, enabled: boolean): SlidePhotos {
  // The last slide whose photo may load; the server's HTML lets only the first one.
  const [upTo, setUpTo] = useState(0);
  const allow = useCallback((i: number) => setUpTo((u) => Math.max(u, i)), []);

  useEffect(() => {
    if (!enabled) return;
    const next = () => allow(1);
    if (document.readyState === 'complete') {
      next();
      return;
    }
    window.addEventListener('load', next, { once: true });
    return () => window.removeEventListener('load', next);
  }, [enabled, allow]);

  useEffect(() => {
    if (active > 0) allow(active + 1);
  }, [active, allow]);

  const reach = useCallback(() => allow(Number.POSITIVE_INFINITY), [allow]);
  return { waits: (i) => enabled && i > upTo, reach };
}
