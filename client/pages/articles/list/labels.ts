/** Labels for category codes: localized per type, then shared, then the code made readable. */
import type { TFunction } from 'i18next';
import type { ArticleSummary, ArticleTypeCode } from '../../../../shared/api/content.ts';
import { priceFrom } from '../../../format/numbers.ts';

export function humanize(code: string): string {
  const s = code.replace(/[-_]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function categoryLabel(t: TFunction<'places'>, type: ArticleTypeCode, code: string): string {
  return t(`categories.${type}.${code}`, { defaultValue: humanize(code) });
}

/** A card's short price, "¥80 起 / from ¥80" or "免费 / Free"; null without a lowest price. */
export function cardPrice(t: TFunction<'places'>, attrs: ArticleSummary['attrs']): string | null {
  return priceFrom(attrs, t('list.free'), (price) => t('list.from', { price }));
}

/** Budget steps offered per type (CNY): a step is shown only when it narrows the list. */
const BUDGET_STEPS: Partial<Record<ArticleTypeCode, number[]>> = {
  hotel: [300, 500, 800, 1200, 2000],
  restaurant: [40, 60, 100, 150, 250],
};

export function budgetSteps(type: ArticleTypeCode, floor: number | null, ceiling: number | null): number[] {
  const steps = BUDGET_STEPS[type];
  if (!steps || floor === null || ceiling === null) return [];
  return steps.filter((s) => s >= floor && s < ceiling);
}
