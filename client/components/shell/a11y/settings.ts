/**
 * Accessibility-toolbar settings (docs/product.md §5), kept in localStorage under A11Y_KEY. The
 * pre-paint script (shared/pre-paint/color-mode.ts) applies zoom, contrast and cursor from
 * the same key before the first paint.
 */
import { A11Y_KEY } from '../../../../shared/pre-paint/color-mode.ts';

export interface A11ySettings {
  /** Root font-size factor: everything sized in rem scales with it. */
  zoom: number;
  contrast: boolean;
  guide: boolean;
  cursor: boolean;
  speak: boolean;
}

export const DEFAULT_A11Y: A11ySettings = { zoom: 1, contrast: false, guide: false, cursor: false, speak: false };
export const ZOOM_STEPS = [1, 1.125, 1.25, 1.5, 1.75, 2] as const;

export function readA11y(): A11ySettings {
  try {
    const v = JSON.parse(localStorage.getItem(A11Y_KEY) ?? 'null') as Partial<A11ySettings> | null;
    if (!v || typeof v !== 'object') return { ...DEFAULT_A11Y };
    return {
      zoom: typeof v.zoom === 'number' && (ZOOM_STEPS as readonly number[]).includes(v.zoom) ? v.zoom : 1,
      contrast: v.contrast === true,
      guide: v.guide === true,
      cursor: v.cursor === true,
      speak: v.speak === true,
    };
  } catch {
    return { ...DEFAULT_A11Y };
  }
}

export function saveA11y(s: A11ySettings): void {
  try {
    const isDefault = (Object.keys(DEFAULT_A11Y) as (keyof A11ySettings)[]).every((k) => s[k] === DEFAULT_A11Y[k]);
    if (isDefault) localStorage.removeItem(A11Y_KEY);
    else localStorage.setItem(A11Y_KEY, JSON.stringify(s));
  } catch {
    /* blocked storage: settings last for this page */
  }
}
