/**
 * The offline pack manifest (docs/decisions/023-offline-pack.md) at `/_data/offline-pack/<locale>`:
 * for the seed at TEST_NOW, exactly the pages, data, built assets, photos and audio guides of each language,
 * each size the byte length of what the site answers for that URL, and their sum.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import type { PackManifest } from '../../shared/offline-pack.ts';
import { pageState } from '../support/html.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get, site } = stackSuite();

/** The seed has 7 itineraries (subjects.json) and 7 audio guides (articles 1801–1807). */
const ITINERARIES = [1, 2, 3, 4, 5, 6, 7];
/** The seed has 4 trails (trails.json), each in the pack from /trails (docs/trails.md). */
const TRAILS = [1, 2, 3, 4];
const PAGES = ['/explain', '/getting-here', '/scenicArea', '/theme/list', ...ITINERARIES.map((id) => `/theme?id=${id}`), '/tourist', '/trails', ...TRAILS.map((id) => `/trails/detail?id=${id}`), '/when-to-visit'];
/** The covers of the audio guides and itineraries, at the pack's width, and the consult QR codes. */
const MEDIA = [
  '/media/photos/w480/bythewater.jpg',
  '/media/photos/w480/fallenleaf.jpg',
  '/media/photos/w480/mountainstream.jpg',
  '/media/photos/w480/spoonbills.jpg',
  '/media/qr/guide.svg',
  '/media/qr/tickets.svg',
  '/media/qr/wechat.svg',
];

/**
 * The built files the pages' HTML refers to (read here from the HTML itself; a sprite icon's `#name` is not part of the file),
 * and the versions of the shell's stable part their state names (docs/decisions/027-versioned-shell.md).
 */
async function assetsOf(pages: string[]): Promise<{ assets: string[]; shells: string[] }> {
  const found = new Set<string>();
  const shells = new Set<string>();
  for (const p of pages) {
    const html = await (await fetch(site().url + p, { headers: { accept: 'text/html' } })).text();
    for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"#]+)/g)) found.add(m[1]!);
    shells.add(pageState(html).shell);
  }
  return { assets: [...found].sort(), shells: [...shells] };
}

function expected(l: Locale, { assets, shells }: { assets: string[]; shells: string[] }): { url: string; kind: string }[] {
  const prefix = l === 'en' ? '/en' : '';
  const audio = l === 'en' ? 'en' : 'zh';
  return [
    ...PAGES.map((p) => ({ url: prefix + p, kind: 'page' })),
    ...PAGES.map((p) => ({ url: `/_data/page${prefix}${p}`, kind: 'data' })),
    { url: `/_data/shell/${l}`, kind: 'data' },
    ...shells.map((url) => ({ url, kind: 'data' })),
    ...assets.map((url) => ({ url, kind: 'asset' })),
    ...MEDIA.map((url) => ({ url, kind: 'photo' })),
    ...[1801, 1802, 1803, 1804, 1805, 1806, 1807].map((id) => ({ url: `/media/audio/guide-${id}-${audio}.mp3`, kind: 'audio' })),
  ];
}

const ACCEPT: Record<string, string> = { page: 'text/html', data: 'application/json', asset: '*/*', photo: 'image/*', audio: 'audio/*' };

describe('offline pack manifest', () => {
  it.each(['zh-CN', 'en'] as const)('%s: exactly its own pages, data and media, each with the size the site answers', async (l) => {
    const res = await get(`/_data/offline-pack/${l}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const manifest = res.body.data as PackManifest;
    expect(manifest.locale).toBe(l);
    const pages = PAGES.map((p) => (l === 'en' ? `/en${p}` : p));
    const named = await assetsOf(pages);
    // One CMS state while the pack is built: every page names the same version of its language.
    expect(named.shells).toHaveLength(1);
    expect(named.shells[0]).toMatch(new RegExp(`^/_data/shell/${l}/[A-Za-z0-9_-]{16}$`));
    expect(manifest.entries.map(({ url, kind }) => ({ url, kind }))).toEqual(expected(l, named));
    // Sizes: what a browser saving the pack receives, decoded (fetch undoes the compression).
    for (const e of manifest.entries) {
      const body = await fetch(site().url + e.url, { headers: { accept: ACCEPT[e.kind]! } });
      expect(body.status, e.url).toBe(200);
      expect(e.bytes, e.url).toBe((await body.arrayBuffer()).byteLength);
    }
    expect(manifest.bytes).toBe(manifest.entries.reduce((sum, e) => sum + e.bytes, 0));
  }, 60_000);

  it('answers 404 for a locale the site does not have', async () => {
    const res = await get('/_data/offline-pack/fr');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
