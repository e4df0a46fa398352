/**
 * Counts, prices and percentages. Written by hand (not toLocaleString/Intl) so server and
 * browser print the same text; comma grouping reads right in both languages.
 */

/** 12345 → "12,345". */
export function formatCount(n: number): string {
  return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "¥1,280": prices are in CNY in both languages. */
export function formatPrice(n: number): string {
  return `¥${formatCount(n)}`;
}

/** A share (0.654) as a whole percentage number (65), never negative. */
export function percentOf(share: number): number {
  return Math.max(0, Math.round(share * 100));
}

/** Price fields of an entry (CNY), as the CMS writes them. */
interface Priced {
  priceMin?: number;
  priceMax?: number;
}

/** Costs nothing: a price is given and every one given is 0 (how the CMS marks a free entry). */
export function isFree(p: Priced): boolean {
  return (p.priceMin !== undefined || p.priceMax !== undefined) && !p.priceMin && !p.priceMax;
}

/** "¥680 – ¥1,280", "¥680", or `free` for a free entry; null without a price. */
export function priceSpan(p: Priced, free: string): string | null {
  const { priceMin: min, priceMax: max } = p;
  if (min === undefined && max === undefined) return null;
  if (isFree(p)) return free;
  if (min !== undefined && max !== undefined && max !== min) return `${formatPrice(min)} – ${formatPrice(max)}`;
  return formatPrice((min ?? max)!);
}

/** A card's short price: `free` for a free entry, else `from` with the lowest price ("from ¥80"); null without a lowest price. */
export function priceFrom(p: Priced, free: string, from: (price: string) => string): string | null {
  if (isFree(p)) return free;
  return p.priceMin === undefined ? null : from(formatPrice(p.priceMin));
}
