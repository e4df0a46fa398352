/**
 * The header's search entry: an icon button that opens the search form as a panel under the
 * bar. A <details> (./disclosure.ts), so it opens and the form submits (a GET to /search)
 * before the script has come (docs/decisions/052-first-tap-before-hydration.md); its chunk
 * still hydrates after the first screen (client/components/shell/lazyParts.ts). Once hydrated,
 * opening focuses the field.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../ui/Icon.tsx';
import { useDisclosure } from './disclosure.ts';
import { SearchForm } from './SearchForm.tsx';

export function SearchToggle() {
  const { t } = useTranslation('common');
  const { open, detailsProps } = useDisclosure();
  return (
    <details className="popover popover--search" {...detailsProps}>
      {/* Both states in the HTML, CSS shows the one for the panel's state (header.css). */}
      <summary className="icon-btn" data-testid="search-button">
        <Icon name="search" className="when-closed" />
        <Icon name="close" className="when-open" />
        <span className="sr-only when-closed">{t('shell.searchOpen')}</span>
        <span className="sr-only when-open">{t('shell.searchClose')}</span>
      </summary>
      <div className="search-panel">
        <div className="wrap">
          <SearchForm autoFocus={open} idSuffix="header" />
        </div>
      </div>
    </details>
  );
}
