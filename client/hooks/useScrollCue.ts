/**
 * A row that scrolls sideways on a phone (filter chips, tabs) shows that it does: the
 * `.scroll-cue` class fades the edge that has more behind it (data-more-start / -end, kept
 * up to date here on scroll and resize), and the chosen item (aria-current) is scrolled into
 * the row's view, so "Audio guid…" never hides the tab the visitor is on.
 */
import { useEffect, useRef } from 'react';

export function useScrollCue<T extends HTMLElement>(activeKey: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const max = row.scrollWidth - row.clientWidth;
      row.toggleAttribute('data-more-start', max > 1 && row.scrollLeft > 1);
      row.toggleAttribute('data-more-end', max > 1 && row.scrollLeft < max - 1);
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  useEffect(() => {
    const row = ref.current;
    const active = row?.querySelector<HTMLElement>('[aria-current]:not([aria-current="false"])');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const a = active.getBoundingClientRect();
    const r = row.getBoundingClientRect();
    // Centre the chosen item in the row; only the row scrolls, never the page.
    row.scrollLeft += a.left + a.width / 2 - (r.left + r.width / 2);
  }, [activeKey]);
  return ref;
}
