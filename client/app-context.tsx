import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '../shared/api/envelope.ts';
import { splitLocale } from '../shared/locale.ts';
import type { PublicConfig } from '../shared/state.ts';

export const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const c = useContext(ConfigContext);
  if (!c) throw new Error('ConfigContext missing');
  return c;
}

/** The locale of the current URL (the prefix decides, PRODUCT.md §3). */
export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}
