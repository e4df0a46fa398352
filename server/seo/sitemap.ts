/**
 * sitemap.xml (docs/product.md §3): every indexable page in both languages, each
 * with hreflang alternates for zh-CN, en and x-default (zh-CN), as absolute URLs.
 */
import type { Locale } from '../../shared/api/envelope.ts';
import { localizePath } from '../../shared/locale.ts';
import { ROUTE_LIST, articleHref } from '../../shared/routes.ts';
import { trailPath } from '../../shared/trail-path.ts';
import type { Api } from '../upstream/api.ts';

export interface SitemapEntry {
  /** Unprefixed path with query, e.g. "/hotel/detail?id=1001". */
  path: string;
  /** ISO 8601 date of the last change, when the content has one. */
  lastmod: string | null;
}

/**
 * Routes a crawler should index: no template pages (noindex, docs/product.md §4), no bare detail
 * routes (without ?id= they are 404s) and no /search (results pages are noindex: thin,
 * endless duplicates of the content pages).
 */
function indexableRoutes(): string[] {
  return ROUTE_LIST.filter((r) => !r.noindex && !r.detail && r.id !== 'search').map((r) => r.path);
}

/** The contract's largest page; lists are walked page by page until `total` is reached. */
const PAGE = 100;
/** A guard against an upstream whose `total` never ends. */
const MAX_PAGES = 50;

async function walk<T>(fetchPage: (pageNum: number) => Promise<{ records: T[]; total: number }>): Promise<T[]> {
  const out: T[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
    const page = await fetchPage(pageNum);
    out.push(...page.records);
    if (page.records.length < PAGE || out.length >= page.total) break;
  }
  return out;
}

/** Every page of the site worth indexing; content URLs come from the CMS (zh-CN lists). */
export async function sitemapEntries(api: Pick<Api, 'get'>): Promise<SitemapEntry[]> {
  const locale: Locale = 'zh-CN';
  const [articles, subjects, trails] = await Promise.all([
    walk((pageNum) => api.get('/article/getArticleList', { pageNum, pageSize: PAGE }, locale)),
    walk((pageNum) => api.get('/subject/getSubjectList', { pageNum, pageSize: PAGE }, locale)),
    api.get('/trail/getTrailList', {}, locale),
  ]);
  return [
    ...indexableRoutes().map((path) => ({ path, lastmod: null })),
    ...articles.map((a) => ({ path: articleHref(a.typeCode, a.id), lastmod: a.publishTime || null })),
    ...subjects.map((s) => ({ path: `/theme?id=${s.id}`, lastmod: null })),
    ...trails.map((t) => ({ path: trailPath(t.id), lastmod: null })),
  ];
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** W3C date (YYYY-MM-DD) of an ISO time, or null when it does not parse. */
function w3cDate(iso: string | null): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

/** One <url> per language; each lists all alternates, itself included, as Google asks. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const abs = (path: string, locale: Locale) => xmlEscape(origin + localizePath(path, locale));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const e of entries) {
    const lastmod = w3cDate(e.lastmod);
    for (const locale of ['zh-CN', 'en'] as const) {
      lines.push(
        '<url>',
        `<loc>${abs(e.path, locale)}</loc>`,
        ...(lastmod ? [`<lastmod>${lastmod}</lastmod>`] : []),
        `<xhtml:link rel="alternate" hreflang="zh-CN" href="${abs(e.path, 'zh-CN')}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${abs(e.path, 'en')}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(e.path, 'zh-CN')}"/>`,
        '</url>',
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Route data as JSON and the living style guide are not pages for search engines.
    'Disallow: /_data/',
    'Disallow: /template/',
    'Disallow: /en/template/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
