/**
 * One row of filter chips bound to a query parameter (`?category=`, `?stars=`…). Choosing a
 * chip keeps the other parameters and drops `page` (a new filter starts at page 1). Links,
 * so filters work before hydration and survive a reload. Scroll position is kept.
 */
import { Link, useLocation } from 'react-router-dom';
import { withParams } from './query.ts';

export interface ChipOption {
  value: string;
  label: string;
}

export interface FilterChipsProps {
  /** Query parameter the chips set. */
  param: string;
  options: ChipOption[];
  /** Currently selected value (null = all). */
  current: string | null;
  /** Label of the "all" chip (clears the parameter). */
  allLabel: string;
  /** Accessible group name, also shown as a small heading. */
  label: string;
  /** Other parameters reset together with this one (besides `page`). */
  resets?: string[];
  className?: string;
}

const chip =
  'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const on = 'bg-brand-700 text-white ring-brand-700 dark:bg-brand-300 dark:text-gray-950 dark:ring-brand-300';
const off = 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50 hover:ring-gray-400 dark:bg-gray-900 dark:text-gray-200 dark:ring-gray-700 dark:hover:bg-gray-800';

export function FilterChips({ param, options, current, allLabel, label, resets = [], className = '' }: FilterChipsProps) {
  const { pathname, search } = useLocation();
  const to = (value: string | null) => {
    const changes: Record<string, string | null> = { page: null, [param]: value };
    for (const r of resets) changes[r] = null;
    return { pathname, search: withParams(search, changes) };
  };
  const all: (ChipOption & { v: string | null })[] = [{ value: '', label: allLabel, v: null }, ...options.map((o) => ({ ...o, v: o.value }))];
  return (
    <div className={`filter-chips ${className}`} role="group" aria-label={label}>
      <p className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400" aria-hidden="true">
        {label}
      </p>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {all.map((o) => {
          const active = o.v === current;
          return (
            <li key={o.value || '*'}>
              <Link to={to(o.v)} preventScrollReset aria-current={active ? 'true' : undefined} className={`${chip} ${active ? on : off}`}>
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
