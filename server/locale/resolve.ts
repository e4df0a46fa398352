/**
 * Locale of a request (docs/product.md §3): the URL prefix decides; only the bare root `/`
 * redirects, by the language cookie, else once by Accept-Language.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/api/envelope.ts';
import { LOCALE_COOKIE, localeCookie, localizePath } from '../../shared/locale.ts';

/** Best supported locale from an Accept-Language header, or null when it names neither. */
export function fromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header || header.length > 1000) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',').slice(0, 30)) {
    const [tagRaw, ...params] = part.trim().split(';');
    const tag = tagRaw?.trim().toLowerCase() ?? '';
    let q = 1;
    for (const p of params) {
      const m = /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    const locale: Locale | null = tag === 'en' || tag.startsWith('en-') ? 'en' : tag === 'zh' || tag.startsWith('zh-') ? 'zh-CN' : null;
    if (locale && q > 0 && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

export interface RootDecision {
  /** Where to send the visitor, or null to render the root as it is (zh-CN). */
  redirect: string | null;
  /** Set-Cookie value when the language was decided from Accept-Language. */
  setCookie: string | null;
}

/**
 * Only `/` redirects: with a valid cookie it follows the cookie; without one, an
 * English-preferring browser goes to /en once and gets the cookie. Crawlers (no cookie, no
 * Accept-Language) get zh-CN.
 */
export function decideRoot(cookieValue: string | undefined, acceptLanguage: string | undefined, search: string): RootDecision {
  if (isLocale(cookieValue)) {
    return { redirect: cookieValue === DEFAULT_LOCALE ? null : localizePath('/', cookieValue) + search, setCookie: null };
  }
  const preferred = fromAcceptLanguage(acceptLanguage);
  if (!preferred) return { redirect: null, setCookie: null };
  return {
    redirect: preferred === DEFAULT_LOCALE ? null : localizePath('/', preferred) + search,
    setCookie: localeCookie(preferred),
  };
}

export { LOCALE_COOKIE };
