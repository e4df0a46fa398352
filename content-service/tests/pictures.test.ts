// @vitest-environment node
/**
 * Pictures that show what they say (docs/decisions/018-true-pictures.md): read straight from
 * the seed and media files, not through the service. Every photo an item names exists, every
 * photo file is used and credited exactly once, and no photo illustrates more than two items.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGE = resolve(import.meta.dirname, '..');
const SEED = join(PACKAGE, 'seed');
const MEDIA = join(PACKAGE, 'media');
const PHOTOS = join(MEDIA, 'photos');
const VARIANTS = ['w480', 'w960'];
const PHOTO_REF = /\/media\/photos\/[^"'\s)<>]+/g;

type Json = unknown;
const readJson = (path: string): Json => JSON.parse(readFileSync(path, 'utf8'));

/** One item per article, scenic spot, subject, banner, track (and per other seed record). */
function seedItems(): Map<string, Json> {
  const items = new Map<string, Json>();
  const files = [
    ...readdirSync(SEED).filter((f) => f.endsWith('.json')),
    ...readdirSync(join(SEED, 'articles')).filter((f) => f.endsWith('.json')).map((f) => `articles/${f}`),
  ];
  for (const file of files) {
    const data = readJson(join(SEED, file));
    if (Array.isArray(data)) {
      data.forEach((record, i) => items.set(`${file}#${(record as { id?: number }).id ?? i}`, record));
      continue;
    }
    const { homeModule, music, ...rest } = data as { homeModule?: { banners?: Json[] }; music?: Json[] } & Record<string, Json>;
    const { banners, ...homeRest } = homeModule ?? {};
    (banners ?? []).forEach((b, i) => items.set(`${file}#banner${i}`, b));
    (music ?? []).forEach((m, i) => items.set(`${file}#music${i}`, m));
    for (const [key, value] of Object.entries(homeRest)) items.set(`${file}#homeModule.${key}`, value);
    for (const [key, value] of Object.entries(rest)) items.set(`${file}#${key}`, value);
  }
  return items;
}

/** Photo URLs an item names anywhere (cover, images, poster, rich text), each once. */
const refsOf = (item: Json): string[] => [...new Set(JSON.stringify(item).match(PHOTO_REF) ?? [])];

const items = seedItems();
const usersByPhoto = new Map<string, string[]>();
for (const [key, item] of items) for (const ref of refsOf(item)) usersByPhoto.set(ref, [...(usersByPhoto.get(ref) ?? []), key]);

const photoFiles = readdirSync(PHOTOS).filter((f) => f.endsWith('.jpg')).sort();
const credits = readJson(join(MEDIA, 'credits.json')) as { image: string; title: string; author: string; licence: string; source: string }[];

describe('pictures in the seed', () => {
  it('the seed names photos at all (the reader below finds them)', () => {
    expect(items.size).toBeGreaterThan(100);
    expect(usersByPhoto.size).toBeGreaterThan(10);
  });

  it('every photo an item names exists in media/', () => {
    const missing = [...usersByPhoto.keys()].filter((ref) => !existsSync(join(MEDIA, ref.slice('/media/'.length))));
    expect(missing).toEqual([]);
  });

  it('items name the original photos, not a size variant', () => {
    expect([...usersByPhoto.keys()].filter((ref) => !/^\/media\/photos\/[a-z0-9_-]+\.jpg$/.test(ref))).toEqual([]);
  });

  it('no photo illustrates more than two items', () => {
    const overused = [...usersByPhoto].filter(([, users]) => users.length > 2).map(([ref, users]) => `${ref}: ${users.join(', ')}`);
    expect(overused).toEqual([]);
  });

  it('every live camera has at least three photos of its own, used by no other camera', () => {
    const cameras = readJson(join(SEED, 'articles', 'live.json')) as { id: number; cover: string | null; images: string[]; attrs: { poster?: string } }[];
    expect(cameras).toHaveLength(6);
    for (const c of cameras) {
      const own = [...new Set([c.attrs.poster, c.cover, ...c.images].filter(Boolean))];
      expect(own.length, `camera ${c.id}`).toBeGreaterThanOrEqual(3);
      // The snapshot starts the day on the first photo: poster and cover are it (decision 024).
      expect([c.attrs.poster, c.cover], `camera ${c.id}`).toEqual([c.images[0], c.images[0]]);
      for (const ref of own) expect(usersByPhoto.get(ref!)!.filter((u) => u.startsWith('articles/live.json#')), ref!).toEqual([`articles/live.json#${c.id}`]);
    }
  });

  it('every photo file is used by an item', () => {
    expect(photoFiles.filter((f) => !usersByPhoto.has(`/media/photos/${f}`))).toEqual([]);
  });

  it('every photo an item names is credited in credits.json', () => {
    expect([...usersByPhoto.keys()].filter((ref) => !credits.some((c) => c.image === ref))).toEqual([]);
  });
});

/**
 * How many items of each kind a true photo shows (its `cover`), printed as a table and pinned:
 * a photo lost or a new one added changes a number here on purpose. The places a visitor
 * chooses between (stays, food, shops, facilities, products, islands, audio stops) have almost
 * none: no freely licensed photo in the Debian packages we take photos from shows them, and a
 * card without one is compact on the site (client/components/cards/KindTile.tsx). The live
 * cameras are left out: their photos are the snapshots, checked above.
 */
describe('true photos per content type', () => {
  type Item = { typeCode?: string; cover?: string | null };
  const kinds = new Map<string, Item[]>();
  const add = (kind: string, item: Item) => kinds.set(kind, [...(kinds.get(kind) ?? []), item]);
  for (const [key, item] of items) {
    const [file] = key.split('#') as [string];
    if (file.startsWith('articles/') && Array.isArray(readJson(join(SEED, file)))) add((item as Item).typeCode ?? file, item as Item);
    else if (file === 'scenic.json') add('scenic', item as Item);
    else if (file === 'subjects.json') add('subject', item as Item);
  }
  const table = [...kinds].map(([kind, list]) => ({ kind, withPhoto: list.filter((i) => i.cover).length, items: list.length })).sort((a, b) => a.kind.localeCompare(b.kind));

  it('prints the table, and every item with a photo has one the seed names and the media folder holds', () => {
    console.table(table);
    for (const list of kinds.values()) for (const i of list) if (i.cover) expect(photoFiles).toContain(i.cover.replace('/media/photos/', ''));
  });

  it('pins the counts (items with a true photo / items)', () => {
    const counts = Object.fromEntries(table.filter((r) => r.kind !== 'live').map((r) => [r.kind, `${r.withPhoto}/${r.items}`]));
    expect(counts).toEqual({
      animal: '3/7',
      conditions: '0/10',
      explain: '0/7',
      hotel: '0/7',
      island: '0/7',
      landscape: '3/7',
      news: '6/22',
      poi: '0/7',
      restaurant: '1/7',
      scenic: '3/10',
      service: '0/8',
      shop: '0/7',
      store: '0/7',
      subject: '1/7',
    });
  });
});

describe('photo files and credits', () => {
  it('every photo file has exactly one credit, with author, licence and source', () => {
    for (const file of photoFiles) {
      const rows = credits.filter((c) => c.image === `/media/photos/${file}`);
      expect(rows, file).toHaveLength(1);
      for (const field of ['title', 'author', 'licence', 'source'] as const) expect(rows[0]![field].trim(), `${file} ${field}`).not.toBe('');
    }
  });

  it('no credit without its file', () => {
    expect(credits.map((c) => c.image).filter((image) => !photoFiles.includes(image.replace('/media/photos/', '')))).toEqual([]);
  });

  it('CREDITS.md lists the same files as credits.json', () => {
    const rows = readFileSync(join(PHOTOS, 'CREDITS.md'), 'utf8')
      .split('\n')
      .map((line) => line.split('|').map((c) => c.trim()))
      .filter((cells) => cells.length === 7 && /^[a-z0-9_-]+\.jpg$/.test(cells[1]!))
      .map((cells) => cells[1]);
    expect(rows.sort()).toEqual(credits.map((c) => c.image.replace('/media/photos/', '')).sort());
  });

  it('the w480 and w960 variants are in step with the originals', () => {
    for (const width of VARIANTS) expect(readdirSync(join(PHOTOS, width)).filter((f) => f.endsWith('.jpg')).sort(), width).toEqual(photoFiles);
  });

  it('each photo has its inline preview: a WebP of at most 8 KiB (docs/decisions/035-lead-photo-preview.md)', () => {
    const previews = readdirSync(join(PHOTOS, 'preview')).sort();
    expect(previews).toEqual(photoFiles.map((f) => f.replace(/\.jpg$/, '.webp')));
    for (const file of previews) {
      const bytes = readFileSync(join(PHOTOS, 'preview', file));
      expect(bytes.length, file).toBeLessThanOrEqual(8 * 1024);
      expect([bytes.toString('latin1', 0, 4), bytes.toString('latin1', 8, 12)], file).toEqual(['RIFF', 'WEBP']);
    }
  });

  it('the photo set stays small (under 10 MB with its variants)', () => {
    const bytes = [PHOTOS, ...VARIANTS.map((w) => join(PHOTOS, w))]
      .flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.jpg')).map((f) => statSync(join(dir, f)).size))
      .reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThan(10 * 1024 * 1024);
  });
});
