/**
 * What installs and updates the offline site (docs/decisions/020-offline-service-worker.md):
 * one web app manifest per language with the exact fields, PNG icons of the stated sizes, the
 * service worker and offline pages revalidated on every use, and each page linking its manifest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Site } from '../support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startStack();
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string) => fetch(site.url + path, { headers: { 'accept-language': 'zh-CN' } });

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

describe('web app manifests', () => {
  it('zh-CN at /manifest.webmanifest', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      id: '/',
      name: '青岚山风景名胜区',
      short_name: '青岚山',
      description: '青岚山风景名胜区官方网站：镜湖与雪冠峰、实时天气与客流、门票交通、住宿餐饮与行程推荐。',
      lang: 'zh-CN',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#74BD55',
      background_color: '#ffffff',
      icons: ICONS,
    });
  });

  it('English at /en/manifest.webmanifest', async () => {
    const res = await get('/en/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: '/en',
      name: 'Qinglan Mountain Scenic Area',
      short_name: 'Qinglan',
      description:
        'Official website of Qinglan Mountain Scenic Area: Mirror Lake and Snowcrown Peak, live weather and visitor numbers, tickets and transport, places to stay and eat, and itineraries.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/en',
      scope: '/en',
      display: 'standalone',
      theme_color: '#74BD55',
      background_color: '#ffffff',
      icons: ICONS,
    });
  });

  it('icons are PNGs of the stated sizes', async () => {
    for (const [src, size] of [['/icons/icon-192.png', 192], ['/icons/icon-512.png', 512], ['/icons/icon-maskable-512.png', 512]] as const) {
      const res = await get(src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('each page links the manifest of its language', async () => {
    expect(await (await get('/hotel')).text()).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(await (await get('/en/hotel')).text()).toContain('<link rel="manifest" href="/en/manifest.webmanifest"/>');
  });
});

describe('service worker and offline pages', () => {
  it('the worker is served at the root, revalidated on every use', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = await res.text();
    // injectManifest replaced the placeholder with the precache list, offline pages included.
    expect(body).not.toContain('self.__WB_MANIFEST');
    expect(body).toContain('"url":"offline.html"');
    expect(body).toContain('"url":"en/offline.html"');
  });

  it('precaches every same-origin picture the pages show outside /media (the logo), so a saved page shows it offline', async () => {
    const precached = [...(await (await get('/sw.js')).text()).matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1]}`);
    for (const path of ['/', '/en', '/hotel']) {
      const html = await (await get(path)).text();
      const pictures = [...html.matchAll(/<img\b[^>]*?\ssrc="(\/[^"/][^"]*)"/g)].map((m) => m[1]!).filter((src) => !src.startsWith('/media/'));
      expect(pictures).toContain('/logo.png');
      expect(precached, path).toEqual(expect.arrayContaining([...new Set(pictures)]));
    }
  });

  it('offline pages in both languages, with a same-origin script and no inline script', async () => {
    for (const [path, lang] of [['/offline.html', 'zh-CN'], ['/en/offline.html', 'en']] as const) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/offline.js" defer>']);
    }
  });
});
