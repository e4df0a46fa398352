/**
 * Cards for articles and themes, shared by list, browse, search and home pages, and the
 * responsive <Photo>. Each card is one link target (the title's link stretches over the
 * card) so the whole card is clickable while screen readers hear just the title. An item
 * with a true photo leads with it; one without is a compact card, its kind's small tile beside
 * the title, so a list of items without photos stays short on a phone (KindTile.tsx).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ArticleSummary } from '../../../shared/api/content.ts';
import type { SubjectCardData } from '../../../shared/page-data.ts';
import { articleHref } from '../../../shared/routes.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { Badge } from '../ui/Badge.tsx';
import { KindTile, type ItemKind } from './KindTile.tsx';
import { Photo } from './Photo.tsx';

export { Photo } from './Photo.tsx';
export { ItemPhoto, KindTile, type ItemKind } from './KindTile.tsx';

export interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** Small line(s) under the summary: price, hours, date… */
  meta?: ReactNode;
  /** Labels (category, number…): over the photo's corner, or above the title of a compact card. */
  badge?: ReactNode;
  /** Where the card links; default is the article's own page. */
  href?: string;
  eager?: boolean;
  sizes?: string;
}

const CARD_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw';

interface TeaserProps {
  cover: string | null;
  kind: ItemKind;
  title: ReactNode;
  headingLevel: 2 | 3;
  /** Over the photo's corner, or above the title of a compact card. */
  labels?: ReactNode;
  children?: ReactNode;
  eager?: boolean;
  sizes?: string;
}

/**
 * The card's frame: the photo (zooming slightly on hover, not under reduced motion) with the
 * labels over its corner, or, without a photo, the kind's tile beside the labels and the title.
 * Classes in client/styles/components/teaser.css; `group` drives the zoom.
 */
function Teaser({ cover, kind, title, headingLevel, labels, children, eager, sizes = CARD_SIZES }: TeaserProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const heading = <H className="teaser__title">{title}</H>;
  if (!cover) {
    return (
      <article className="group teaser teaser--compact">
        <div className="teaser__body">
          <div className="teaser__head">
            <KindTile kind={kind} />
            <div className="teaser__heading">
              {labels && <div className="teaser__labels">{labels}</div>}
              {heading}
            </div>
          </div>
          {children}
        </div>
      </article>
    );
  }
  return (
    <article className="group teaser">
      <div className="teaser__media">
        <Photo className="teaser__img" src={cover} alt="" eager={eager} sizes={sizes} />
        {labels && <div className="teaser__badges">{labels}</div>}
      </div>
      <div className="teaser__body">
        {heading}
        {children}
      </div>
    </article>
  );
}

export function ArticleCard({ article, headingLevel = 3, meta, badge, href, eager, sizes }: ArticleCardProps) {
  const title = (
    <LocaleLink to={href ?? articleHref(article.typeCode, article.id)} className="teaser__link">
      {article.title}
    </LocaleLink>
  );
  return (
    <Teaser cover={article.cover} kind={article.typeCode} title={title} headingLevel={headingLevel} labels={badge} eager={eager} sizes={sizes}>
      {article.summary && <p className="teaser__text">{article.summary}</p>}
      {meta && <div className="teaser__meta">{meta}</div>}
    </Teaser>
  );
}

export function SubjectCard({ subject, headingLevel = 3, eager }: { subject: SubjectCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useTranslation('places');
  const title = (
    <LocaleLink to={`/theme?id=${subject.id}`} className="teaser__link">
      {subject.title}
    </LocaleLink>
  );
  return (
    <Teaser
      cover={subject.cover}
      kind="subject"
      title={title}
      headingLevel={headingLevel}
      labels={<Badge tone={subject.cover ? 'photo' : 'brand'}>{t('home.themes.days', { count: subject.days })}</Badge>}
      eager={eager}
    >
      <p className="teaser__text">{subject.summary}</p>
      {subject.season && <p className="teaser__note">{subject.season}</p>}
    </Teaser>
  );
}
