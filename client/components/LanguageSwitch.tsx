/**
 * Goes to the same page (path and query kept) in the other language and remembers the
 * choice in the language cookie (docs/product.md §3). A full load: the new language's messages
 * and shell data arrive server-rendered.
 */
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localeCookie } from '../../shared/locale.ts';
import { switchLocaleHref } from '../../shared/locale-switch.ts';
import { useLocale } from '../app-context.tsx';
import { Icon } from './ui/Icon.tsx';

export function LanguageSwitch({ className = 'lang-switch' }: { className?: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === 'en' ? 'zh-CN' : 'en';
  return (
    <a
      className={className}
      href={switchLocaleHref(pathname, search, other)}
      hrefLang={other}
      data-testid="lang-switch"
      onClick={() => {
        document.cookie = localeCookie(other);
      }}
    >
      <Icon name="globe" size={18} />
      {/* The accessible name holds the visible word (WCAG 2.5.3), each part in its language. */}
      <span className="sr-only">{t('nav.switchToLabel')}: </span>
      <span lang={other}>{t('nav.switchTo')}</span>
    </a>
  );
}
