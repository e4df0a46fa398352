/** /article: one article by ?id= (the article detail view), else the default list (docs/product.md §4). */
import type { ArticleBrowseData, ArticleDetailData } from '../../../shared/page-data.ts';
import { ArticleBrowseView } from '../browse/ArticleBrowsePage.tsx';
import { ArticleView } from './ArticleDetailPage.tsx';
import { usePage } from '../../hooks/usePage.ts';

export function Component() {
  const { data } = usePage<ArticleDetailData | ArticleBrowseData>();
  return data.kind === 'article-detail' ? <ArticleView data={data} /> : <ArticleBrowseView data={data} routeId="article" />;
}
