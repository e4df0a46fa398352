/**
 * /tourist: everything a visitor checks before and during a visit (docs/product.md §4): notices
 * (closures first), hours and tickets, getting here, the FAQ by category (deep-linkable,
 * FAQPage JSON-LD) and the hotline/consult block (hidden when that data failed, §6).
 */
import { OpenNow } from '../../components/open-now/OpenNow.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { FaqEntry } from '../../../shared/api/content.ts';
import type { TouristData } from '../../../shared/page-data.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Breadcrumbs, Icon, JsonLd, type IconName } from '../../components/ui/index.ts';
import { OfflinePackPanel } from '../../components/offline-pack/lazyPanel.ts';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { Consult } from './Contact.tsx';
import { FaqList } from './Faq.tsx';
import { Notices } from './Notices.tsx';
import { GettingHere, HoursAndTickets } from './Services.tsx';
import { usePage } from '../../hooks/usePage.ts';

function faqJsonLd(faq: FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

function Section({ id, icon, title, lead, children }: { id: string; icon: IconName; title: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 border-t border-gray-200 pt-10 dark:border-gray-800">
      <div className="mb-6 flex items-start gap-3 print:break-inside-avoid print:break-after-avoid">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl print:hidden bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Icon name={icon} className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white">
            {title}
          </h2>
          {lead && <p className="mt-1 text-gray-600 dark:text-gray-300">{lead}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

export function Component() {
  const { t } = useTranslation(['guide', 'pages']);
  const { data } = usePage<TouristData>();
  const title = t('pages:titles.tourist');
  const closures = data.notices.filter((n) => n.level === 'closure').length;
  const sections: { id: string; label: string }[] = [
    { id: 'notices', label: t('tourist.notices') },
    { id: 'hours', label: t('tourist.hoursTickets') },
    { id: 'transport', label: t('tourist.transport') },
    { id: 'faq', label: t('tourist.faq') },
    ...(data.consult ? [{ id: 'contact', label: t('tourist.contact') }] : []),
  ];
  return (
    <>
      <PageMeta title={title} description={t('tourist.description')} />
      {data.faq.length > 0 && <JsonLd data={faqJsonLd(data.faq)} />}
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={t('tourist.lead')} />
      {/* Open now goes stale on paper, and its link cannot be followed there (docs/product.md §5 "Print"). */}
      <p className="-mt-2 mb-8 flex flex-wrap items-center gap-x-4 gap-y-1 text-lg font-semibold text-gray-900 print:hidden dark:text-white" data-testid="tourist-open-now">
        <OpenNow />
        <LocaleLink to="/conditions" className="text-base font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
          {t('tourist.conditions')}
        </LocaleLink>
      </p>
      <OfflinePackPanel />
      <nav aria-label={t('tourist.onThisPage')} className="-mx-4 mb-10 overflow-x-auto px-4 sm:mx-0 sm:px-0 print:hidden">
        <ul className="flex min-w-max gap-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex h-9 items-center gap-1.5 rounded-full bg-gray-100 px-4 text-sm font-medium text-gray-800 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
              >
                {s.label}
                {s.id === 'notices' && closures > 0 && (
                  <span className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
                    <span className="sr-only">{t('tourist.closureCount', { count: closures })}</span>
                    <span aria-hidden="true">{closures}</span>
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-12 print:space-y-4">
        <Section id="notices" icon="megaphone" title={t('tourist.notices')} lead={t('tourist.noticesLead')}>
          <Notices notices={data.notices} />
        </Section>
        <Section id="hours" icon="ticket" title={t('tourist.hoursTickets')} lead={t('tourist.hoursLead')}>
          <p className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-2">
            <LocaleLink className="btn btn--primary" to="/tickets" data-testid="tourist-tickets">
              <Icon name="ticket" />
              {t('tourist.reserve')}
            </LocaleLink>
            <span className="text-sm text-gray-700 dark:text-gray-300">{t('tourist.reserveLead')}</span>
          </p>
          <HoursAndTickets services={data.services} />
        </Section>
        <Section id="transport" icon="route" title={t('tourist.transport')} lead={t('tourist.transportLead')}>
          <GettingHere services={data.services} faq={data.faq} />
        </Section>
        <Section id="faq" icon="info" title={t('tourist.faq')} lead={t('tourist.faqLead')}>
          <FaqList faq={data.faq} />
        </Section>
        {data.consult && (
          <Section id="contact" icon="phone" title={t('tourist.contact')} lead={t('tourist.contactLead')}>
            <Consult consult={data.consult} />
          </Section>
        )}
      </div>
    </>
  );
}
