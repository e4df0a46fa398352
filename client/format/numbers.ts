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
