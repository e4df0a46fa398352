/** The site's name and logo, linking home (short name on narrow screens). */
import { useTranslation } from '../../i18n/use-translation.ts';
import { LocaleLink } from '../LocaleLink.tsx';

/** The logo and the full and short names: one markup for the header and the error layout. */
export function BrandMark() {
  const { t } = useTranslation('common');
  return (
    <>
      {/* fetchPriority low: React then writes no preload for it ahead of the hero (docs/decisions/029-critical-css.md). */}
      <img className="brand__logo" src="/logo.png" alt="" width={36} height={36} fetchPriority="low" />
      <span className="brand__name">
        <span className="brand__full">{t('site.name')}</span>
        <span className="brand__short" aria-hidden="true">
          {t('site.shortName')}
        </span>
      </span>
    </>
  );
}

export function Brand() {
  return (
    <LocaleLink to="/" className="brand" data-testid="brand">
      <BrandMark />
    </LocaleLink>
  );
}
