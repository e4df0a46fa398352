/**
 * Which site's language a search query is written in (docs/product.md §4, search). The content
 * service splits indexed text and queries by the same script test (CJK runs as bigrams, the rest
 * as words), and the search page uses it to offer the other site when a query in the other
 * site's script finds nothing: each site holds text in its own language only.
 */
import type { Locale } from './api/envelope.ts';

/** Han, kana and hangul: scripts written without spaces between words. */
export const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

const HAS_CJK = new RegExp(CJK_RUN.source, 'u');
const HAS_LATIN = /\p{Script=Latin}/u;

/**
 * The site whose text a query could find when this site's found nothing, or null: Chinese
 * characters on the English site point to the Chinese site; a query of Latin letters without
 * any Chinese character on the Chinese site points to the English one.
 */
export function otherSearchLocale(locale: Locale, q: string): Locale | null {
  if (locale === 'en') return HAS_CJK.test(q) ? 'zh-CN' : null;
  return HAS_LATIN.test(q) && !HAS_CJK.test(q) ? 'en' : null;
}
