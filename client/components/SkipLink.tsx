import { useTranslation } from '../i18n/use-translation.ts';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('nav.skip')}
    </a>
  );
}
