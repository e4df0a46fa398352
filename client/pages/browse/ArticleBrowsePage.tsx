/**
 * /article/list, /article/grid, /article/swiper (and /article without an id): every article
 * in three layouts, with type tabs (?type=code) and paging (?page=) (docs/product.md §4).
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router-dom';
import type { ArticleSummary, ArticleType } from '../../../shared/api/content.ts';
import type { ArticleBrowseData } from '../../../shared/page-data.ts';
import { articleHref } from '../../../shared/routes.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Breadcrumbs, EmptyState, Pagination, Tabs } from '../../components/ui/index.ts';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { BrowseView, LayoutSwitch, type BrowseItem, type BrowseLayout } from './BrowseView.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { usePage } from '../../hooks/usePage.ts';

const LAYOUT_OF: Record<string, BrowseLayout> = { articleList: 'list', articleGrid: 'grid', articleSwiper: 'swiper' };

export function toBrowseItem(a: ArticleSummary, types: ArticleType[]): BrowseItem {
  return {
    key: a.id,
    href: articleHref(a.typeCode, a.id),
    title: a.title,
    summary: a.summary,
    cover: a.cover,
    kind: a.typeCode,
    date: a.publishTime,
    eyebrow: types.find((ty) => ty.code === a.typeCode)?.name ?? '',
    meta: a.tags.slice(0, 3),
  };
}

export function ArticleBrowseView({ data, routeId }: { data: ArticleBrowseData; routeId: string }) {
  const { t } = useTranslation(['guide', 'pages']);
  // The switch keeps ?type= and ?page=; the tabs keep the layout and start at page 1.
  const { search } = useLocation();
  const layout = LAYOUT_OF[routeId] ?? 'list';
  const types = [...data.types].sort((a, b) => a.orderNum - b.orderNum);
  const current = types.find((ty) => ty.code === data.typeCode) ?? null;
  const base = routeId === 'article' ? '/article' : `/article/${layout}`;
  // The <title> names the layout (one URL, one title); the h1 is the section's name.
  const pageTitle = t(`pages:titles.${routeId}`);
  const heading = t('pages:titles.article');
  const named = current ? `${current.name} · ${pageTitle}` : pageTitle;
  const title = data.page.pageNum > 1 ? `${named} (${t('pages:ui.page', { page: data.page.pageNum })})` : named;
  const items = data.page.records.map((a) => toBrowseItem(a, types));
  const tabs = [
    { key: 'all', label: t('pages:ui.all'), to: base },
    ...types.map((ty) => ({ key: ty.code, label: ty.name, to: `${base}?type=${ty.code}` })),
  ];

  return (
    <>
      <PageMeta title={title} description={t('article.description')} image={data.page.records.find((a) => a.cover)?.cover} />
      <Breadcrumbs items={[{ label: heading }]} />
      <PageHeader title={heading} lead={t('article.lead')}>
        <LayoutSwitch base="/article" layout={layout} search={search} />
      </PageHeader>
      <Tabs items={tabs} activeKey={data.typeCode ?? 'all'} label={t('article.types')} className="mb-6" />
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
        {t('pages:common.total', { count: data.page.total })}
      </p>
      {items.length ? (
        <BrowseView layout={layout} items={items} label={named} />
      ) : (
        <EmptyState
          title={t('article.empty')}
          description={t('article.emptyHint')}
          action={
            <LocaleLink to={base} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t('article.showAll')}
            </LocaleLink>
          }
        />
      )}
      <Pagination pageNum={data.page.pageNum} pageSize={data.page.pageSize} total={data.page.total} className="mt-10" />
    </>
  );
}

export function Component() {
  const { data, handle } = usePage<ArticleBrowseData>();
  return <ArticleBrowseView data={data} routeId={handle.route.id} />;
}
