/**
 * /theme/list, /theme/grid, /theme/swiper (and /theme without an id): the itineraries in
 * three layouts with paging (docs/product.md §4).
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router-dom';
import type { SubjectSummary } from '../../../shared/api/content.ts';
import type { SubjectBrowseData } from '../../../shared/page-data.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Breadcrumbs, EmptyState, Pagination } from '../../components/ui/index.ts';
import { BrowseView, LayoutSwitch, type BrowseItem, type BrowseLayout } from './BrowseView.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { usePage } from '../../hooks/usePage.ts';

const LAYOUT_OF: Record<string, BrowseLayout> = { themeList: 'list', themeGrid: 'grid', themeSwiper: 'swiper' };

export function ThemeBrowseView({ data, routeId }: { data: SubjectBrowseData; routeId: string }) {
  const { t } = useTranslation(['guide', 'pages']);
  const { search } = useLocation();
  const layout = LAYOUT_OF[routeId] ?? 'grid';
  const title = data.page.pageNum > 1 ? `${t(`pages:titles.${routeId}`)} (${t('pages:ui.page', { page: data.page.pageNum })})` : t(`pages:titles.${routeId}`);
  const heading = t('pages:titles.theme');
  const toItem = (s: SubjectSummary): BrowseItem => ({
    key: s.id,
    href: `/theme?id=${s.id}`,
    title: s.title,
    summary: s.summary,
    cover: s.cover,
    kind: 'subject',
    eyebrow: t('theme.days', { count: s.days }),
    season: s.season,
    meta: s.tags.slice(0, 4),
  });
  const items = data.page.records.map(toItem);
  return (
    <>
      <PageMeta title={title} description={t('theme.description')} image={data.page.records.find((s) => s.cover)?.cover} />
      <Breadcrumbs items={[{ label: heading }]} />
      <PageHeader title={heading} lead={t('theme.lead')}>
        <LayoutSwitch base="/theme" layout={layout} search={search} />
      </PageHeader>
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t('theme.count', { count: data.page.total })}</p>
      {items.length ? <BrowseView layout={layout} items={items} label={heading} /> : <EmptyState title={t('theme.empty')} />}
      <Pagination pageNum={data.page.pageNum} pageSize={data.page.pageSize} total={data.page.total} className="mt-10" />
    </>
  );
}

export function Component() {
  const { data, handle } = usePage<SubjectBrowseData>();
  return <ThemeBrowseView data={data} routeId={handle.route.id} />;
}
