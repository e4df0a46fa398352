/**
 * Tabs that are links (type tabs of /article/*, layout switches of /theme/*, area tabs):
 * each tab is its own URL, so the choice survives a reload and works without JavaScript.
 * The current tab carries aria-current="page". Drawn by the design system's `.tabs` classes;
 * `pills` gives the rounded variant. Scrolls sideways on a phone, with a fade at the edge that
 * has more (useScrollCue).
 */
import { Link } from 'react-router-dom';
import { localizePath } from '../../../shared/locale.ts';
import { useLocale } from '../../app-context.tsx';
import { useScrollCue } from '../../hooks/useScrollCue.ts';

interface TabItem {
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
  pills?: boolean;
  className?: string;
}

export function Tabs({ items, activeKey, label, pills = false, className = '' }: TabsProps) {
  const locale = useLocale();
  const row = useScrollCue<HTMLUListElement>(activeKey);
  return (
    <nav aria-label={label} className={className}>
      <ul ref={row} className={`tabs scroll-cue ${pills ? 'tabs--pills' : ''} m-0 list-none p-0`}>
        {items.map((tab) => (
          <li key={tab.key} className="flex">
            <Link
              to={localizePath(tab.to, locale)}
              // The content under the strip changes; the visitor's place on the page stays.
              preventScrollReset
              aria-current={tab.key === activeKey ? 'page' : undefined}
              className="tabs__tab"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
