/**
 * The upstream CMS contract (docs/behaviour.md §3, §7; docs/product.md §7): every reply is this envelope.
 * `code: -1` is a failure (docs/behaviour.md §5); `0` is success. Lists come as `data.records` + `total`.
 */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const API_FAILURE_CODE = -1;
export const API_SUCCESS_CODE = 0;
/**
 * A detail endpoint's answer for an id it does not know (docs/behaviour.md §5): content that
 * is not there, which the site shows as 404. Told apart from code -1, a failure of the CMS,
 * which the site shows as the 500 API-error page, so an outage never looks like deleted content.
 */
export const API_NOT_FOUND_CODE = 404;

/** Every endpoint lives under this prefix and is a GET (docs/behaviour.md §7). */
export const API_PREFIX = '/website/api/web';

/** A page of a list. `pageNum` is 1-based. */
export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Paging parameters accepted by every list endpoint; the service bounds pageSize (1..MAX_PAGE_SIZE). */
export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 12;
/** Longest string query value the service accepts (longer is refused with code -1). */
export const MAX_QUERY_CHARS = 100;
export const MAX_PAGE_SIZE = 100;

export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en';
}
