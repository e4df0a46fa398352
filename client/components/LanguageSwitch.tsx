/**
 * Goes to the same page (path and query kept) in the other language and remembers the
 * choice in the language cookie (docs/product.md §3). A full load: the new language's messages
 * and shell data arrive server-rendered. A plain link, so it works before hydration; the cookie
 * is set by the pre-paint script for the links marked REMEMBER_LOCALE_ATTR, before hydration
 * and after alike (shared/pre-paint/first-taps.ts, docs/decisions/052-first-tap-before-hydration.md).
 */
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/use-translation.ts';
import { switchLocaleHref } from '../../shared/locale-switch.ts';
import { REMEMBER_LOCALE_ATTR } from '../../shared/pre-paint/first-taps.ts';
import { useLocale } from '../app-context.tsx';
import { Icon } from './ui/Icon.tsx';

export function LanguageSwitch({ className = 'lang-switch' }: { className?: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === 'en' ? 'zh-CN' : 'en';
  return (
    <a className={className} href={switchLocaleHref(pathname, search, other)} hrefLang={other} {...{ [REMEMBER_LOCALE_ATTR]: '' }} data-testid="lang-switch">
      <Icon name="globe" size={18} />
      {/* The accessible name holds the visible word (WCAG 2.5.3), each part in its language. */}
      <span className="sr-only">{t('nav.switchToLabel')}: </span>
      <span lang={other}>{t('nav.switchTo')}</span>
    </a>
  );
}
