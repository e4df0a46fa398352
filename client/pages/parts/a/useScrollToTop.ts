/**
 * Scroll to the top when a visitor arrives on a page by following a link (a PUSH navigation);
 * back/forward keep their place. The router here restores no scroll position by itself, so
 * without this a detail page opened from far down a list would start half-way down.
 * `withSearch`: a new query string is a new page too (detail ?id=); list pages leave it out
 * so filters and paging keep the visitor where they are.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// useLayoutEffect warns during SSR; the effect only matters in the browser.
const useIsoLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

export function useScrollToTop(withSearch: boolean): void {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  useIsoLayoutEffect(() => {
    if (type === 'PUSH' && !hash) window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, withSearch ? search : '']);
}
