/** Reading the content service directly and picking apart server HTML, for the page suites. */
import type { ArticleSummary } from '../../shared/api/content.ts';
import type { Locale, Page } from '../../shared/api/envelope.ts';

const API = '/website/api/web';

/** The content service of a running stack (its URL is read when a call is made). */
export function contentApi(contentUrl: () => string) {
  async function api<T>(path: string, query: Record<string, string | number>, locale: Locale): Promise<T> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await fetch(`${contentUrl()}${API}${path}?${qs}`, { headers: { 'accept-language': locale } });
    const body = (await res.json()) as { code: number; data: T };
    if (body.code !== 0) throw new Error(`${path}: code ${body.code}`);
    return body.data;
  }
  const list = (typeCode: string, locale: Locale, extra: Record<string, string | number> = {}) =>
    api<Page<ArticleSummary>>('/article/getArticleList', { typeCode, pageNum: 1, pageSize: 12, ...extra }, locale);
  return { api, list };
}

/** Whether some <a> tag carries every one of these attribute strings (React's attribute order varies). */
export const hasLink = (html: string, ...attrs: string[]) => [...html.matchAll(/<a\s[^>]*>/g)].some((m) => attrs.every((a) => m[0].includes(a)));
/** Every JSON-LD block of a page, parsed. */
export const jsonLd = (html: string): any[] => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
