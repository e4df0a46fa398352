/**
 * The search entry: a GET form to /search?q= in the current locale, submitted
 * as a client navigation (react-router <Form>). In the header it opens from an icon
 * button as a panel under the bar.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router-dom';
import { useLocalePath } from '../LocaleLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { usePopover } from '../../hooks/usePopover.ts';

export function SearchForm({ autoFocus = false, idSuffix }: { autoFocus?: boolean; idSuffix: string }) {
  const { t } = useTranslation('common');
  const localize = useLocalePath();
  const [params] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const id = `site-search-${idSuffix}`;
  return (
    <Form role="search" method="get" action={localize('/search')} className="search-form" data-testid={`search-form-${idSuffix}`}>
      <label htmlFor={id} className="sr-only">
        {t('shell.searchLabel')}
      </label>
      <Icon name="search" className="search-form__icon" />
      <input ref={inputRef} id={id} className="search-form__input" type="search" name="q" defaultValue={params.get('q') ?? ''} placeholder={t('nav.searchPlaceholder')} enterKeyHint="search" autoComplete="off" maxLength={100} required />
      <button type="submit" className="btn btn--primary search-form__submit">
        {t('shell.searchSubmit')}
      </button>
    </Form>
  );
}

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
