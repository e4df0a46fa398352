/** Marker colours per kind (white numbers on them meet WCAG AA) and their legend order. */
import type { MarkerKind } from './types.ts';

export const MARKER_CLASS: Record<MarkerKind, string> = {
  scenic: 'bg-brand-700',
  hotel: 'bg-indigo-700',
  restaurant: 'bg-orange-700',
  shop: 'bg-pink-700',
  poi: 'bg-sky-700',
  animal: 'bg-amber-700',
  island: 'bg-teal-700',
  landscape: 'bg-emerald-700',
  live: 'bg-red-700',
  explain: 'bg-violet-700',
  service: 'bg-cyan-800',
  other: 'bg-gray-700',
};

/** The same colours as hex for AMap marker content (built outside React). */
export const MARKER_HEX: Record<MarkerKind, string> = {
  scenic: '#3a6828',
  hotel: '#4338ca',
  restaurant: '#c2410c',
  shop: '#be185d',
  poi: '#0369a1',
  animal: '#b45309',
  island: '#0f766e',
  landscape: '#047857',
  live: '#b91c1c',
  explain: '#6d28d9',
  service: '#155e75',
  other: '#374151',
};
