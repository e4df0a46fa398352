/**
 * The header's search entry: an icon button that opens the search form as a panel under the
 * bar. Hydrated after the first screen, in its own chunk (client/components/shell/lazyParts.ts).
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/Icon.tsx';
import { usePopover } from '../../hooks/usePopover.ts';
import { SearchForm } from './SearchForm.tsx';

export function SearchToggle() {
  const { t } = useTranslation('common');
  const pop = usePopover();
  return (
    <div className="popover popover--search" ref={pop.rootRef}>
      <button {...pop.buttonProps} className="icon-btn" data-testid="search-button">
        <Icon name={pop.open ? 'close' : 'search'} />
        <span className="sr-only">{pop.open ? t('shell.searchClose') : t('shell.searchOpen')}</span>
      </button>
      <div {...pop.panelProps} className="search-panel">
        <div className="wrap">{pop.open && <SearchForm autoFocus idSuffix="header" />}</div>
      </div>
    </div>
  );
}
