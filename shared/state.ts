/** What the server hands the client: shell data, route data and public config. */
import type { Locale } from './api/envelope.ts';
import type { FlowRate, FooterConfig, FriendlyLink, MenuNode, MusicTrack, QrCodeAndConsult, WeatherData } from './api/shell.ts';

export interface ShellData {
  locale: Locale;
  mainMenu: MenuNode[];
  externalMenu: MenuNode[];
  footer: FooterConfig;
  /** Optional widgets: null hides the widget (docs/product.md §6). */
  music: MusicTrack[] | null;
  weather: WeatherData | null;
  flow: FlowRate | null;
  consult: QrCodeAndConsult | null;
  friendlyLinks: FriendlyLink[] | null;
}

/** Public, non-secret settings the client needs. */
export interface PublicConfig {
  amapKey: string | null;
  amapSecurityCode: string | null;
  /** Build id, for new-version detection (docs/behaviour.md §4). */
  buildId: string;
  /** Absolute origin for canonical/hreflang/Open Graph URLs. */
  origin: string;
}

/** Serialized into the page; read once by the client entry. */
export interface DehydratedState {
  config: PublicConfig;
  /** Stylesheets the document links (the client renders the same <head>). */
  assets: { css: string[] };
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, unknown> | null;
  };
}

export const STATE_GLOBAL = '__QL_STATE__';
export const DATA_PREFIX = '/_data';
