/**
 * /search?q=: every kind of content in the page's language, grouped, with the words marked
 * and one pager over all groups (docs/product.md §4). The form is a router <Form method="get">:
 * submitting is a client navigation that loads /_data JSON, and the query stays in the URL
 * and in the box. Search result pages are noindex (thin, endless duplicates of content).
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Form, useNavigation } from 'react-router-dom';
import { HTML_LANG, localizePath } from '../../../shared/locale.ts';
import { otherSearchLocale } from '../../../shared/search-language.ts';
import type { SearchData } from '../../../shared/page-data.ts';
import { useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { SEARCH_FALLBACK_AREAS } from '../../components/areas/areaTiles.ts';
import { Breadcrumbs, EmptyState, Icon, Pagination } from '../../components/ui/index.ts';
import { queryTerms } from './highlight.tsx';
import { rankGroups } from './rank.ts';
import { ResultGroup, scenicHit, useArticleGroups, useThemeHit, useTrailHit } from './SearchResults.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { usePage } from '../../hooks/usePage.ts';

function Suggestions() {
  const { t } = useTranslation(['guide', 'pages']);
  const words = t('search.suggestions', { returnObjects: true }) as string[];
  return (
    <div className="mt-8 grid grid-cols-1 gap-8 md:grid-cols-2">
      <div>
        <h2 className="mb-3 text-sm font-semibold text-gray-900 dark:text-white">{t('search.try')}</h2>
        <ul className="flex flex-wrap gap-2">
          {words.map((w) => (
            <li key={w}>
              <LocaleLink
                to={`/search?q=${encodeURIComponent(w)}`}
                className="inline-flex h-9 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800 dark:hover:bg-brand-900"
              >
                {w}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="mb-3 text-sm font-semibold text-gray-900 dark:text-white">{t('search.browse')}</h2>
        {/* Two columns on a phone, one when larger text leaves a column too narrow for a word. */}
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,9rem),1fr))] gap-2 sm:grid-cols-3 md:grid-cols-2">
          {SEARCH_FALLBACK_AREAS.map((a) => (
            <li key={a.id}>
              <LocaleLink
                to={a.to}
                className="flex h-full items-center gap-2 rounded-xl border border-gray-200 px-3 py-2.5 text-sm font-medium text-gray-800 hover:border-brand-400 hover:text-brand-800 dark:border-gray-800 dark:text-gray-200 dark:hover:border-brand-700 dark:hover:text-brand-300"
              >
                <Icon name={a.icon} className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
                <span className="min-w-0">{t(`pages:titles.${a.id}`)}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function SearchForm({ q, busy }: { q: string; busy: boolean }) {
  const { t } = useTranslation(['guide', 'common']);
  const locale = useLocale();
  return (
    <Form method="get" action={localizePath('/search', locale)} role="search" className="flex gap-2">
      <label htmlFor="search-q" className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex-1">
        <input
          // A new query from the URL (back button, a suggestion) resets the box to it.
          key={q}
          id="search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={60}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('common:nav.searchPlaceholder')}
          className="h-12 w-full rounded-full border border-gray-300 bg-white px-5 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-hidden dark:border-gray-700 dark:bg-gray-900 dark:text-white dark:placeholder:text-gray-400"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-12 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 sm:px-7"
        aria-busy={busy || undefined}
      >
        <Icon name="search" />
        <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
      </button>
    </Form>
  );
}

export function Component() {
  const { t } = useTranslation(['guide', 'pages']);
  const { data } = usePage<SearchData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname.endsWith('/search');
  const themeHit = useThemeHit();
  const trailHit = useTrailHit();
  const articleGroups = useArticleGroups();
  const locale = useLocale();
  const title = t('pages:titles.search');
  const terms = queryTerms(data.q);
  const total = data.articles.total + data.subjects.total + data.scenic.total + data.trails.length;
  const pageTotal = Math.max(data.articles.total, data.subjects.total, data.scenic.total);
  const shown = data.articles.records.length + data.subjects.records.length + data.scenic.records.length + data.trails.length;
  const groups = rankGroups(
    [
      { id: 'results-scenic', title: t('pages:titles.scenicArea'), count: data.scenic.total, hits: data.scenic.records.map(scenicHit), place: true },
      { id: 'results-theme', title: t('pages:titles.theme'), count: data.subjects.total, hits: data.subjects.records.map(themeHit) },
      { id: 'results-trails', title: t('pages:titles.trails'), count: data.trails.length, hits: data.trails.map(trailHit) },
      ...articleGroups(data.articles.records),
    ],
    data.q,
  );
  // Each site holds its own language only: a query in the other's script is offered there.
  const other = otherSearchLocale(locale, data.q);

  return (
    <>
      <PageMeta title={data.q ? t('search.metaTitle', { q: data.q }) : title} description={t('search.description')} noindex />
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={data.q ? t('search.resultsFor', { q: data.q }) : title} lead={data.q ? undefined : t('search.lead')} />
      <div className="max-w-3xl">
        <SearchForm q={data.q} busy={busy} />
      </div>
      <div className={`mt-8 max-w-4xl transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy || undefined}>
        {!data.q ? (
          <Suggestions />
        ) : total === 0 ? (
          <>
            <EmptyState icon="leaf" title={t('search.none', { q: data.q })} description={t('search.noneHint')} />
            {other && (
              <p className="mt-4 text-center text-sm text-gray-700 dark:text-gray-300" data-testid="search-other-site">
                {t('search.otherSiteHint')}{' '}
                <a href={localizePath(`/search?q=${encodeURIComponent(data.q)}`, other)} hrefLang={HTML_LANG[other]} className="font-semibold text-brand-700 underline dark:text-brand-300">
                  {t('search.otherSiteLink', { q: data.q })}
                </a>
              </p>
            )}
            <Suggestions />
          </>
        ) : (
          <>
            <p className="mb-6 text-sm text-gray-600 dark:text-gray-400" role="status">
              {t('search.found', { count: total, q: data.q })}
            </p>
            {shown === 0 ? (
              <EmptyState title={t('search.pastEnd')} action={<LocaleLink to={`/search?q=${encodeURIComponent(data.q)}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('search.firstPage')}</LocaleLink>} />
            ) : (
              <div className="space-y-10">
                {groups.map((g) => (
                  <ResultGroup key={g.id} id={g.id} title={g.title} count={'count' in g ? g.count : undefined} hits={g.hits} terms={terms} />
                ))}
              </div>
            )}
            <Pagination pageNum={data.pageNum} pageSize={data.articles.pageSize || 10} total={pageTotal} className="mt-10" />
          </>
        )}
      </div>
    </>
  );
}
