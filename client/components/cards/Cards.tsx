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

const cardBase =
  'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-600 dark:bg-gray-900 dark:ring-gray-800 dark:hover:shadow-black/40';
const titleLink = 'text-inherit after:absolute after:inset-0 after:content-[""] focus-visible:outline-none';

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
function CardPhoto({ src, kind, name, eager, sizes = CARD_SIZES }: { src: string | null; kind: ItemKind; name: string; eager?: boolean; sizes?: string }) {
  return (
    <ItemPhoto
      className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      src={src}
      kind={kind}
      name={name}
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
      <div className="relative aspect-[4/3] overflow-hidden bg-gray-100 dark:bg-gray-800">
        <CardPhoto src={article.cover} kind={article.typeCode} name={article.title} eager={eager} sizes={sizes} />
        {badge && <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">{badge}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <H className="text-lg leading-snug font-semibold text-gray-900 dark:text-white">
          <LocaleLink to={href ?? articleHref(article.typeCode, article.id)} className={`${titleLink} group-hover:text-brand-800 dark:group-hover:text-brand-300`}>
            {article.title}
          </LocaleLink>
        </H>
        {article.summary && <p className="line-clamp-2 text-sm text-gray-600 dark:text-gray-300">{article.summary}</p>}
        {meta && <div className="mt-auto pt-1 text-sm text-gray-700 dark:text-gray-200">{meta}</div>}
      </div>
    </article>
  );
}

export function SubjectCard({ subject, headingLevel = 3, eager }: { subject: SubjectCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useTranslation('places');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardBase}>
      <div className="relative aspect-[4/3] overflow-hidden bg-gray-100 dark:bg-gray-800">
        <CardPhoto src={subject.cover} kind="subject" name={subject.title} eager={eager} />
        <span className="absolute top-3 left-3 rounded-full bg-gray-950/75 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur-sm">
          {t('home.themes.days', { count: subject.days })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <H className="text-lg leading-snug font-semibold text-gray-900 dark:text-white">
          <LocaleLink to={`/theme?id=${subject.id}`} className={`${titleLink} group-hover:text-brand-800 dark:group-hover:text-brand-300`}>
            {subject.title}
          </LocaleLink>
        </H>
        <p className="line-clamp-2 text-sm text-gray-600 dark:text-gray-300">{subject.summary}</p>
        {subject.season && <p className="mt-auto pt-1 text-xs font-medium text-brand-800 dark:text-brand-300">{subject.season}</p>}
      </div>
    </article>
  );
}
