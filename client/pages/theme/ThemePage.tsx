/**
 * /theme?id=: one theme with its day-by-day itinerary and TouristTrip JSON-LD; /theme
 * without an id: the default list (docs/product.md §4).
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { localizePath } from '../../../shared/locale.ts';
import type { SubjectBrowseData, SubjectDetailData } from '../../../shared/page-data.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { Photo } from '../../components/cards/Cards.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Breadcrumbs, Icon, JsonLd } from '../../components/ui/index.ts';
import { RichText } from '../../components/rich-text/RichText.tsx';
import { dayAnchor, stopHref, Timeline } from '../browse/Timeline.tsx';
import { ThemeBrowseView } from '../browse/ThemeBrowsePage.tsx';
import { usePage } from '../../hooks/usePage.ts';

/** schema.org TouristTrip: the itinerary as an ordered list of the places it visits. */
function tripJsonLd(s: SubjectDetailData['subject'], origin: string, locale: ReturnType<typeof useLocale>): Record<string, unknown> {
  const abs = (path: string) => origin + localizePath(path, locale);
  let position = 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: s.title,
    description: s.summary,
    url: abs(`/theme?id=${s.id}`),
    ...(s.cover ? { image: s.cover.startsWith('/') ? origin + s.cover : s.cover } : {}),
    inLanguage: locale,
    ...(s.tags.length ? { keywords: s.tags.join(', ') } : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: s.itinerary.reduce((n, d) => n + d.stops.length, 0),
      itemListElement: s.itinerary.flatMap((d) =>
        d.stops.map((st) => {
          const href = stopHref(st.ref);
          return {
            '@type': 'ListItem',
            position: ++position,
            item: {
              '@type': st.ref?.kind === 'scenic' ? 'TouristAttraction' : 'Place',
              name: st.name,
              ...(st.note ? { description: st.note } : {}),
              ...(href ? { url: abs(href) } : {}),
            },
          };
        }),
      ),
    },
  };
}

function Fact({ icon, label, value }: { icon: 'calendar' | 'sun' | 'route'; label: string; value: string }) {
  return (
    // A <dl> may hold only dt/dd or one div of them per pair: the icon sits inside the <dt>.
    <div className="relative min-h-10 pl-12">
      <dt className="text-xs font-medium text-gray-500 dark:text-gray-400">
        <span className="absolute top-0.5 left-0 inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Icon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="font-semibold text-gray-900 dark:text-white">{value}</dd>
    </div>
  );
}

function ThemeView({ data }: { data: SubjectDetailData }) {
  const { t } = useTranslation(['guide', 'pages']);
  const { origin } = useConfig();
  const locale = useLocale();
  const s = data.subject;
  const stops = s.itinerary.reduce((n, d) => n + d.stops.length, 0);
  return (
    <article>
      <PageMeta title={s.title} description={s.summary} image={s.cover} type="article" />
      <JsonLd data={tripJsonLd(s, origin, locale)} />
      <Breadcrumbs items={[{ label: t('pages:titles.theme'), to: '/theme/grid' }, { label: s.title }]} />

      <header className="mt-4 sm:mt-6">
        {/* No true photo of the itinerary: no picture's place, the page opens on its words (decision 018). */}
        {s.cover && (
          <div className="mb-6 overflow-hidden rounded-2xl bg-gray-100 dark:bg-gray-800">
            <Photo src={s.cover} alt="" eager sizes="(min-width: 1152px) 1120px, 100vw" className="aspect-[4/3] w-full object-cover sm:aspect-[21/9]" />
          </div>
        )}
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-300">{t('theme.days', { count: s.days })}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white">{s.title}</h1>
          <p className="mt-3 text-lg text-gray-600 dark:text-gray-300">{s.summary}</p>
          {s.tags.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('theme.tags')}>
              {s.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* At a glance before the itinerary in the markup, as a phone shows it and a screen reader reads it; on a wide screen, the right column. */}
        <aside className="lg:sticky lg:top-24 lg:order-last lg:self-start" aria-label={t('theme.atAGlance')}>
          <div className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800" data-testid="key-facts">
            <h2 className="mb-4 text-base font-semibold text-gray-900 dark:text-white">{t('theme.atAGlance')}</h2>
            <dl className="space-y-4">
              <Fact icon="calendar" label={t('theme.length')} value={t('theme.days', { count: s.days })} />
              {s.season && <Fact icon="sun" label={t('theme.season')} value={s.season} />}
              <Fact icon="route" label={t('theme.stops')} value={t('theme.stopCount', { count: stops })} />
            </dl>
            {s.itinerary.length > 1 && (
              <nav aria-label={t('theme.jumpToDay')} className="mt-5 border-t border-gray-200 pt-4 dark:border-gray-800">
                <ul className="space-y-1">
                  {s.itinerary.map((d) => (
                    <li key={d.day}>
                      <a href={`#${dayAnchor(d.day)}`} className="flex gap-2 rounded-lg px-2 py-1.5 text-sm text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white">
                        <span className="shrink-0 font-semibold text-brand-700 dark:text-brand-300">{t('theme.day', { n: d.day })}</span>
                        <span className="truncate">{d.title}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </aside>
        <div className="min-w-0">
          {data.contentHtml && <RichText html={data.contentHtml} className="mb-12" />}
          <h2 className="sr-only">{t('theme.itinerary')}</h2>
          <Timeline days={s.itinerary} />
        </div>
      </div>
    </article>
  );
}

export function Component() {
  const { data } = usePage<SubjectDetailData | SubjectBrowseData>();
  return data.kind === 'subject-detail' ? <ThemeView data={data} /> : <ThemeBrowseView data={data} routeId="theme" />;
}
