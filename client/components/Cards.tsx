/** Cards for articles and themes, shared by list, browse, search and home pages. */
import type { ArticleSummary, SubjectSummary } from '../../shared/api/content.ts';
import { photoSrcSet, photoVariant } from '../../shared/api/media.ts';
import { articleHref } from '../../shared/routes.ts';
import { LocaleLink } from './LocaleLink.tsx';

export function Photo({ src, alt, sizes = '(min-width: 768px) 33vw, 100vw', className, eager = false }: { src: string; alt: string; sizes?: string; className?: string; eager?: boolean }) {
  const srcSet = photoSrcSet(src);
  return (
    <img
      className={className}
      src={photoVariant(src, 960)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="card">
      <Photo className="card__img" src={article.cover} alt="" />
      <div className="card__body">
        <h3 className="card__title">
          <LocaleLink to={articleHref(article.typeCode, article.id)}>{article.title}</LocaleLink>
        </h3>
        <p className="card__text">{article.summary}</p>
      </div>
    </article>
  );
}

export function SubjectCard({ subject }: { subject: SubjectSummary }) {
  return (
    <article className="card">
      <Photo className="card__img" src={subject.cover} alt="" />
      <div className="card__body">
        <h3 className="card__title">
          <LocaleLink to={`/theme?id=${subject.id}`}>{subject.title}</LocaleLink>
        </h3>
        <p className="card__text">{subject.summary}</p>
      </div>
    </article>
  );
}
