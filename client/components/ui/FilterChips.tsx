/**
 * One row of filter chips bound to a query parameter (`?category=`, `?stars=`…). Choosing a
 * chip keeps the other parameters and drops `page` (a new filter starts at page 1). Links,
 * so filters work before hydration and survive a reload. Scroll position is kept. Drawn by
 * the design system's `.chip` class (the chosen one is marked with aria-current).
 */
import { Link, useLocation } from 'react-router-dom';
import { useScrollCue } from '../../hooks/useScrollCue.ts';
import { withParams } from './query.ts';

interface ChipOption {
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

export function FilterChips({ param, options, current, allLabel, label, resets = [], className = '' }: FilterChipsProps) {
  const { pathname, search } = useLocation();
  const to = (value: string | null) => {
    const changes: Record<string, string | null> = { page: null, [param]: value };
    for (const r of resets) changes[r] = null;
    return { pathname, search: withParams(search, changes) };
  };
  const row = useScrollCue<HTMLUListElement>(current);
  const all: (ChipOption & { v: string | null })[] = [{ value: '', label: allLabel, v: null }, ...options.map((o) => ({ ...o, v: o.value }))];
  return (
    <div className={`filter-chips ${className}`} role="group" aria-label={label}>
      <p className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400" aria-hidden="true">
        {label}
      </p>
      <ul ref={row} className="scroll-cue -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {all.map((o) => {
          const active = o.v === current;
          return (
            <li key={o.value || '*'}>
              <Link to={to(o.v)} preventScrollReset aria-current={active ? 'true' : undefined} className="chip whitespace-nowrap">
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
