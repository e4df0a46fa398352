/** Locale URLs (docs/product.md §3): zh-CN unprefixed, English under /en. */
import { DEFAULT_LOCALE, type Locale } from './api/envelope.ts';
import { cleanPathname } from './safe-url.ts';

export const LOCALE_COOKIE = 'lang';
/** 365 days (docs/behaviour.md §4, §9). */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const HTML_LANG: Record<Locale, string> = { 'zh-CN': 'zh-CN', en: 'en' };

/** The locale a pathname is in, and the pathname without its prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { locale: 'en', path: pathname.slice(3) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** A pathname already known to be in `locale`, without its prefix. */
export function unprefixedPath(pathname: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  return pathname.slice(localizePath('/', locale).length) || '/';
}

/** The same (unprefixed) path in a locale. */
export function localizePath(path: string, locale: Locale): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return p;
  return p === '/' ? '/en' : `/en${p}`;
}

/**
 * The current URL (path + query) in the other locale: what the language switcher links to.
 * Always a path on this origin: the pathname is cleaned first, so `/en//evil.example` can never
 * become the protocol-relative `//evil.example`.
 */
export function switchLocaleHref(pathname: string, search: string, to: Locale): string {
  const { path } = splitLocale(cleanPathname(pathname));
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return cleanPathname(localizePath(path, to)) + query.replace(/#/g, '%23');
}

/** Cookie attributes for the chosen language (docs/behaviour.md §4: 365 days, path /, SameSite=Lax). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
