import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '../shared/api/envelope.ts';
import { matchPage } from '../shared/match-page.ts';
import type { PublicConfig } from '../shared/state.ts';

export const ConfigContext = createContext<PublicConfig | null>(null);

/**
 * The personal fields of a form just posted without JavaScript (docs/tickets.md §Forms): set
 * only by the server's render of that post, so its inputs keep what the visitor typed while
 * nothing personal enters the page state. Empty in the browser, where inputs keep their own.
 */
export const FormEchoContext = createContext<Readonly<Record<string, string>>>({});

export function useConfig(): PublicConfig {
  const c = useContext(ConfigContext);
  if (!c) throw new Error('ConfigContext missing');
  return c;
}

/** The last path asked about and its locale: a page asks for the same path once per link (a hundred on the home page). */
let lastPath: string | null = null;
let lastLocale: Locale = 'zh-CN';

/** The locale of the current URL, as the one route matcher decides it (docs/product.md §3). */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  if (pathname !== lastPath) {
    lastLocale = matchPage(pathname).locale;
    lastPath = pathname;
  }
  return lastLocale;
}
