/**
 * Goes to the same page (path and query kept) in the other language and remembers the
 * choice in the language cookie (PRODUCT.md §3). A full load: the new language's messages
 * and shell data arrive server-rendered.
 */
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localeCookie, switchLocaleHref } from '../../shared/locale.ts';
import { useLocale } from '../app-context.tsx';

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === 'en' ? 'zh-CN' : 'en';
  return (
    <a
      className="lang-switch"
      href={switchLocaleHref(pathname, search, other)}
      hrefLang={other}
      lang={other}
      aria-label={t('nav.switchToLabel')}
      data-testid="lang-switch"
      onClick={() => {
        document.cookie = localeCookie(other);
      }}
    >
      {t('nav.switchTo')}
    </a>
  );
}
