/**
 * The filters of a list page, all in the query string (?category=, ?stars=, ?priceMax=) so
 * they survive a reload and the back button: category chips for every type with more than
 * one category (cuisine for restaurants), stars and budget for hotels, budget per person
 * for restaurants.
 */
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ArticleListData } from '../../../../shared/page-data.ts';
import { FilterChips } from '../../../components/ui/FilterChips.tsx';
import { formatPrice } from '../../../format/numbers.ts';
import { budgetSteps, categoryLabel } from './labels.ts';

export function hasFilters(data: ArticleListData): boolean {
  const f = data.filters;
  return f.category !== null || f.stars !== null || f.priceMax !== null;
}

export function ListFilters({ data }: { data: ArticleListData }) {
  const { t } = useTranslation('places');
  const type = data.typeCode;
  const facets = data.facets ?? { stars: [], priceFloor: null, priceCeiling: null };
  const categories = data.categories.length > 1 || data.filters.category ? data.categories : [];
  const stars = type === 'hotel' && facets.stars.length > 1 ? facets.stars : [];
  const offered = budgetSteps(type, facets.priceFloor, facets.priceCeiling);
  // A budget typed into the URL that is not one of the steps still shows as the chosen chip.
  const steps = offered.length && data.filters.priceMax !== null && !offered.includes(data.filters.priceMax) ? [...offered, data.filters.priceMax].sort((a, b) => a - b) : offered;
  if (!categories.length && !stars.length && !steps.length) return null;
  const budgetKey = type === 'hotel' || type === 'restaurant' ? type : 'default';
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:gap-x-10" data-testid="list-filters">
      <h2 className="sr-only">{t('list.filters')}</h2>
      {categories.length > 0 && (
        <FilterChips
          param="category"
          label={t(`list.category.${type}`, { defaultValue: t('list.category.default') })}
          allLabel={t('list.any')}
          current={data.filters.category}
          options={categories.map((c) => ({ value: c, label: categoryLabel(t, type, c) }))}
        />
      )}
      {stars.length > 0 && (
        <FilterChips
          param="stars"
          label={t('list.stars')}
          allLabel={t('list.any')}
          current={data.filters.stars === null ? null : String(data.filters.stars)}
          options={[...stars].reverse().map((s) => ({ value: String(s), label: t('list.starsN', { count: s }) }))}
        />
      )}
      {steps.length > 0 && (
        <FilterChips
          param="priceMax"
          label={t(`list.budget.${budgetKey}`)}
          allLabel={t('list.any')}
          current={data.filters.priceMax === null ? null : String(data.filters.priceMax)}
          options={steps.map((s) => ({ value: String(s), label: t('list.upTo', { price: formatPrice(s) }) }))}
        />
      )}
    </div>
  );
}
