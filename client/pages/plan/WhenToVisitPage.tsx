/**
 * When to visit (docs/plan.md §The year): the twelve months, each with what opens, the weather
 * by altitude, typical crowds against the daily limit, events with dates and calendar files,
 * and the itineraries that suit it. The area's current month (site clock) is marked, reached
 * from the month list, and comes first on a phone.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { PlanYear } from '../../../shared/api/plan.ts';
import type { WhenToVisitData } from '../../../shared/page-data.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { Breadcrumbs, JsonLd } from '../../components/ui/index.ts';
import { monthName } from '../../format/dates.ts';
import { localizePath } from '../../../shared/locale.ts';
import { usePage } from '../../hooks/usePage.ts';
import { MonthCard } from './MonthCard.tsx';
import { nextOf } from '../../../shared/plan/next-date.ts';

/** schema.org Events: each event's next dates, at the area's place (docs/plan.md §Events). */
function eventsJsonLd(year: PlanYear, pageUrl: string): Record<string, unknown>[] {
  return year.events.flatMap((e) => {
    const d = nextOf(e, year.today);
    if (!d) return [];
    const at = (day: string, hhmm: string | null) => (hhmm ? `${day}T${hhmm}:00+08:00` : day);
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: e.title,
        description: e.description,
        startDate: at(d.from, e.start),
        endDate: at(d.to, e.end),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: e.place, address: { '@type': 'PostalAddress', addressLocality: 'Lankou', addressCountry: 'CN' } },
        url: pageUrl,
      },
    ];
  });
}

export function Component() {
  const { t } = useTranslation(['plan', 'pages']);
  const locale = useLocale();
  const { origin } = useConfig();
  const { data } = usePage<WhenToVisitData>();
  const title = t('pages:titles.whenToVisit');
  // On a phone the month list scrolls sideways and the current month may start past its right
  // edge: once the page runs, the list is scrolled so that month's link is in view.
  const jump = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = jump.current;
    const now = nav?.querySelector<HTMLElement>('a[aria-current]');
    if (!nav || !now || nav.scrollWidth <= nav.clientWidth) return;
    const [box, link] = [nav.getBoundingClientRect(), now.getBoundingClientRect()];
    nav.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
  }, [data.month]);
  return (
    <>
      <PageMeta title={title} description={t('year.description')} />
      {data.year.events.length > 0 && <JsonLd data={eventsJsonLd(data.year, origin + localizePath('/when-to-visit', locale))} />}
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={t('year.lead')} />
      <nav ref={jump} aria-label={t('year.jump')} className="plan-jump -mx-4 mb-8 overflow-x-auto px-4 sm:mx-0 sm:px-0 print:hidden">
        <ul className="flex min-w-max gap-2">
          {data.year.months.map((m) => (
            <li key={m.month}>
              <a
                href={`#month-${m.month}`}
                aria-current={m.month === data.month ? 'date' : undefined}
                className={`inline-block rounded-full px-3 py-1.5 text-sm font-medium ring-1 ${m.month === data.month ? 'bg-brand-700 text-white ring-brand-700 dark:bg-brand-300 dark:text-gray-950 dark:ring-brand-300' : 'text-gray-800 ring-gray-300 hover:bg-gray-100 dark:text-gray-200 dark:ring-gray-700 dark:hover:bg-gray-800'}`}
              >
                {monthName(m.month, locale)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-4 md:grid md:grid-cols-2 xl:grid-cols-3 print:grid print:grid-cols-3 print:gap-2">
        {data.year.months.map((m) => (
          <MonthCard key={m.month} m={m} year={data.year} current={m.month === data.month} />
        ))}
      </div>
      <p className="mt-8 font-medium print:hidden">
        <LocaleLink to="/getting-here" className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
          {t('year.hereLink')}
        </LocaleLink>
      </p>
    </>
  );
}
