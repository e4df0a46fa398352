/**
 * Every article-type list (docs/product.md §4): hotels, restaurants, shops, facilities, wildlife,
 * islands, landscapes, live cameras, audio guides, store, visitor services (/ability) and
 * news (/trends). The route's typeCode picks the item rendering and the filters; paging and
 * filters live in the query string; a map shows the entries that have coordinates.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation, useNavigationType } from 'react-router-dom';
import type { ArticleSummary } from '../../../shared/api/content.ts';
import type { ArticleListData } from '../../../shared/page-data.ts';
import { articleHref } from '../../../shared/routes.ts';
import { useConfig, useLocale } from '../../app-context.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PlaceMap } from '../../components/map/lazyMap.ts';
import { articlePlaces } from '../../components/map/places.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { localizePath } from '../../../shared/locale.ts';
import { priceFrom } from '../../format/numbers.ts';
import { hasFilters, ListFilters } from './list/ListFilters.tsx';
import { OfflinePackPanel } from '../../components/offline-pack/lazyPanel.ts';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { ListItems } from './list/ListItems.tsx';
import { usePage } from '../../hooks/usePage.ts';
import { scrollBehavior } from '../../hooks/useReducedMotion.ts';

/** Types whose map sits beside the list on wide screens (the places are what you compare). */
const SIDE_MAP = new Set(['hotel', 'restaurant', 'shop', 'poi']);
/** schema.org type of an entry, for the page's ItemList. */
const SCHEMA: Partial<Record<string, string>> = { hotel: 'Hotel', restaurant: 'Restaurant', shop: 'Store', landscape: 'TouristAttraction', island: 'TouristAttraction', poi: 'Place' };

function mapNote(a: ArticleSummary, free: string): string | undefined {
  return priceFrom(a.attrs, free, (from) => `${from}+`) ?? a.attrs.openHours ?? a.attrs.address;
}

/** The full-width layout without a photo to lead it (/ability's services have none) takes the frame the default layout gives its pages. */
function Frame({ main, children }: { main: boolean; children: ReactNode }) {
  return main ? <div className="page-container">{children}</div> : <>{children}</>;
}

export function Component() {
  const { t } = useTranslation('places');
  const { t: tp } = useTranslation('pages');
  const { data, handle } = usePage<ArticleListData>();
  const { origin } = useConfig();
  const locale = useLocale();
  const { pathname } = useLocation();
  const routeId = handle.route.id;
  const type = data.typeCode;
  const title = tp(`titles.${routeId}`);
  const lead = t(`list.lead.${routeId}`);
  const records = data.page.records;
  const filtered = hasFilters(data);
  const places = data.map ? articlePlaces(records, (a) => mapNote(a, t('list.free'))) : [];
  const numbers = new Map(places.map((p, i) => [p.id as number, i + 1]));
  const sideMap = places.length > 0 && SIDE_MAP.has(type);
  const main = handle.route.layout === 'main';
  const last = Math.max(1, Math.ceil(data.page.total / data.page.pageSize));
  const pastEnd = records.length === 0 && data.page.total > 0 && data.page.pageNum > last;
  const schemaType = SCHEMA[type];
  // A new page of results starts at the top of the list, not at the pager at the bottom.
  const navType = useNavigationType();
  const listTop = useRef<HTMLParagraphElement>(null);
  const shownPage = useRef(data.page.pageNum);
  useEffect(() => {
    if (shownPage.current === data.page.pageNum) return;
    shownPage.current = data.page.pageNum;
    if (navType !== 'PUSH' || !listTop.current || listTop.current.getBoundingClientRect().top >= 0) return;
    listTop.current.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  }, [data.page.pageNum, navType]);

  const empty = pastEnd ? (
    <EmptyState title={t('list.emptyPageTitle')} description={t('list.emptyPageBody')} action={<Link to={pathname} className="btn btn--secondary">{t('list.firstPage')}</Link>} />
  ) : filtered ? (
    <EmptyState title={t('list.emptyTitle')} description={t('list.emptyBody')} action={<Link to={pathname} className="btn btn--secondary">{t('list.clear')}</Link>} />
  ) : (
    <EmptyState title={tp('common.empty')} />
  );

  const map = data.map && places.length > 0 && (
    <section aria-labelledby="list-map-heading" className={sideMap ? 'lg:sticky lg:top-24' : 'mt-14'}>
      <h2 id="list-map-heading" className="mb-4 text-xl font-bold text-gray-900 dark:text-white">
        {t('list.mapHeading')}
      </h2>
      <PlaceMap frame={data.map} places={places} title={t('list.mapTitle', { title })} legend={sideMap ? 'symbols' : 'places'} beside={!sideMap} fit />
    </section>
  );

  const body = (
    <>
      <div className="mb-6 flex flex-col gap-5">
        <ListFilters data={data} />
        <p ref={listTop} className="scroll-mt-24 text-sm text-gray-600 dark:text-gray-400" aria-live="polite" data-testid="list-count">
          {filtered ? t('list.resultsFiltered', { count: data.page.total }) : t('list.results', { count: data.page.total })}
        </p>
      </div>
      <div className={sideMap ? 'grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] xl:grid-cols-[minmax(0,1fr)_30rem]' : ''}>
        <div>
          {records.length ? <ListItems data={data} numbers={numbers} /> : empty}
          <Pagination className="mt-12" pageNum={data.page.pageNum} pageSize={data.page.pageSize} total={data.page.total} />
        </div>
        {map}
      </div>
    </>
  );

  // The first true photo of the list (items without one are compact cards).
  const firstCover = records.find((a) => a.cover)?.cover ?? null;
  return (
    <>
      <PageMeta title={title} description={lead} image={firstCover} />
      {records.length > 0 && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: title,
            itemListElement: records.map((a, i) => {
              const url = origin + localizePath(articleHref(a.typeCode, a.id), locale);
              const position = (data.page.pageNum - 1) * data.page.pageSize + i + 1;
              return schemaType
                ? { '@type': 'ListItem', position, item: { '@type': schemaType, name: a.title, ...(a.cover ? { image: origin + a.cover } : {}), url } }
                : { '@type': 'ListItem', position, url, name: a.title };
            }),
          }}
        />
      )}
      {main && firstCover ? (
        <>
          <PageHeader title={title} lead={lead} hero={firstCover} breadcrumbs />
          <div className="wrap py-10 sm:py-14">{body}</div>
        </>
      ) : (
        <Frame main={main}>
          <PageHeader title={title} lead={lead} breadcrumbs />
          {/* The audio guides are what visitors save for the trail (docs/decisions/023-offline-pack.md). */}
          {routeId === 'explain' && <OfflinePackPanel />}
          {body}
        </Frame>
      )}
    </>
  );
}
