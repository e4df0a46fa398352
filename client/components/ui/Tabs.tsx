/**
 * Tabs that are links (type tabs of /article/*, layout switches of /theme/*, area tabs):
 * each tab is its own URL, so the choice survives a reload and works without JavaScript.
 * The current tab carries aria-current="page". Scrolls sideways on a phone.
 */
import { Link } from 'react-router-dom';
import { localizePath } from '../../../shared/locale.ts';
import { useLocale } from '../../app-context.tsx';

export interface TabItem {
  key: string;
  label: string;
  /** Unprefixed path with optional query ("/article/grid?type=hotel"); the locale prefix is added. */
  to: string;
}

export interface TabsProps {
  items: TabItem[];
  activeKey: string | null;
  /** Accessible name of the tab strip. */
  label: string;
  className?: string;
}

export function Tabs({ items, activeKey, label, className = '' }: TabsProps) {
  const locale = useLocale();
  return (
    <nav aria-label={label} className={`tabs -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0 ${className}`}>
      <ul className="flex min-w-max gap-1 border-b border-gray-200 dark:border-gray-700">
        {items.map((tab) => {
          const active = tab.key === activeKey;
          return (
            <li key={tab.key}>
              <Link
                to={localizePath(tab.to, locale)}
                // The content under the strip changes; the visitor's place on the page stays.
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                  active
                    ? 'border-brand-600 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                    : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
