/** Theme (subject) pages: /theme/list|grid|swiper, and /theme with or without ?id= (docs/product.md §4). */
import type { ArticleTypeCode, ItineraryDay, ItineraryStop } from '../../../shared/api/content.ts';
import type { SubjectBrowseData, SubjectDetailData } from '../../../shared/page-data.ts';
import type { Api } from '../../upstream/api.ts';
import { ApiError, NotFoundError } from '../../upstream/errors.ts';
import type { Locale } from '../../../shared/api/envelope.ts';
import { intParam, requireId } from '../query.ts';
import { sanitizeRichText } from '../sanitize.ts';
import type { LoaderContext } from './context.ts';

/** Twelve divides evenly into the 1-, 2- and 3-column grids of the browse layouts. */
const BROWSE_PAGE_SIZE = 12;
/** The contract's largest page: one call lists every entry a theme can point at. */
const ALL = 100;

export async function loadSubjectBrowse({ api, locale, url }: LoaderContext): Promise<SubjectBrowseData> {
  const pageNum = intParam(url, 'page', 1, 10_000) ?? 1;
  const page = await api.get('/subject/getSubjectList', { pageNum, pageSize: BROWSE_PAGE_SIZE }, locale);
  return { kind: 'subject-browse', page };
}

/**
 * Ids of the entries an itinerary may link to, per kind. Lookups that fail leave that kind
 * unchecked (null): a linked stop is better than a page that fails for a side lookup.
 */
async function knownRefs(api: Api, locale: Locale, days: ItineraryDay[]) {
  const codes = new Set<ArticleTypeCode>();
  let scenicWanted = false;
  for (const d of days) for (const s of d.stops) {
    if (s.ref?.kind === 'article') codes.add(s.ref.typeCode);
    if (s.ref?.kind === 'scenic') scenicWanted = true;
  }
  const ids = (p: Promise<{ records: { id: number }[] }>) =>
    p.then((page) => new Set(page.records.map((r) => r.id))).catch(() => null);
  const [scenic, ...articles] = await Promise.all([
    scenicWanted ? ids(api.get('/scenic/getScenic', { pageNum: 1, pageSize: ALL }, locale)) : Promise.resolve(null),
    ...[...codes].map((typeCode) => ids(api.get('/article/getArticleList', { typeCode, pageNum: 1, pageSize: ALL }, locale))),
  ]);
  const byType = new Map([...codes].map((c, i) => [c, articles[i] ?? null] as const));
  return { scenic, byType };
}

/**
 * A stop whose entry does not exist (a seed typo, an entry removed from the CMS) keeps its
 * name and note but loses its link: the theme page never links to a 404 (docs/product.md §6).
 */
async function checkLinks(api: Api, locale: Locale, days: ItineraryDay[]): Promise<ItineraryDay[]> {
  const known = await knownRefs(api, locale, days);
  const keep = (s: ItineraryStop): ItineraryStop['ref'] => {
    const ref = s.ref;
    if (!ref) return null;
    const set = ref.kind === 'scenic' ? known.scenic : known.byType.get(ref.typeCode);
    return !set || set.has(ref.id) ? ref : null;
  };
  return days.map((d) => ({ ...d, stops: d.stops.map((s) => ({ ...s, ref: keep(s) })) }));
}

async function loadSubjectDetail({ api, locale, url }: LoaderContext): Promise<SubjectDetailData> {
  const id = requireId(url);
  let subject;
  try {
    subject = await api.get('/subject/getSubjectDetail', { id }, locale);
  } catch (err) {
    // An unknown id is the visitor's 404; any other failure (code -1 included) is the API-error 500 (docs/behaviour.md §5).
    if (err instanceof ApiError && err.reason === 'not-found') throw new NotFoundError(`no subject ${id}`);
    throw err;
  }
  const itinerary = await checkLinks(api, locale, subject.itinerary ?? []);
  // The CMS's raw rich text stays here: the page shows (and its state carries) only the cleaned copy.
  const { content, ...shown } = subject;
  return { kind: 'subject-detail', subject: { ...shown, itinerary }, contentHtml: sanitizeRichText(content) };
}

/** /theme: one theme by ?id=, or the default list without one. */
export function loadTheme(ctx: LoaderContext): Promise<SubjectBrowseData | SubjectDetailData> {
  return ctx.url.searchParams.has('id') ? loadSubjectDetail(ctx) : loadSubjectBrowse(ctx);
}
