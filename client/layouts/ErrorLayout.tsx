/** The error layout: needs no shell data (the shell itself may be what failed). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/api/envelope.ts';
import { localizePath } from '../../shared/locale.ts';

export function ErrorLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="layout layout--error">
      <header className="error-header">
        <a className="brand" href={localizePath('/', locale)}>
          <img src="/logo.png" alt="" width={32} height={32} />
          <span>{t('site.name')}</span>
        </a>
      </header>
      <main id="main" className="error-main">
        {children}
      </main>
    </div>
  );
}
