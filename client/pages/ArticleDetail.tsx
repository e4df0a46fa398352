import type { ArticleDetailData } from '../../shared/page-data.ts';
import { Photo } from '../components/Cards.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { usePage } from './usePage.ts';

export function ArticleView({ data }: { data: ArticleDetailData }) {
  const a = data.article;
  return (
    <article>
      <PageMeta title={a.title} description={a.summary} image={a.cover} type="article" />
      <h1>{a.title}</h1>
      <p>{a.summary}</p>
      <Photo src={a.cover} alt={a.title} sizes="100vw" eager />
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.contentHtml }} />
    </article>
  );
}

export function Component() {
  const { data } = usePage<ArticleDetailData>();
  return <ArticleView data={data} />;
}
