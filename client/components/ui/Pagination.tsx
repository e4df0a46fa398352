/**
 * Paging links (docs/product.md §4: paging that survives a reload). The page lives in the query
 * string (`?page=`, page 1 drops it); every other parameter (filters, search) is kept.
 * Links, not buttons: they work before hydration and can be opened in a new tab. Drawn by
 * the design system's `.pagination` classes; on a phone only the first, current and last
 * page numbers show between previous and next.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from './Icon.tsx';
import { pageWindow, withParams } from './query.ts';

export interface PaginationProps {
  pageNum: number;
  pageSize: number;
  total: number;
  /** Query parameter holding the page number. */
  param?: string;
  className?: string;
}

export function Pagination({ pageNum, pageSize, total, param = 'page', className = '' }: PaginationProps) {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (last <= 1) return null;
  const page = Math.min(Math.max(1, pageNum), last);
  const href = (p: number) => ({ pathname, search: withParams(search, { [param]: p > 1 ? p : null }) });

  const edge = (to: number, label: string, rel: 'prev' | 'next', off: boolean) => {
    const icon = <Icon name={rel === 'prev' ? 'chevronLeft' : 'chevronRight'} className="size-4" />;
    const text = <span className="hidden sm:inline">{label}</span>;
    const inner = rel === 'prev' ? [icon, text] : [text, icon];
    return (
      <li>
        {off ? (
          <span className="pagination__link gap-1" aria-disabled="true">
            {inner[0]}
            {inner[1]}
            <span className="sr-only sm:hidden">{label}</span>
          </span>
        ) : (
          <Link to={href(to)} rel={rel} className="pagination__link gap-1" aria-label={label}>
            {inner[0]}
            {inner[1]}
          </Link>
        )}
      </li>
    );
  };

  return (
    <nav className={`pagination ${className}`} aria-label={t('ui.pagination')} data-testid="pagination">
      <ol className="pagination__list">
        {edge(page - 1, t('common.prev'), 'prev', page <= 1)}
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p} className={p === page || p === 1 || p === last ? '' : 'hidden sm:block'}>
              {p === page ? (
                // A span has no role that takes a name (aria-label would be ignored), so its
                // words are its text: the number as drawn, "Page N, current" for the ear.
                <span className="pagination__link" aria-current="page">
                  <span aria-hidden="true">{p}</span>
                  <span className="sr-only">{t('ui.pageCurrent', { page: p })}</span>
                </span>
              ) : (
                <Link to={href(p)} className="pagination__link" aria-label={t('ui.page', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {edge(page + 1, t('common.next'), 'next', page >= last)}
      </ol>
      <p className="sr-only" aria-live="polite">
        {t('ui.pageOf', { page, last })}
      </p>
    </nav>
  );
}
