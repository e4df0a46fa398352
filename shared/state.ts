/** What the server hands the client: shell data, route data and public config. */
import type { Locale } from './api/envelope.ts';
import type { Notice } from './api/content.ts';
import type { FlowRate, FooterConfig, FriendlyLink, MenuNode, MusicTrack, QrCodeAndConsult } from './api/shell.ts';
import type { WeatherShown } from './weather.ts';

/** How old a live figure is (docs/decisions/024-area-time-live-data.md). */
export interface LiveStamp {
  /** When the site fetched this copy from the CMS, on the site clock (ISO 8601). */
  fetchedAt: string;
  /** Served from the cache past its fresh time because the CMS is failing: may be out of date. */
  stale: boolean;
}

/**
 * The shell's stable part: what changes only when editors change the CMS. Served once per
 * version at its own immutable URL, never in the page state (docs/decisions/027-versioned-shell.md).
 */
export interface ShellStable {
  mainMenu: MenuNode[];
  externalMenu: MenuNode[];
  footer: FooterConfig;
  /** Optional widgets: null hides the widget (docs/product.md §6). */
  music: MusicTrack[] | null;
  consult: QrCodeAndConsult | null;
  friendlyLinks: FriendlyLink[] | null;
}

/** A notice in the banner on every page (shared/notices.ts `urgentNotices`): what the banner shows and links to. */
export type UrgentNotice = Pick<Notice, 'id' | 'level' | 'title' | 'publishTime'>;

/** What the page state carries of the shell: the stable part's version and the live figures. */
export interface ShellRef {
  locale: Locale;
  /** Content hash of this locale's stable part (shellStableUrl in shared/shell-parts.ts). */
  version: string;
  /** The server's clock when the page was built (ISO 8601): the client's "open now" starts from it, so hydration matches. */
  now: string;
  /** Age of the live widgets' copies; null where the widget is hidden. */
  live: { weather: LiveStamp | null; flow: LiveStamp | null };
  /** Optional widgets: null hides the widget (docs/product.md §6). */
  weather: WeatherShown | null;
  flow: FlowRate | null;
  /** Closures just published, for the banner on every page; empty when none (or the notices failed). */
  urgent: UrgentNotice[];
}

/** The root route's data as the components read it: both parts joined. */
export interface ShellData extends ShellRef, ShellStable {}

/** Public, non-secret settings the client needs. */
export interface PublicConfig {
  amapKey: string | null;
  /**
   * Same-origin AMap proxy (`<origin>/_AMapService`, server/routes/amap-proxy.ts) that adds the
   * security code server-side; null when no security code is configured. The code itself is a
   * secret and never part of the page.
   */
  amapServiceHost: string | null;
  /** Build id, for new-version detection (docs/behaviour.md §4). */
  buildId: string;
  /** Absolute origin for canonical/hreflang/Open Graph URLs. */
  origin: string;
}

/** Serialized into the page as a non-executed JSON element; read once by the client entry. */
export interface DehydratedState {
  config: PublicConfig;
  /** Stylesheets the document links (the client renders the same <head>). */
  assets: { css: string[] };
  /** The versioned URL of the shell's stable part the page was rendered with; null when the shell failed. */
  shell: string | null;
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, unknown> | null;
  };
}

/** Id of the `<script type="application/json">` element holding the state (never executed: docs/decisions/014-csp.md). */
export const STATE_GLOBAL = '__QL_STATE__';
export const DATA_PREFIX = '/_data';
