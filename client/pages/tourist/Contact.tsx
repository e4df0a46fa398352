/**
 * Hotline and consult on /tourist (docs/product.md §4, §7): phone numbers as tel: links big
 * enough for a thumb, service hours, and the QR codes with what each opens for people who
 * cannot scan (the code's target as a plain link).
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { QrCodeAndConsult } from '../../../shared/api/shell.ts';
import { Icon, type IconName } from '../../components/ui/index.ts';
import { telHref } from '../../format/phone.ts';

function PhoneButton({ icon, label, phone, urgent = false }: { icon: IconName; label: string; phone: string; urgent?: boolean }) {
  return (
    <a
      href={telHref(phone)}
      className={`flex items-center gap-3 rounded-2xl border p-4 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        urgent ? 'border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/40' : 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900'
      }`}
    >
      <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${urgent ? 'bg-red-600 text-white' : 'bg-brand-700 text-white dark:bg-brand-300 dark:text-gray-950'}`}>
        <Icon name={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-gray-600 dark:text-gray-400">{label}</span>
        <span className="block text-lg font-bold tracking-wide text-gray-900 tabular-nums dark:text-white">{phone}</span>
      </span>
    </a>
  );
}

export function Consult({ consult }: { consult: QrCodeAndConsult }) {
  const { t } = useTranslation('guide');
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {consult.hotline && <PhoneButton icon="phone" label={t('tourist.hotline')} phone={consult.hotline} />}
        {consult.rescuePhone && <PhoneButton icon="alert" label={t('tourist.rescue')} phone={consult.rescuePhone} urgent />}
        {consult.complaintPhone && <PhoneButton icon="megaphone" label={t('tourist.complaint')} phone={consult.complaintPhone} />}
      </div>
      <div className="flex flex-col gap-2 text-sm text-gray-700 sm:flex-row sm:flex-wrap sm:gap-x-8 dark:text-gray-300">
        {consult.serviceHours && (
          <p className="flex items-start gap-2">
            <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" />
            {consult.serviceHours}
          </p>
        )}
        {consult.email && (
          <p className="flex items-start gap-2">
            <Icon name="news" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" />
            <a href={`mailto:${consult.email}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              {consult.email}
            </a>
          </p>
        )}
      </div>
      {consult.qrCodes.length > 0 && (
        // On paper the codes are what a phone scans: three to a row, without the links beside them.
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
          {consult.qrCodes.map((q) => (
            <li key={q.image} className="flex flex-wrap gap-4 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
              {/* QR codes stay black on white in dark mode too, or phones cannot read them. */}
              <img src={q.image} alt={t('tourist.qrAlt', { name: q.name })} width={112} height={112} loading="lazy" className="size-28 shrink-0 rounded-lg bg-white p-1.5 ring-1 ring-gray-200 print:size-24 dark:ring-gray-700" />
              <div className="min-w-0 flex-1 basis-40">
                <h3 className="font-semibold text-gray-900 dark:text-white">{q.name}</h3>
                <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{q.description}</p>
                {/^https?:\/\//.test(q.target) && (
                  <a href={q.target} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex items-center gap-1 text-sm font-medium break-all text-brand-700 hover:underline print:hidden dark:text-brand-300">
                    {t('tourist.qrOpen')}
                    <Icon name="external" className="size-3.5 shrink-0" />
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
