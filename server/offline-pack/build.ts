/**
 * Builds a language's offline pack manifest (docs/decisions/023-offline-pack.md) by asking the
 * site itself for every URL, exactly as a browser saving the pack will: the pack's pages
 * (shared/offline-pack.ts PACK_ROUTES) and those their data leads to, each page's /_data JSON,
 * the shell data and the versions of its stable part the pages name, the built scripts and stylesheets the pages load, and the photos, QR codes
 * and audio guides the data refers to. Each size is
 * the byte length of the answer, so the size shown before saving is what the device stores.
 */
import pLimit from 'p-limit';
import type { Locale } from '../../shared/api/envelope.ts';
import { localizePath } from '../../shared/locale.ts';
import { matchPage } from '../../shared/match-page.ts';
import { packAssets, packDataUrl, packFollowUps, packMedia, packShellVersions, PACK_LIMITS, PACK_ROUTES, type PackEntry, type PackKind, type PackManifest } from '../../shared/offline-pack.ts';
import type { PageDataById } from '../../shared/page-data.ts';
import { ROUTES, type RouteId } from '../../shared/routes.ts';
import { DATA_PREFIX } from '../../shared/state.ts';

interface Fetched {
  status: number;
  body: Buffer;
}
/** GET one same-origin URL with this Accept header (the app answering itself). */
export type SelfGet = (url: string, accept: string) => Promise<Fetched>;

/** Requests at once while building: the pack is built rarely, the site serves visitors meanwhile. */
const PARALLEL = 4;

/** `fn` over `items`, PARALLEL at a time, results in order. */
const mapLimit = <T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> => pLimit(PARALLEL).map(items, (item) => fn(item));

export async function buildPackManifest(locale: Locale, get: SelfGet): Promise<PackManifest> {
  const entries: PackEntry[] = [];
  const media = new Set<string>();
  const assets = new Set<string>();
  const shells = new Set<string>();
  const fetchOk = async (url: string, kind: PackKind, accept: string): Promise<Fetched> => {
    const res = await get(url, accept);
    if (res.status !== 200) throw new Error(`offline pack: ${url} answered ${res.status}`);
    entries.push({ url, kind, bytes: res.body.length });
    return res;
  };

  const seen = new Set<string>(PACK_ROUTES.map((id) => ROUTES[id].path));
  let wave = [...seen];
  while (wave.length) {
    const found = await mapLimit(wave, async (path) => {
      const pageUrl = localizePath(path, locale);
      const match = matchPage(new URL(pageUrl, 'http://x').pathname);
      if (match.kind !== 'page') throw new Error(`offline pack: ${pageUrl} is not a page`);
      const data = await fetchOk(packDataUrl(pageUrl), 'data', 'application/json');
      const html = await fetchOk(pageUrl, 'page', 'text/html');
      const text = html.body.toString('utf8');
      for (const a of packAssets(text)) assets.add(a);
      for (const s of packShellVersions(text)) shells.add(s);
      const json = data.body.toString('utf8');
      for (const m of packMedia(json)) media.add(m);
      const routeId: RouteId = match.route.id;
      return packFollowUps(routeId, (JSON.parse(json) as { data: PageDataById[RouteId] }).data);
    });
    // Bounded: however many pages the CMS's lists claim, a pack holds at most PACK_LIMITS.pages.
    wave = [...new Set(found.flat())].filter((p) => !seen.has(p)).slice(0, Math.max(0, PACK_LIMITS.pages - seen.size));
    for (const p of wave) seen.add(p);
  }
  await fetchOk(`${DATA_PREFIX}/shell/${locale}`, 'data', 'application/json');
  // The stable shell parts the saved pages were rendered with (one, unless the CMS changed meanwhile).
  await mapLimit([...shells], (url) => fetchOk(url, 'data', 'application/json'));
  await mapLimit([...assets], (url) => fetchOk(url, 'asset', '*/*'));
  await mapLimit([...media].sort().slice(0, PACK_LIMITS.media), (url) => fetchOk(url, url.startsWith('/media/audio/') ? 'audio' : 'photo', '*/*'));

  // A stable order whatever order the requests finished in: pages and data first, media last.
  const rank: Record<PackKind, number> = { page: 0, data: 1, asset: 2, photo: 3, audio: 4 };
  entries.sort((a, b) => rank[a.kind] - rank[b.kind] || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return { locale, entries, bytes: entries.reduce((sum, e) => sum + e.bytes, 0) };
}
