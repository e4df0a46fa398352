/**
 * The palette of the living style guide (/template/color): the brand scale from
 * client/styles.css and Tailwind's cool grays, with WCAG 2.x contrast maths. Class names
 * are written out in full so Tailwind's scanner generates them.
 */
export interface Swatch {
  name: string;
  hex: string;
  /** Tailwind background class of the swatch. */
  bg: string;
  /** Tailwind text class of the same colour. */
  text: string;
}

export const BRAND: Swatch[] = [
  { name: 'brand-50', hex: '#f3f9ef', bg: 'bg-brand-50', text: 'text-brand-50' },
  { name: 'brand-100', hex: '#e3f2da', bg: 'bg-brand-100', text: 'text-brand-100' },
  { name: 'brand-200', hex: '#c8e5b7', bg: 'bg-brand-200', text: 'text-brand-200' },
  { name: 'brand-300', hex: '#a4d38a', bg: 'bg-brand-300', text: 'text-brand-300' },
  { name: 'brand-400', hex: '#74bd55', bg: 'bg-brand-400', text: 'text-brand-400' },
  { name: 'brand-500', hex: '#5ea63f', bg: 'bg-brand-500', text: 'text-brand-500' },
  { name: 'brand-600', hex: '#498530', bg: 'bg-brand-600', text: 'text-brand-600' },
  { name: 'brand-700', hex: '#3a6828', bg: 'bg-brand-700', text: 'text-brand-700' },
  { name: 'brand-800', hex: '#305324', bg: 'bg-brand-800', text: 'text-brand-800' },
  { name: 'brand-900', hex: '#294620', bg: 'bg-brand-900', text: 'text-brand-900' },
  { name: 'brand-950', hex: '#13260d', bg: 'bg-brand-950', text: 'text-brand-950' },
];

/** Tailwind v4 defines gray in OKLCH; these are its sRGB equivalents (the v3 hex values). */
export const GRAY: Swatch[] = [
  { name: 'gray-50', hex: '#f9fafb', bg: 'bg-gray-50', text: 'text-gray-50' },
  { name: 'gray-100', hex: '#f3f4f6', bg: 'bg-gray-100', text: 'text-gray-100' },
  { name: 'gray-200', hex: '#e5e7eb', bg: 'bg-gray-200', text: 'text-gray-200' },
  { name: 'gray-300', hex: '#d1d5db', bg: 'bg-gray-300', text: 'text-gray-300' },
  { name: 'gray-400', hex: '#9ca3af', bg: 'bg-gray-400', text: 'text-gray-400' },
  { name: 'gray-500', hex: '#6b7280', bg: 'bg-gray-500', text: 'text-gray-500' },
  { name: 'gray-600', hex: '#4b5563', bg: 'bg-gray-600', text: 'text-gray-600' },
  { name: 'gray-700', hex: '#374151', bg: 'bg-gray-700', text: 'text-gray-700' },
  { name: 'gray-800', hex: '#1f2937', bg: 'bg-gray-800', text: 'text-gray-800' },
  { name: 'gray-900', hex: '#111827', bg: 'bg-gray-900', text: 'text-gray-900' },
  { name: 'gray-950', hex: '#030712', bg: 'bg-gray-950', text: 'text-gray-950' },
];

/** Page surfaces of the two colour modes (docs/behaviour.md §9). */
export const SURFACE = { light: '#ffffff', dark: '#111827' } as const;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio, 1..21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** What a colour may be used for as text on a surface: AAA, AA body text, AA large text only, or decoration. */
export type Grade = 'AAA' | 'AA' | 'AA18' | 'fail';
export function grade(ratio: number): Grade {
  return ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA18' : 'fail';
}

/** A ratio as "4.62:1", floored so a borderline value never reads as passing when it does not. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
