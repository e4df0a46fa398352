/**
 * Cards for articles and themes, shared by list, browse, search and home pages, and the
 * responsive <Photo>. Each card is one link target (the title's link stretches over the
 * card) so the whole card is clickable while screen readers hear just the title. An item
 * without a true photo shows its designed card instead (DesignedCard.tsx).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../../../shared/api/content.ts';
import type { SubjectCardData } from '../../../shared/page-data.ts';
import { articleHref } from '../../../shared/routes.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { ItemPhoto, type ItemKind } from './DesignedCard.tsx';

export { Photo } from './Photo.tsx';
export { DesignedCard, ItemPhoto, type ItemKind } from './DesignedCard.tsx';

/* Component classes (client/styles/components/teaser.css); `group` drives the photo's zoom. */
const cardBase = 'group teaser';

export interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** Small line(s) under the summary: price, hours, date… */
  meta?: ReactNode;
  /** Overlay on the photo's corner (category, number…). */
  badge?: ReactNode;
  /** Where the card links; default is the article's own page. */
  href?: string;
  eager?: boolean;
  sizes?: string;
}

const CARD_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw';

/** The card's decorative cover, zooming slightly on hover (not under reduced motion). */
function CardPhoto({ src, kind, eager, sizes = CARD_SIZES }: { src: string | null; kind: ItemKind; eager?: boolean; sizes?: string }) {
  return (
    <ItemPhoto
      className="teaser__img"
      src={src}
      kind={kind}
      alt=""
      eager={eager}
      sizes={sizes}
    />
  );
}

export function ArticleCard({ article, headingLevel = 3, meta, badge, href, eager, sizes }: ArticleCardProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardBase}>
      <div className="teaser__media">
        <CardPhoto src={article.cover} kind={article.typeCode} eager={eager} sizes={sizes} />
        {badge && <div className="teaser__badges">{badge}</div>}
      </div>
      <div className="teaser__body">
        <H className="teaser__title">
          <LocaleLink to={href ?? articleHref(article.typeCode, article.id)} className="teaser__link">
            {article.title}
          </LocaleLink>
        </H>
        {article.summary && <p className="teaser__text">{article.summary}</p>}
        {meta && <div className="teaser__meta">{meta}</div>}
      </div>
    </article>
  );
}

export function SubjectCard({ subject, headingLevel = 3, eager }: { subject: SubjectCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useTranslation('places');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardBase}>
      <div className="teaser__media">
        <CardPhoto src={subject.cover} kind="subject" eager={eager} />
        <span className="teaser__days">
          {t('home.themes.days', { count: subject.days })}
        </span>
      </div>
      <div className="teaser__body">
        <H className="teaser__title">
          <LocaleLink to={`/theme?id=${subject.id}`} className="teaser__link">
            {subject.title}
          </LocaleLink>
        </H>
        <p className="teaser__text">{subject.summary}</p>
        {subject.season && <p className="teaser__note">{subject.season}</p>}
      </div>
    </article>
  );
}
