/** Related entries under a detail page (the CMS picks them; same or nearby types). */
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ArticleSummary } from '../../../../shared/api/content.ts';
import { ArticleCard } from '../../../components/cards/Cards.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { photoSpan } from '../list/CardGrid.tsx';
import { cardPrice } from '../list/labels.ts';

export function Related({ items }: { items: ArticleSummary[] }) {
  const { t } = useTranslation('places');
  const { t: tp } = useTranslation('pages');
  if (items.length === 0) return null;
  const shown = items.slice(0, 8);
  const span = photoSpan(shown);
  const price = (a: ArticleSummary) => {
    const text = cardPrice(t, a.attrs);
    return text ? <span className="font-semibold">{text}</span> : undefined;
  };
  return (
    <section aria-labelledby="related-heading" className="mt-16 border-t border-gray-200 pt-10 print:hidden dark:border-gray-800" data-testid="related">
      <h2 id="related-heading" className="mb-6 text-2xl font-bold text-gray-900 dark:text-white">
        {t('detail.related')}
      </h2>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((a, i) => (
          <li key={a.id} className={span?.(i)}>
            <ArticleCard
              article={a}
              badge={<Badge tone={a.cover ? 'photo' : 'neutral'}>{tp(`titles.${TYPE_ROUTE[a.typeCode]}`)}</Badge>}
              meta={price(a)}
              sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Article type → route id of its list (for its localized name in pages.json titles). */
export const TYPE_ROUTE: Record<ArticleSummary['typeCode'], string> = {
  hotel: 'hotel',
  restaurant: 'restaurants',
  shop: 'shop',
  poi: 'poi',
  animal: 'animal',
  island: 'island',
  landscape: 'landscapes',
  live: 'live',
  explain: 'explain',
  store: 'store',
  service: 'ability',
  news: 'trends',
  conditions: 'conditions',
};
