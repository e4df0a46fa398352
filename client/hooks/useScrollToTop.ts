/**
 * Scroll to the top when a visitor arrives on a new page by following a link (a PUSH
 * navigation); back/forward keep their place. A new path, or a new `?id=` (detail pages), is
 * a new page; other query changes (filters, paging, search terms) keep the visitor where
 * they are. Without this, a page opened from far down a list would start half-way down.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// useLayoutEffect warns during SSR; the effect only matters in the browser.
const useIsoLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

export function useScrollToTop(): void {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const id = new URLSearchParams(search).get('id');
  useIsoLayoutEffect(() => {
    if (type === 'PUSH' && !hash) window.scrollTo(0, 0);
    // Only a new page (path or item) scrolls; a filter or paging change in the query keeps the place.
  }, [pathname, id]);
}
