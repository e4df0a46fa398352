// @vitest-environment node
/** /media/**: committed files, caching headers, QR content, and no way out of the folder. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type QrCodeAndConsult } from '../../shared/api/index.ts';
import { localize } from '../src/locale.ts';
import { MEDIA_DIR } from '../src/media/serve.ts';
import { qrSvg } from '../src/media/qr.ts';
import { loadSeedBundle } from '../src/seed/files.ts';
import { shellBlock } from '../src/seed/shell-blocks.ts';
import { FIXTURE_SEED, rawGet, startTestService, type TestService } from './helpers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const bundle = loadSeedBundle();
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

/** Every /media/ URL written anywhere in the seed. */
function mediaUrls(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/media/')) out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) mediaUrls(v, out);
  return out;
}

/** Seconds of a CBR MP3 from its size, after checking the ID3 tag and the first frame header. */
function mp3Seconds(buf: Buffer, kbps: number): number {
  expect(buf.subarray(0, 3).toString('latin1')).toBe('ID3');
  const tag = 10 + ((buf[6]! << 21) | (buf[7]! << 14) | (buf[8]! << 7) | buf[9]!);
  expect(buf[tag]).toBe(0xff);
  expect(buf[tag + 1]! & 0xe0).toBe(0xe0);
  return ((buf.length - tag) * 8) / (kbps * 1000);
}

describe('photos', () => {
  it.each(bundle.credits.map((c) => c.image))('%s and its variants', async (url) => {
    const res = await svc.fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    const original = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(Math.max(original.width, original.height)).toBeLessThanOrEqual(1600);
    for (const w of [480, 960]) {
      const v = await svc.fetch(url.replace('/media/photos/', `/media/photos/w${w}/`));
      expect(v.status).toBe(200);
      const meta = await sharp(Buffer.from(await v.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.isProgressive]).toEqual(['jpeg', Math.min(w, original.width), true]);
    }
  });

  it('has 28 photos, 28 credits and a copy of CREDITS.md', () => {
    const files = readdirSync(join(MEDIA_DIR, 'photos')).filter((f) => f.endsWith('.jpg'));
    expect(files.length).toBe(28);
    expect(bundle.credits.map((c) => c.image.slice('/media/photos/'.length)).sort()).toEqual(files.sort());
    expect(readFileSync(join(MEDIA_DIR, 'photos/CREDITS.md'), 'utf8')).toContain('| altai.jpg | Altai');
  });
});

describe('caching', () => {
  it('ETag answers 304; a range answers 206', async () => {
    const first = await svc.fetch('/media/photos/altai.jpg');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await svc.fetch('/media/photos/altai.jpg', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const part = await svc.fetch('/media/audio/music-1.mp3', { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${statSync(join(MEDIA_DIR, 'audio/music-1.mp3')).size}`);
    expect(Buffer.from(await part.arrayBuffer()).subarray(0, 3).toString('latin1')).toBe('ID3');
  });
});

describe('audio', () => {
  it.each([1, 2, 3])('music-%i.mp3 is a ~60 s 48 kbps mono MP3', async (n) => {
    const res = await svc.fetch(`/media/audio/music-${n}.mp3`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'audio/mpeg', IMMUTABLE]);
    const seconds = mp3Seconds(Buffer.from(await res.arrayBuffer()), 48);
    expect(seconds).toBeGreaterThan(58);
    expect(seconds).toBeLessThan(62);
  });

  it('has both guides for every explain entry in the seed', async () => {
    const explain = bundle.articles.filter((a) => a.typeCode === 'explain');
    for (const a of explain) {
      for (const locale of LOCALES) {
        const url = localize<{ audioUrl?: string }>(a.attrs, locale).audioUrl!;
        expect(url).toBe(`/media/audio/guide-${a.id}-${locale === 'en' ? 'en' : 'zh'}.mp3`);
        const res = await svc.fetch(url);
        expect(res.status, url).toBe(200);
        expect(mp3Seconds(Buffer.from(await res.arrayBuffer()), 32)).toBeGreaterThan(2);
      }
    }
  });
});

describe('QR codes', () => {
  const codes = LOCALES.flatMap((l) => localize<QrCodeAndConsult | undefined>(shellBlock(bundle.shell, 'consult'), l)?.qrCodes ?? []);
  // it.each refuses an empty table, so a seed without QR codes fails here.
  it.each(codes.map((c) => [c.image, c.target]))('%s encodes %s', async (image, target) => {
    const res = await svc.fetch(image);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'image/svg+xml', IMMUTABLE]);
    expect(await res.text()).toBe(await qrSvg(target));
  });

  it('are written at start from the seed, and left alone when already right', async () => {
    const media = mkdtempSync(join(tmpdir(), 'content-qr-'));
    const file = join(media, 'qr/fixture-site.svg');
    const one = await startTestService({ seedDir: FIXTURE_SEED, mediaDir: media });
    const res = await one.fetch('/media/qr/fixture-site.svg');
    expect(await res.text()).toBe(await qrSvg('https://qinglan.example/'));
    const mtime = statSync(file).mtimeMs;
    await one.close();
    const two = await startTestService({ seedDir: FIXTURE_SEED, mediaDir: media });
    expect(statSync(file).mtimeMs).toBe(mtime);
    await two.close();
    rmSync(media, { recursive: true, force: true });
  });
});

describe('every media URL in the seed resolves', () => {
  const urls = [...mediaUrls({ ...bundle, credits: [] })].filter((u) => !u.startsWith('/media/live/')).sort();
  it.each(urls)('%s', async (url) => {
    expect((await svc.fetch(url)).status).toBe(200);
  });
  // The cameras' own streams follow the clock: live-streams.test.ts.
  it('a stream of no camera the demo has: 404 with a message', async () => {
    const res = await svc.fetch('/media/live/lake/index.m3u8');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: -1, msg: 'No such camera stream', data: null });
  });
});

describe('no listing, no traversal', () => {
  it.each([
    '/media/../package.json',
    '/media/photos/%2e%2e/x',
    '/media/photos/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/media/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/photos/..%5c..%5c..%5cpackage.json',
    '/media/photos/%252e%252e/x',
    '/media/photos/',
    '/media/photos/w480',
    '/media/',
    '/media/audio/guides.manifest.json',
    '/media/photos/nope.jpg',
    '/media/photos/altai.jpg%00.svg',
  ])('%s -> 404', async (path) => {
    const res = await rawGet(svc.url, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('qinglan-scenic-site');
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

it('keeps the committed media under 15 MB', () => {
  const size = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? size(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
  expect(size(MEDIA_DIR)).toBeLessThan(15 * 1024 * 1024);
});
