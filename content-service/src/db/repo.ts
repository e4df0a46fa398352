/** Read queries over the seeded tables. Rows already hold the localized API JSON. */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type {
  ArticleDetail, ArticleSummary, ArticleType, FaqEntry, FriendlyLink, ItineraryDay, Locale, MenuRecord,
  Notice, Page, ScenicSpot, SubjectDetail, SubjectSummary,
} from '../../../shared/api/index.ts';
import { toFtsQuery } from './search.ts';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

interface ListSpec {
  table: string;
  /** FTS kind for keyword search; omit for lists without search. */
  kind?: string;
  keyword?: string | undefined;
  where?: [string, SQLInputValue][];
  order: string;
}

const parse = <T>(row: unknown): T => JSON.parse((row as { json: string }).json) as T;

/** One page of a table for a locale, with optional keyword (FTS, best matches first) and column filters. */
function listPage<T>(db: DatabaseSync, locale: Locale, spec: ListSpec, paging: Paging): Page<T> {
  const clauses = ['t.locale = ?'];
  const params: SQLInputValue[] = [];
  let from = `${spec.table} t`;
  let order = spec.order;
  if (spec.kind && spec.keyword !== undefined) {
    const match = toFtsQuery(spec.keyword);
    // A keyword with nothing searchable in it (only punctuation) matches nothing.
    if (match === null) return { records: [], total: 0, ...paging };
    from += ` JOIN (SELECT ref_id, bm25(search_fts) AS score FROM search_fts
      WHERE search_fts MATCH ? AND kind = ? AND locale = ?) s ON s.ref_id = t.id`;
    params.push(match, spec.kind, locale);
    order = `s.score, ${order}`;
  }
  params.push(locale);
  for (const [sql, value] of spec.where ?? []) {
    clauses.push(sql);
    params.push(value);
  }
  const where = clauses.join(' AND ');
  const { n } = db.prepare(`SELECT count(*) AS n FROM ${from} WHERE ${where}`).get(...params) as { n: number };
  const rows = db
    .prepare(`SELECT t.json FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, paging.pageSize, (paging.pageNum - 1) * paging.pageSize);
  return { records: rows.map((r) => parse<T>(r)), total: n, ...paging };
}

function all<T>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): T[] {
  return db.prepare(sql).all(...params).map((r) => parse<T>(r));
}

export function articleTypes(db: DatabaseSync, locale: Locale): ArticleType[] {
  return all<ArticleType>(db, 'SELECT json FROM article_type WHERE locale = ? ORDER BY order_num, id', locale);
}

export interface ArticleFilter {
  typeId?: number | undefined;
  keyword?: string | undefined;
  category?: string | undefined;
  stars?: number | undefined;
  priceMax?: number | undefined;
}

export function listArticles(db: DatabaseSync, locale: Locale, f: ArticleFilter, paging: Paging): Page<ArticleSummary> {
  const where: [string, SQLInputValue][] = [];
  if (f.typeId !== undefined) where.push(['t.type_id = ?', f.typeId]);
  if (f.category !== undefined) where.push(['t.category = ?', f.category]);
  if (f.stars !== undefined) where.push(['t.stars = ?', f.stars]);
  // priceMax is the visitor's budget: entries whose lowest price fits in it.
  if (f.priceMax !== undefined) where.push(['t.price_min <= ?', f.priceMax]);
  return listPage(db, locale, { table: 'article', kind: 'article', keyword: f.keyword, where, order: 't.publish_time DESC, t.id' }, paging);
}

export function articleDetail(db: DatabaseSync, locale: Locale, id: number): ArticleDetail | null {
  const row = db.prepare('SELECT json, content, related FROM article WHERE id = ? AND locale = ?').get(id, locale) as
    | { json: string; content: string; related: string }
    | undefined;
  if (!row) return null;
  const ids = JSON.parse(row.related) as number[];
  const byId = new Map(
    ids.length
      ? all<ArticleSummary>(db, `SELECT json FROM article WHERE locale = ? AND id IN (${ids.map(() => '?').join(',')})`, locale, ...ids).map(
          (a) => [a.id, a] as const,
        )
      : [],
  );
  // Seed order is kept; ids without an article are dropped rather than failing the page.
  const related = ids.map((i) => byId.get(i)).filter((a): a is ArticleSummary => a !== undefined && a.id !== id);
  return { ...(JSON.parse(row.json) as ArticleSummary), content: row.content, related };
}

export function listScenic(db: DatabaseSync, locale: Locale, keyword: string | undefined, paging: Paging): Page<ScenicSpot> {
  return listPage(db, locale, { table: 'scenic', kind: 'scenic', keyword, order: 't.id' }, paging);
}

export function listSubjects(db: DatabaseSync, locale: Locale, keyword: string | undefined, paging: Paging): Page<SubjectSummary> {
  return listPage(db, locale, { table: 'subject', kind: 'subject', keyword, order: 't.id' }, paging);
}

export function subjectDetail(db: DatabaseSync, locale: Locale, id: number): SubjectDetail | null {
  const row = db.prepare('SELECT json, content, itinerary FROM subject WHERE id = ? AND locale = ?').get(id, locale) as
    | { json: string; content: string; itinerary: string }
    | undefined;
  if (!row) return null;
  const itinerary = JSON.parse(row.itinerary) as ItineraryDay[];
  return { ...(JSON.parse(row.json) as SubjectSummary), content: row.content, itinerary };
}

export function listFaq(db: DatabaseSync, locale: Locale, f: { category?: string | undefined; keyword?: string | undefined }, paging: Paging): Page<FaqEntry> {
  const where: [string, SQLInputValue][] = f.category !== undefined ? [['t.category = ?', f.category]] : [];
  return listPage(db, locale, { table: 'faq', kind: 'faq', keyword: f.keyword, where, order: 't.order_num, t.id' }, paging);
}

/** Notices of every season plus those of `season`. */
/** The notices whose conditions all hold (`held`: world/conditions.ts conditionsOn). */
export function listNotices(db: DatabaseSync, locale: Locale, held: ReadonlySet<string>, paging: Paging): Page<Notice> {
  const unmet = "EXISTS (SELECT 1 FROM json_each(t.shown_when) WHERE json_each.value NOT IN (SELECT value FROM json_each(?)))";
  const where: [string, SQLInputValue][] = [[`(t.shown_when = '' OR NOT ${unmet})`, JSON.stringify([...held])]];
  return listPage(db, locale, { table: 'notice', where, order: 't.publish_time DESC, t.id' }, paging);
}

/** The newest article publish time as written in the seed (what the demo calendar moves). */
export function newestArticleTime(db: DatabaseSync): Date | null {
  const row = db.prepare('SELECT max(publish_time) AS t FROM article').get() as { t: string | null };
  return row.t ? new Date(row.t) : null;
}

export function listFriendlyLinks(db: DatabaseSync, locale: Locale, paging: Paging): Page<FriendlyLink> {
  return listPage(db, locale, { table: 'friendly_link', order: 't.order_num, t.id' }, paging);
}

export function menus(db: DatabaseSync, locale: Locale, position: number, platform: number | undefined): MenuRecord[] {
  const byPlatform = platform === undefined ? '' : ' AND platform = ?';
  const params: SQLInputValue[] = platform === undefined ? [locale, position] : [locale, position, platform];
  return all<MenuRecord>(db, `SELECT json FROM menu WHERE locale = ? AND position = ?${byPlatform} ORDER BY order_num, id`, ...params);
}

/** A shell document (home, music, weather, flow, consult, footer), or null if the seed has none. */
export function doc<T>(db: DatabaseSync, key: string, locale: Locale): T | null {
  const row = db.prepare('SELECT json FROM doc WHERE key = ? AND locale = ?').get(key, locale);
  return row ? parse<T>(row) : null;
}
