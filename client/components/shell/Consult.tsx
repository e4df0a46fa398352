/**
 * QR codes with the consult hotline and service numbers (docs/product.md §5). Every code says
 * what it opens, as a link, for visitors who cannot scan. `null` data hides the widget.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { QrCodeAndConsult } from '../../../shared/api/shell.ts';
import { isSafeMediaUrl } from '../../../shared/music.ts';
import { telHref } from '../../format/phone.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from '../ui/Icon.tsx';

export function ConsultCard({ consult }: { consult: QrCodeAndConsult | null }) {
  const { t } = useTranslation('common');
  if (!consult) return null;
  const phones = [
    // The hotline's number is set larger (client/styles/shell/today-band.css).
    { key: 'hotline', className: 'consult-list__row consult-list__row--hotline', label: t('consult.hotline'), value: consult.hotline },
    { key: 'rescue', className: 'consult-list__row', label: t('consult.rescue'), value: consult.rescuePhone },
    { key: 'complaint', className: 'consult-list__row', label: t('consult.complaint'), value: consult.complaintPhone },
  ].filter((p) => p.value);
  return (
    <section className="widget widget--consult" aria-labelledby="consult-title" data-testid="consult">
      <h3 id="consult-title" className="widget__title">
        <Icon name="phone" />
        {t('consult.title')}
      </h3>
      <dl className="consult-list">
        {phones.map((p) => (
          <div key={p.key} className={p.className}>
            <dt>{p.label}</dt>
            <dd>
              <a href={telHref(p.value)}>{p.value}</a>
            </dd>
          </div>
        ))}
        {consult.serviceHours && (
          <div className="consult-list__row consult-list__row--stacked">
            <dt>{t('consult.hours')}</dt>
            <dd>{consult.serviceHours}</dd>
          </div>
        )}
        {consult.email && (
          <div className="consult-list__row consult-list__row--stacked">
            <dt>{t('consult.email')}</dt>
            <dd>
              <a href={`mailto:${consult.email}`}>{consult.email}</a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The QR codes (official accounts, booking...), each with what it opens as a link. */
export function QrCard({ consult }: { consult: QrCodeAndConsult | null }) {
  const { t } = useTranslation('common');
  const codes = (consult?.qrCodes ?? []).filter((q) => isSafeMediaUrl(q.image));
  if (!codes.length) return null;
  return (
    <section className="widget widget--qr" aria-labelledby="qr-title" data-testid="qr-codes">
      <h3 id="qr-title" className="widget__title">
        <Icon name="qr" />
        {t('consult.qrTitle')}
      </h3>
      <ul className="qr-list">
        {codes.map((q) => (
          <li key={q.image} className="qr">
            <img className="qr__img" src={q.image} alt={t('consult.qrAlt', { name: q.name })} width={112} height={112} loading="lazy" decoding="async" />
            <div className="qr__text">
              <span className="qr__name">{q.name}</span>
              {q.description && <span className="qr__desc">{q.description}</span>}
              {/^https?:\/\//i.test(q.target) && (
                <ExternalLink className="qr__target" href={q.target}>
                  {t('consult.qrTarget')}
                </ExternalLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
