/**
 * The search form: a GET form to /search?q= in the current locale, submitted as a client
 * navigation (react-router <Form>). In the drawer as it is; in the header inside SearchToggle.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Form, useSearchParams } from 'react-router-dom';
import { useLocalePath } from '../LocaleLink.tsx';
import { Icon } from '../ui/Icon.tsx';

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
