/**
 * Search results grouped by kind (docs/product.md §4 /search): sights, themes, then articles by
 * type, ordered by rank.ts (places first for a place word). Titles and excerpts carry the query's words in <mark> (text split, never HTML).
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ArticleSummary, ArticleTypeCode, ScenicSpot, SubjectSummary } from '../../../shared/api/content.ts';
import { ARTICLE_TYPE_CODES } from '../../../shared/api/content.ts';
import type { TrailSummary } from '../../../shared/api/trails.ts';
import { articleHref } from '../../../shared/routes.ts';
import { trailPath } from '../../../shared/trail-path.ts';
import { formatCount } from '../../format/numbers.ts';
import { useLocale } from '../../app-context.tsx';
import { ItemPhoto, type ItemKind } from '../../components/cards/Cards.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { isoDay, longDate } from '../../format/dates.ts';
import { excerptAround, Highlight } from './highlight.tsx';
import { typeRouteId } from '../browse/Timeline.tsx';
import { isPlaceType } from './rank.ts';

export interface Hit {
  key: string;
  href: string;
  title: string;
  text: string;
  cover: string | null;
  /** What the hit is: its kind's tile fills the thumbnail when it has no photo. */
  kind: ItemKind;
  date?: string | null;
  extra?: string;
}

function HitRow({ hit, terms }: { hit: Hit; terms: string[] }) {
  const locale = useLocale();
  return (
    <li>
      <article className="group relative flex gap-4 rounded-xl p-2 -mx-2 card-focus hover:bg-gray-50 dark:hover:bg-gray-800/50">
        <div className="aspect-square w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100 sm:aspect-[4/3] sm:w-36 dark:bg-gray-800">
          <ItemPhoto src={hit.cover} kind={hit.kind} sizes="(min-width: 640px) 144px, 80px" className="size-full object-cover" />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-semibold text-gray-900 sm:text-lg dark:text-white">
            <LocaleLink to={hit.href} className="stretched-link hover:text-brand-700 dark:hover:text-brand-300">
              <Highlight text={hit.title} terms={terms} />
            </LocaleLink>
          </h3>
          <p className="mt-1 line-clamp-2 text-sm text-gray-600 dark:text-gray-300">
            <Highlight text={excerptAround(hit.text, terms)} terms={terms} />
          </p>
          {(hit.date || hit.extra) && (
            <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">
              {hit.extra}
              {hit.extra && hit.date ? ' · ' : ''}
              {hit.date && <time dateTime={isoDay(hit.date)}>{longDate(hit.date, locale)}</time>}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}

export function ResultGroup({ id, title, count, hits, terms }: { id: string; title: string; count?: number; hits: Hit[]; terms: string[] }) {
  if (!hits.length) return null;
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="mb-3 flex items-baseline gap-2 border-b border-gray-200 pb-2 text-lg font-bold text-gray-900 dark:border-gray-800 dark:text-white">
        {title}
        {count != null && <span className="text-sm font-medium text-gray-500 dark:text-gray-400">{count}</span>}
      </h2>
      <ul className="space-y-3">
        {hits.map((h) => (
          <HitRow key={h.key} hit={h} terms={terms} />
        ))}
      </ul>
    </section>
  );
}

export const scenicHit = (s: ScenicSpot): Hit => ({ key: `s${s.id}`, href: `/scenicArea#spot-${s.id}`, title: s.name, text: s.intro, cover: s.cover, kind: 'scenic', extra: s.openHours });

/** A trail's hit carries its record's length and climbing, written as on its page and the map. */
export function useTrailHit(): (tr: TrailSummary) => Hit {
  const { t } = useTranslation('places');
  return (tr) => ({ key: `r${tr.id}`, href: trailPath(tr.id), title: tr.name, text: tr.summary, cover: null, kind: 'trail', extra: t('map.trailFigures', { km: tr.lengthKm, gain: formatCount(tr.gainM) }) });
}

export function useThemeHit(): (s: SubjectSummary) => Hit {
  const { t } = useTranslation('guide');
  return (s) => ({ key: `t${s.id}`, href: `/theme?id=${s.id}`, title: s.title, text: s.summary, cover: s.cover, kind: 'subject', extra: t('theme.days', { count: s.days }) });
}

const articleHit = (a: ArticleSummary): Hit => ({
  key: `a${a.id}`,
  href: articleHref(a.typeCode, a.id),
  title: a.title,
  text: a.summary,
  cover: a.cover,
  kind: a.typeCode,
  date: a.typeCode === 'news' ? a.publishTime : null,
});

/** The page's articles by type, in the order of the contract's type list. */
function articlesByType(articles: ArticleSummary[]): [ArticleTypeCode, ArticleSummary[]][] {
  return ARTICLE_TYPE_CODES.map((code) => [code, articles.filter((a) => a.typeCode === code)] as [ArticleTypeCode, ArticleSummary[]]).filter(
    ([, list]) => list.length > 0,
  );
}

/** The page's articles as one group per type (titled by the type's list page). */
export function useArticleGroups(): (articles: ArticleSummary[]) => { id: string; title: string; hits: Hit[]; place: boolean }[] {
  const { t } = useTranslation('pages');
  return (articles) =>
    articlesByType(articles).map(([code, list]) => ({ id: `results-${code}`, title: t(`titles.${typeRouteId(code)}`), hits: list.map(articleHit), place: isPlaceType(code) }));
}
