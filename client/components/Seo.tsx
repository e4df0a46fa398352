/**
 * Per-page head tags (docs/product.md §3): canonical URL, hreflang alternates for both
 * languages plus x-default (zh-CN), Open Graph URL and locale. React 19 hoists them into
 * <head>. Titles and descriptions come from each page through <PageMeta>.
 */
import { useLocation } from 'react-router-dom';
import { localizePath } from '../../shared/locale.ts';
import { matchPage } from '../../shared/match-page.ts';
import { useConfig } from '../app-context.tsx';

/** Query parameters that name content (kept in canonical URLs); others (filters, paging) are dropped. */
const CANONICAL_PARAMS = ['id', 'q', 'type', 'page'];

export function Seo() {
  const { origin } = useConfig();
  const { pathname, search } = useLocation();
  const { locale, path } = matchPage(pathname);
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const k of CANONICAL_PARAMS) {
    const v = params.get(k);
    if (v) kept.set(k, v);
  }
  const qs = kept.toString() ? `?${kept}` : '';
  const zh = origin + localizePath(path, 'zh-CN') + qs;
  const en = origin + localizePath(path, 'en') + qs;
  return (
    <>
      <link rel="canonical" href={locale === 'en' ? en : zh} />
      <link rel="alternate" hrefLang="zh-CN" href={zh} />
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="x-default" href={zh} />
      <meta property="og:url" content={locale === 'en' ? en : zh} />
      <meta property="og:locale" content={locale === 'en' ? 'en_US' : 'zh_CN'} />
      <meta property="og:locale:alternate" content={locale === 'en' ? 'zh_CN' : 'en_US'} />
    </>
  );
}
