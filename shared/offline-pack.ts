/**
 * The offline pack (docs/decisions/023-offline-pack.md): what a visitor saves on purpose from
 * /tourist and /explain before losing signal. The server builds the list of URLs with their
 * sizes (one place: server/offline-pack/); the page stores them in the language's own cache;
 * the service worker answers from it when the network cannot. These are the rules all three share.
 */
import type { Locale } from './api/envelope.ts';
import { photoVariant } from './api/media.ts';
import type { PageDataById } from './page-data.ts';
import { ROUTES, type RouteId } from './routes.ts';
import { DATA_PREFIX } from './state.ts';
import { trailPath } from './trail-path.ts';

export type PackKind = 'page' | 'data' | 'asset' | 'photo' | 'audio';

export interface PackEntry {
  /** Same-origin path and query, locale prefix included for pages and data. */
  url: string;
  kind: PackKind;
  /** What the server answers for it, uncompressed (what the device stores). */
  bytes: number;
}

export interface PackManifest {
  locale: Locale;
  entries: PackEntry[];
  /** The sum of the entries' bytes: the size shown before saving. */
  bytes: number;
}

/** What a saved pack records beside its entries. */
export interface PackSaved {
  savedAt: string;
  bytes: number;
  count: number;
}

/**
 * The pages a pack starts from: tourist information (hours, tickets, emergency numbers), the
 * audio guides with transcripts, the scenic spots with their map, the itineraries, the trails and
 * the plan pages (getting here, with its route map; the year by month). Pages these lead to
 * (further list pages, each itinerary, each trail) are added from their data (packFollowUps).
 */
export const PACK_ROUTES: readonly RouteId[] = ['tourist', 'explain', 'scenicArea', 'themeList', 'trails', 'gettingHere', 'whenToVisit'];

/**
 * The most a pack holds, whatever the CMS says (docs/decisions/023-offline-pack.md): further
 * pages followed per list, pages in all (each with its data), and media files. A list's total
 * and page size come from the CMS, so they are bounded before they size the build. The demo
 * area's packs stay well inside (about 18 pages and 60 media files, about 4 MB; the five trail pages are 0.38 MB of it).
 */
export const PACK_LIMITS = { listPages: 10, pages: 40, media: 300 } as const;

/** Photos are saved at one width; the worker answers any width of a saved photo with it. */
const PACK_PHOTO_WIDTH = 480;

const PACK_CACHE_PREFIX = 'qinglan-pack-';
export const packCacheName = (locale: Locale): string => PACK_CACHE_PREFIX + locale;
export const isPackCache = (name: string): boolean => name.startsWith(PACK_CACHE_PREFIX);
export const packManifestUrl = (locale: Locale): string => `${DATA_PREFIX}/offline-pack/${locale}`;
/** Where a saved pack's record (PackSaved) sits in its cache; never requested from the network. */
export const packSavedKey = (locale: Locale): string => `/_offline-pack/${locale}/saved.json`;
/** Sent with the page's own pack requests so the worker leaves them to the network (no second copy). */
export const PACK_HEADER = 'x-qinglan-pack';

/** The unprefixed pages a page's data leads to: its further list pages, each itinerary of a theme list, each trail of /trails. */
export function packFollowUps(routeId: RouteId, data: PageDataById[RouteId]): string[] {
  const path = ROUTES[routeId].path;
  if (data.kind === 'trails') return data.trails.map((t) => trailPath(t.id));
  if (data.kind !== 'article-list' && data.kind !== 'subject-browse') return [];
  const { page } = data;
  const out: string[] = [];
  // Only from page 1, so a long list is followed once; never past PACK_LIMITS.listPages.
  if (page.pageNum === 1) {
    const last = Math.min(Math.ceil(page.total / Math.max(1, page.pageSize)), PACK_LIMITS.listPages);
    for (let n = 2; n <= last; n++) out.push(`${path}?page=${n}`);
  }
  if (data.kind === 'subject-browse') for (const s of data.page.records) out.push(`${ROUTES.theme.path}?id=${s.id}`);
  return out;
}

/** Same-origin media paths: at the start of a JSON string or an HTML attribute value (never another origin's path). */
const MEDIA_RE = /(?<=["'\s,(])\/media\/(?:photos\/(?:w\d+\/)?[a-z0-9_-]+\.jpg|qr\/[A-Za-z0-9_-]+\.svg|audio\/[A-Za-z0-9_-]+\.(?:mp3|m4a|ogg|aac))/g;
const PHOTO_ANY_WIDTH = /^\/media\/photos\/(?:w\d+\/)?([a-z0-9_-]+)\.jpg$/;

/** The media a page's data (its JSON text, rich text included) refers to, photos at the pack's width; sorted, once each. */
export function packMedia(json: string): string[] {
  const found = new Set<string>();
  for (const m of json.matchAll(MEDIA_RE)) {
    const photo = PHOTO_ANY_WIDTH.exec(m[0]);
    found.add(photo ? photoVariant(`/media/photos/${photo[1]}.jpg`, PACK_PHOTO_WIDTH) : m[0]);
  }
  return [...found].sort();
}

const ASSET_RE = /(?<=["'\s,(])\/assets\/[A-Za-z0-9_.-]+\.(?:js|css|svg)\b/g;

/**
 * The built scripts, stylesheets and icon sprite (docs/decisions/026-icon-sprite.md) a page's
 * HTML loads, sorted, once each. Saved with the pack
 * because a later build's worker drops them from its precache: a pack page must still render.
 */
export function packAssets(html: string): string[] {
  return [...new Set(html.match(ASSET_RE) ?? [])].sort();
}

const SHELL_VERSION_URL_RE = /(?<=["'\s,(])\/_data\/shell\/(?:zh-CN|en)\/[A-Za-z0-9_-]{16}(?=["'\s,)])/g;

/**
 * The versions of the shell's stable part a page's HTML names (its preload link; docs/decisions/027-versioned-shell.md),
 * sorted, once each: a saved page hydrates offline only with the exact version it was rendered with.
 */
export function packShellVersions(html: string): string[] {
  return [...new Set(html.match(SHELL_VERSION_URL_RE) ?? [])].sort();
}

/** The URLs to look up in a pack for a request: itself, then for a photo its saved width. */
export function packLookups(pathAndQuery: string): string[] {
  const photo = PHOTO_ANY_WIDTH.exec(pathAndQuery);
  if (!photo) return [pathAndQuery];
  const saved = photoVariant(`/media/photos/${photo[1]}.jpg`, PACK_PHOTO_WIDTH);
  return saved === pathAndQuery ? [saved] : [pathAndQuery, saved];
}

/** The data URL of a page URL (the client router's, client/data/fetch.ts). */
export const packDataUrl = (pageUrl: string): string => `${DATA_PREFIX}/page${pageUrl}`;

/**
 * A size as phones show storage, in decimal units: "850 KB", "3.2 MB" (one decimal; no Intl,
 * so every browser and the server agree).
 */
export function formatSize(bytes: number): string {
  const b = Math.max(0, Math.round(bytes));
  if (b < 999_500) return `${Math.max(1, Math.round(b / 1000))} KB`;
  const tenths = Math.round(b / 100_000);
  return `${Math.floor(tenths / 10)}.${tenths % 10} MB`;
}
