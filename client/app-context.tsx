import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '../shared/api/envelope.ts';
import { matchPage } from '../shared/match-page.ts';
import type { PublicConfig } from '../shared/state.ts';

export const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const c = useContext(ConfigContext);
  if (!c) throw new Error('ConfigContext missing');
  return c;
}

/** The locale of the current URL, as the one route matcher decides it (docs/product.md §3). */
export function useLocale(): Locale {
  return matchPage(useLocation().pathname).locale;
}
