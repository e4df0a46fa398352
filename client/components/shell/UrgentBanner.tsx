/**
 * Closures just published, at the top of every page (docs/product.md §5 "Urgent notices"). The
 * server picked them (shared/notices.ts `urgentNotices`, at the page's clock) and the page state
 * carries them, so the browser renders exactly what the server did: no clock is read here. Each
 * links to its notice on /tourist. Not dismissible: a dismissal kept in the browser would show the
 * banner first and hide it after hydration.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { UrgentNotice } from '../../../shared/state.ts';
import { useLocale } from '../../app-context.tsx';
import { shortDateTime } from '../../format/dates.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { noticePath } from '../../../shared/notices.ts';

export function UrgentBanner({ notices }: { notices: UrgentNotice[] }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  if (!notices.length) return null;
  return (
    <section className="urgent-banner" aria-label={t('shell.urgent.label')} data-testid="urgent-banner">
      <ul className="wrap urgent-banner__list">
        {notices.map((n) => (
          <li key={n.id} className="urgent-banner__item" data-notice={n.id}>
            <span className="urgent-banner__tag">
              <Icon name="alert" className="urgent-banner__icon" />
              {t('shell.urgent.tag')}
            </span>
            <LocaleLink to={noticePath(n.id)} className="urgent-banner__link">
              {n.title}
            </LocaleLink>
            <span className="urgent-banner__time">{t('shell.urgent.published', { time: shortDateTime(n.publishTime, locale) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
