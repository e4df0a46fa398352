/** Locale of a request and the seed-file rule "a value that differs by language is {zh-CN, en}". */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/api/index.ts';

/** True for an object with exactly the two keys "zh-CN" and "en" (the seed's L<T>). */
function isLocalized(value: unknown): value is Record<Locale, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('zh-CN') && keys.includes('en');
}

/** Picks one side for `locale`, recursively (a picked side may itself hold localized leaves). */
export function localize<T = unknown>(value: unknown, locale: Locale): T {
  if (isLocalized(value)) return localize(value[locale], locale);
  if (Array.isArray(value)) return value.map((v) => localize(v, locale)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = localize(v, locale);
    return out as T;
  }
  return value as T;
}

function fromTag(tag: string): Locale | null {
  const t = tag.trim().toLowerCase();
  if (t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'zh' || t.startsWith('zh-')) return 'zh-CN';
  return null;
}

/** Best supported language of an Accept-Language header, by q-value; null if none is supported. */
export function parseAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) {
    const locale = fromTag(r.tag);
    if (locale) return locale;
  }
  return null;
}

/** `lang` query wins when it names a supported locale, then Accept-Language, then zh-CN. */
export function requestLocale(langQuery: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof langQuery === 'string') {
    const exact = LOCALES.find((l) => l.toLowerCase() === langQuery.trim().toLowerCase());
    if (exact) return exact;
  }
  return parseAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
