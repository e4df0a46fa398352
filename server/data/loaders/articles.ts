import type { ArticleSummary, ArticleTypeCode } from '../../../shared/api/content.ts';
import type { ArticleBrowseData, ArticleDetailData, ArticleListData, ListFacets } from '../../../shared/page-data.ts';
import { NotFoundError } from '../../upstream/errors.ts';
import { ApiError } from '../../upstream/errors.ts';
import { intParam, param, requireId, tokenParam } from '../query.ts';
import { sanitizeRichText } from '../sanitize.ts';
import type { StreamProbe, StreamStatus } from '../streams.ts';
import type { LoaderContext } from './context.ts';

const LIST_PAGE_SIZE = 12;
/** Types whose entries carry coordinates and get a map on their list page. */
const MAPPED: ReadonlySet<ArticleTypeCode> = new Set(['hotel', 'restaurant', 'shop', 'poi', 'island', 'landscape', 'animal', 'live', 'explain']);

export function listLoader(typeCode: ArticleTypeCode) {
  return async ({ api, locale, url, probeStreams }: LoaderContext): Promise<ArticleListData> => {
    const filters = {
      category: tokenParam(url, 'category'),
      stars: intParam(url, 'stars', null, 5),
      priceMax: intParam(url, 'priceMax', null, 100_000),
      keyword: param(url, 'q'),
    };
    const pageNum = intParam(url, 'page', 1, 10_000) ?? 1;
    const [page, all, home] = await Promise.all([
      api.get(
        '/article/getArticleList',
        { typeCode, pageNum, pageSize: LIST_PAGE_SIZE, category: filters.category ?? undefined, stars: filters.stars ?? undefined, priceMax: filters.priceMax ?? undefined, keyword: filters.keyword ?? undefined },
        locale,
      ),
      // Category chips come from the whole type, not the filtered page.
      api.get('/article/getArticleList', { typeCode, pageNum: 1, pageSize: 100 }, locale),
      MAPPED.has(typeCode) ? api.get('/homeModule/getHomeModule', {}, locale) : Promise.resolve(null),
    ]);
    const categories = [...new Set(all.records.map((a) => a.attrs.category).filter((c): c is string => !!c))];
    // News reads newest first whatever order the CMS answers in (docs/product.md §4 /trends);
    // visitor services follow a visit (tickets, parking, buses… as docs/product.md §4 lists them);
    const records =
      typeCode === 'news'
        ? [...page.records].sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime))
        : typeCode === 'service'
          ? [...page.records].sort((a, b) => serviceRank(a.attrs.category) - serviceRank(b.attrs.category))
          : typeCode === 'explain'
            ? [...page.records].sort((a, b) => a.id - b.id) // audio stops in walking order (stop 1 first)
            : page.records;
    if (typeCode === 'service') categories.sort((a, b) => serviceRank(a) - serviceRank(b));
    const streams = typeCode === 'live' && probeStreams ? await liveStatus(records, probeStreams) : undefined;
    return { kind: 'article-list', typeCode, page: { ...page, records }, filters, categories, map: home?.map ?? null, facets: listFacets(all.records), ...(streams ? { streams } : {}) };
  };
}

/** Stream status per live-camera article id (only the streams the server could check). */
async function liveStatus(records: ArticleSummary[], probe: StreamProbe): Promise<Record<number, StreamStatus>> {
  const byUrl = await probe(records.map((a) => a.attrs.streamUrl).filter((u): u is string => !!u));
  const out: Record<number, StreamStatus> = {};
  for (const a of records) {
    const s = a.attrs.streamUrl ? byUrl[a.attrs.streamUrl] : undefined;
    if (s) out[a.id] = s;
  }
  return out;
}

/** The order of docs/product.md §4 /ability: tickets, parking, shuttles, guides, rentals, medical, lost and found, accessibility. */
const SERVICE_ORDER = ['tickets', 'parking', 'shuttle', 'guides', 'rental', 'medical', 'lost-found', 'accessibility'];
function serviceRank(category: string | undefined): number {
  const i = SERVICE_ORDER.indexOf(category ?? '');
  return i < 0 ? SERVICE_ORDER.length : i;
}

/** Star ratings and the price span of a whole type, for the list's filter options. */
export function listFacets(all: ArticleSummary[]): ListFacets {
  const stars = [...new Set(all.map((a) => a.attrs.stars).filter((n): n is number => Number.isInteger(n) && n! >= 1 && n! <= 5))].sort((a, b) => a - b);
  const prices = all.map((a) => a.attrs.priceMin).filter((n): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0);
  return { stars, priceFloor: prices.length ? Math.min(...prices) : null, priceCeiling: prices.length ? Math.max(...prices) : null };
}

/** A detail page: the id must name an article of the route's type, else 404. */
export function detailLoader(typeCode: ArticleTypeCode | null) {
  return async ({ api, locale, url }: LoaderContext): Promise<ArticleDetailData> => {
    const id = requireId(url);
    // Both calls at once (the map settings are needed only for a located article, and are
    // almost always cached): a detail page waits for one upstream round trip, not two.
    const [found, home] = await Promise.allSettled([api.get('/article/getArticleDetail', { id }, locale), api.get('/homeModule/getHomeModule', {}, locale)]);
    if (found.status === 'rejected') {
      const err: unknown = found.reason;
      // An unknown id is the visitor's 404; any other failure (code -1 included) is the API-error 500.
      if (err instanceof ApiError && err.reason === 'not-found') throw new NotFoundError(`no article ${id}`);
      throw err;
    }
    const article = found.value;
    if (typeCode && article.typeCode !== typeCode) throw new NotFoundError(`article ${id} is not a ${typeCode}`);
    let map = null;
    if (article.attrs.lat != null) {
      if (home.status === 'rejected') throw home.reason;
      map = home.value.map;
    }
    // The CMS's raw rich text stays here: the page shows (and its state carries) only the cleaned copy.
    const { content, ...shown } = article;
    return { kind: 'article-detail', article: shown, contentHtml: sanitizeRichText(content), map };
  };
}

/** /article/list|grid|swiper: all articles, with type tabs. */
export async function loadArticleBrowse({ api, locale, url }: LoaderContext): Promise<ArticleBrowseData> {
  const types = await api.get('/article/getArticleTypeList', {}, locale);
  const wanted = tokenParam(url, 'type');
  const type = types.records.find((t) => t.code === wanted) ?? null;
  const pageNum = intParam(url, 'page', 1, 10_000) ?? 1;
  const page = await api.get('/article/getArticleList', { typeCode: type?.code, pageNum, pageSize: LIST_PAGE_SIZE }, locale);
  return { kind: 'article-browse', types: types.records, typeCode: type?.code ?? null, page };
}

/** /article: one article by ?id=, or the default list without one. */
export async function loadArticle(ctx: LoaderContext): Promise<ArticleDetailData | ArticleBrowseData> {
  return ctx.url.searchParams.has('id') ? detailLoader(null)(ctx) : loadArticleBrowse(ctx);
}
