import { currentNotices } from '../../../shared/notices.ts';
import type { ScenicData, SearchData, StaticPageData, TouristData } from '../../../shared/page-data.ts';
import { intParam, param } from '../query.ts';
import type { LoaderContext } from './context.ts';

export async function loadScenic({ api, locale }: LoaderContext): Promise<ScenicData> {
  const [spots, home] = await Promise.all([
    api.get('/scenic/getScenic', { pageNum: 1, pageSize: 100 }, locale),
    api.get('/homeModule/getHomeModule', {}, locale),
  ]);
  return { kind: 'scenic', spots: spots.records, map: home.map };
}

export async function loadTourist({ api, locale, now }: LoaderContext): Promise<TouristData> {
  const [faq, notices, services, consult] = await Promise.all([
    api.get('/customerServer/getFaqList', { pageNum: 1, pageSize: 100 }, locale),
    api.get('/homeModule/getNotice', { pageNum: 1, pageSize: 50 }, locale),
    api.get('/article/getArticleList', { typeCode: 'service', pageNum: 1, pageSize: 50 }, locale),
    // Optional shell data: the consult block is hidden when it fails (docs/product.md §6).
    api.get('/homeModule/getQrCodeAndConsult', {}, locale).catch(() => null),
  ]);
  return { kind: 'tourist', faq: faq.records, notices: currentNotices(notices.records, now()), consult, services: services.records };
}

/**
 * One page size for every kind: page N shows the Nth slice of sights, themes and articles
 * together, so a single pager covers the grouped results (docs/product.md §4 /search).
 */
const SEARCH_PAGE_SIZE = 10;
/** Longer queries are cut; the content service refuses keywords over 100 characters. */
const SEARCH_MAX_QUERY = 60;

export async function loadSearch({ api, locale, url }: LoaderContext): Promise<SearchData> {
  const q = (param(url, 'q') ?? '').replace(/\s+/g, ' ').slice(0, SEARCH_MAX_QUERY).trim();
  const pageNum = intParam(url, 'page', 1, 1000) ?? 1;
  const empty = { records: [], total: 0, pageNum, pageSize: SEARCH_PAGE_SIZE };
  if (!q) return { kind: 'search', q, pageNum, articles: empty, subjects: empty, scenic: empty, trails: [] };
  const paging = { keyword: q, pageNum, pageSize: SEARCH_PAGE_SIZE };
  const [articles, subjects, scenic, trails] = await Promise.all([
    api.get('/article/getArticleList', paging, locale),
    api.get('/subject/getSubjectList', paging, locale),
    api.get('/scenic/getScenic', paging, locale),
    // A handful of trails: all that match, on the first page only (docs/trails.md).
    pageNum === 1 ? api.get('/trail/getTrailList', { keyword: q }, locale) : Promise.resolve([]),
  ]);
  return { kind: 'search', q, pageNum, articles, subjects, scenic, trails };
}

export async function loadStatic(): Promise<StaticPageData> {
  return { kind: 'static' };
}
