/**
 * Paging links (PRODUCT.md §4: paging that survives a reload). The page lives in the query
 * string (`?page=`, page 1 drops it); every other parameter (filters, search) is kept.
 * Links, not buttons: they work before hydration and can be opened in a new tab.
 */
import { useTranslation } from 'react-i18next';
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

const item =
  'inline-flex min-w-10 h-10 items-center justify-center rounded-full px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const idle = 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';
const current = 'bg-brand-700 text-white dark:bg-brand-300 dark:text-gray-950';
const disabled = 'text-gray-400 dark:text-gray-600 cursor-not-allowed';

export function Pagination({ pageNum, pageSize, total, param = 'page', className = '' }: PaginationProps) {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (last <= 1) return null;
  const page = Math.min(Math.max(1, pageNum), last);
  const href = (p: number) => ({ pathname, search: withParams(search, { [param]: p > 1 ? p : null }) });

  const edge = (to: number, label: string, icon: 'chevronLeft' | 'chevronRight', rel: 'prev' | 'next', off: boolean) =>
    off ? (
      <span className={`${item} ${disabled}`} aria-disabled="true">
        <Icon name={icon} className="size-4" />
        <span className="sr-only sm:not-sr-only sm:ml-1">{label}</span>
      </span>
    ) : (
      <Link to={href(to)} rel={rel} className={`${item} ${idle}`} aria-label={label}>
        {icon === 'chevronLeft' && <Icon name={icon} className="size-4" />}
        <span className="hidden sm:inline sm:mx-1">{label}</span>
        {icon === 'chevronRight' && <Icon name={icon} className="size-4" />}
      </Link>
    );

  return (
    <nav className={`pagination flex items-center justify-center gap-1 ${className}`} aria-label={t('ui.pagination')}>
      {edge(page - 1, t('common.prev'), 'chevronLeft', 'prev', page <= 1)}
      <ol className="flex items-center gap-1">
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="px-1 text-gray-500 dark:text-gray-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p} className={p === page || p === 1 || p === last ? '' : 'hidden sm:block'}>
              {p === page ? (
                <span className={`${item} ${current}`} aria-current="page">
                  <span className="sr-only">{t('ui.page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <Link to={href(p)} className={`${item} ${idle}`} aria-label={t('ui.page', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {edge(page + 1, t('common.next'), 'chevronRight', 'next', page >= last)}
      <p className="sr-only" aria-live="polite">
        {t('ui.pageOf', { page, last })}
      </p>
    </nav>
  );
}
