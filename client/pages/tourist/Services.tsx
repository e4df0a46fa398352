/**
 * Opening hours, tickets and getting here on /tourist (docs/product.md §4), built from the
 * visitor-service articles (attrs: hours, prices, phone, address) and the transport FAQ.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ArticleSummary, FaqEntry } from '../../../shared/api/content.ts';
import { articleHref } from '../../../shared/routes.ts';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Icon, type IconName } from '../../components/ui/index.ts';
import { priceSpan } from '../../format/numbers.ts';
import { telHref } from '../../format/phone.ts';
import { faqAnchor } from './Faq.tsx';

/** Service categories about reaching the area and moving around in it. */
const TRANSPORT_CATEGORIES: ReadonlySet<string> = new Set(['transport', 'parking', 'shuttle']);
/** FAQ categories are localized names; these match the transport one in either language. */
const TRANSPORT_FAQ = /交通|transport|getting (here|there)/i;

function isTransportFaq(f: FaqEntry): boolean {
  return TRANSPORT_FAQ.test(f.category);
}

function FactRow({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <dt className="shrink-0">
        <Icon name={icon} className="mt-0.5 size-4 text-brand-700 dark:text-brand-300" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-gray-700 dark:text-gray-300">{children}</dd>
    </div>
  );
}

function ServiceCard({ s, featured = false }: { s: ArticleSummary; featured?: boolean }) {
  const { t } = useTranslation('guide');
  const price = priceSpan(s.attrs, t('price.free'));
  return (
    <article className={`flex h-full flex-col rounded-2xl border p-5 ${featured ? 'border-brand-300 bg-brand-50/60 dark:border-brand-800 dark:bg-brand-950/40' : 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900'}`}>
      <h3 className="text-base font-semibold text-gray-900 dark:text-white">{s.title}</h3>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{s.summary}</p>
      <dl className="mt-4 space-y-2">
        {s.attrs.openHours && (
          <FactRow icon="clock" label={t('tourist.hours')}>
            {s.attrs.openHours}
          </FactRow>
        )}
        {price && (
          <FactRow icon="wallet" label={t('tourist.price')}>
            {price}
          </FactRow>
        )}
        {s.attrs.address && (
          <FactRow icon="pin" label={t('tourist.address')}>
            {s.attrs.address}
          </FactRow>
        )}
        {s.attrs.phone && (
          <FactRow icon="phone" label={t('tourist.phone')}>
            <a href={telHref(s.attrs.phone)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              {s.attrs.phone}
            </a>
          </FactRow>
        )}
      </dl>
      <p className="mt-auto pt-4 print:hidden">
        <LocaleLink to={articleHref(s.typeCode, s.id)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('tourist.details')}
          <span className="sr-only">{s.title}</span>
          <Icon name="arrowRight" className="size-4" />
        </LocaleLink>
      </p>
    </article>
  );
}

/** The order a visitor needs them in; unknown categories follow, newest first as listed. */
const SERVICE_ORDER = ['tickets', 'guides', 'rental', 'medical', 'accessibility', 'lost-found'];
const rank = (s: ArticleSummary) => {
  const i = SERVICE_ORDER.indexOf(s.attrs.category ?? '');
  return i < 0 ? SERVICE_ORDER.length : i;
};

/** Tickets first and emphasised, then every other (non-transport) service with its hours. */
export function HoursAndTickets({ services }: { services: ArticleSummary[] }) {
  const list = services.filter((s) => !TRANSPORT_CATEGORIES.has(s.attrs.category ?? '')).sort((a, b) => rank(a) - rank(b));
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((s) => (
        <li key={s.id} className={s.attrs.category === 'tickets' ? 'sm:col-span-2 lg:col-span-1' : ''}>
          <ServiceCard s={s} featured={s.attrs.category === 'tickets'} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Getting here: the first transport question answered in full (it is the "how do I get
 * there" one in the seed), links to the other transport questions, then the parking and
 * shuttle services.
 */
export function GettingHere({ services, faq }: { services: ArticleSummary[]; faq: FaqEntry[] }) {
  const { t } = useTranslation('guide');
  const transport = services.filter((s) => TRANSPORT_CATEGORIES.has(s.attrs.category ?? ''));
  const [first, ...more] = faq.filter(isTransportFaq).sort((a, b) => a.orderNum - b.orderNum);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {first && (
        <div className="rounded-2xl border border-brand-300 bg-brand-50/60 p-5 dark:border-brand-800 dark:bg-brand-950/40">
          <h3 className="text-base font-semibold text-gray-900 dark:text-white">{first.question}</h3>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-gray-700 dark:text-gray-300">{first.answer}</p>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold print:hidden" data-testid="plan-links">
            <LocaleLink to="/getting-here" className="text-brand-800 underline-offset-4 hover:underline dark:text-brand-300">
              {t('tourist.gettingHere')}
            </LocaleLink>
            <LocaleLink to="/when-to-visit" className="text-brand-800 underline-offset-4 hover:underline dark:text-brand-300">
              {t('tourist.whenToVisit')}
            </LocaleLink>
          </p>
          {more.length > 0 && (
            <>
              <h4 className="mt-4 text-sm font-semibold text-gray-900 print:hidden dark:text-white">{t('tourist.transportQuestions')}</h4>
              {/* Links to answers the FAQ below prints in full. */}
              <ul className="mt-2 space-y-1.5 print:hidden">
                {more.map((f) => (
                  <li key={f.id}>
                    <a href={`#${faqAnchor(f.id)}`} className="flex items-start gap-2 text-sm font-medium text-brand-800 hover:underline dark:text-brand-300">
                      <Icon name="arrowRight" className="mt-0.5 size-4 shrink-0" />
                      {f.question}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {transport.map((s) => (
        <ServiceCard key={s.id} s={s} />
      ))}
    </div>
  );
}
