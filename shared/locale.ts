/** Locale URLs (docs/product.md §3): zh-CN unprefixed, English under /en. */
import { DEFAULT_LOCALE, type Locale } from './api/envelope.ts';

export const LOCALE_COOKIE = 'lang';
/** 365 days (docs/behaviour.md §4, §9). */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const HTML_LANG: Record<Locale, string> = { 'zh-CN': 'zh-CN', en: 'en' };

/** The same (unprefixed) path in a locale. */
export function localizePath(path: string, locale: Locale): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return p;
  return p === '/' ? '/en' : `/en${p}`;
}

/** Cookie attributes for the chosen language (docs/behaviour.md §4: 365 days, path /, SameSite=Lax). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
