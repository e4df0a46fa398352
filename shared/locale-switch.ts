/** What the language switcher links to (docs/product.md §3). */
import type { Locale } from './api/envelope.ts';
import { localizePath } from './locale.ts';
import { matchPage } from './match-page.ts';
import { cleanPathname } from './safe-url.ts';

/**
 * The current URL (path + query) in the other locale. Always a path on this origin: the
 * pathname is cleaned first, so `/en//evil.example` can never become the protocol-relative
 * `//evil.example`.
 */
export function switchLocaleHref(pathname: string, search: string, to: Locale): string {
  const { path } = matchPage(cleanPathname(pathname));
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return cleanPathname(localizePath(path, to)) + query.replace(/#/g, '%23');
}
