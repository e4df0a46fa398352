/** The service worker's routing rules (client/sw/rules.ts), without a worker. */
import { describe, expect, it } from 'vitest';
import { readFirstPage } from '../../client/sw/first-page.ts';
import { FIRST_PAGE_LIMIT, firstPageKind, isCorePrecache, isDocumentRequest, mayStore, offlinePageFor, rootOffline, routeKind } from '../../client/sw/rules.ts';

const ORIGIN = 'http://127.0.0.1:3000';
const kind = (path: string, doc = false, origin = ORIGIN) => routeKind(new URL(path, origin), ORIGIN, doc);

describe('routeKind', () => {
  it('keeps navigations to pages, in either language', () => {
    expect(kind('/hotel', true)).toBe('page');
    expect(kind('/en/hotel?page=2', true)).toBe('page');
    expect(kind('/', true)).toBe('page');
  });
  it('leaves navigations to internal and media URLs to the network', () => {
    expect(kind('/_build.json', true)).toBe(null);
    expect(kind('/media/audio/guide.mp3', true)).toBe(null);
  });
  it('keeps page and shell data', () => {
    expect(kind('/_data/page/')).toBe('data');
    expect(kind('/_data/page/en/shop?type=1')).toBe('data');
    expect(kind('/_data/shell/zh-CN')).toBe('data');
    expect(kind('/_data/shell/en')).toBe('data');
  });
  it('keeps versions of the shell\'s stable part under their own cache-first rule, locale in the key', () => {
    expect(kind('/_data/shell/zh-CN/AbCdEfGh_-123456')).toBe('shell');
    expect(kind('/_data/shell/en/AbCdEfGh_-123456')).toBe('shell');
    expect(kind('/_data/shell/en/AbCdEfGh_-123456', false, 'https://cdn.example.com')).toBe(null);
  });
  it('keeps hashed assets and photos; audio has its own rule (the offline pack); not the build descriptor, the client log or other origins', () => {
    expect(kind('/assets/entry-client-abc123.js')).toBe('asset');
    expect(kind('/media/photos/lake-800.webp')).toBe('photo');
    expect(kind('/media/audio/guide.mp3')).toBe('audio');
    expect(kind('/media/audio/guide.mp3', false, 'https://cdn.example.com')).toBe(null);
    expect(kind('/_build.json')).toBe(null);
    expect(kind('/_log')).toBe(null);
    expect(kind('/assets/x.js', false, 'https://cdn.example.com')).toBe(null);
    expect(kind('/hotel', true, 'https://cdn.example.com')).toBe(null);
  });
});

describe('isDocumentRequest', () => {
  it('is a navigation, or a page URL sent to be cached with Accept: text/html', () => {
    expect(isDocumentRequest('navigate', null)).toBe(true);
    expect(isDocumentRequest('cors', 'text/html')).toBe(true);
    expect(isDocumentRequest('cors', 'application/json')).toBe(false);
    expect(isDocumentRequest('no-cors', null)).toBe(false);
  });
});

describe('mayStore', () => {
  it('refuses what the server marks no-store or private', () => {
    expect(mayStore('private, no-store')).toBe(false);
    expect(mayStore('no-store')).toBe(false);
    expect(mayStore('private')).toBe(false);
    expect(mayStore('Private, max-age=60')).toBe(false);
  });
  it('keeps public, revalidated and immutable replies, and replies without the header', () => {
    expect(mayStore('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toBe(true);
    expect(mayStore('no-cache')).toBe(true);
    expect(mayStore('public, max-age=31536000, immutable')).toBe(true);
    expect(mayStore(null)).toBe(true);
  });
});

describe('offlinePageFor', () => {
  it('answers in the language of the URL', () => {
    expect(offlinePageFor(new URL('/shop', ORIGIN))).toBe('/offline.html');
    expect(offlinePageFor(new URL('/', ORIGIN))).toBe('/offline.html');
    expect(offlinePageFor(new URL('/en', ORIGIN))).toBe('/en/offline.html');
    expect(offlinePageFor(new URL('/en/shop?page=2', ORIGIN))).toBe('/en/offline.html');
    expect(offlinePageFor(new URL('/english', ORIGIN))).toBe('/offline.html');
    // The language as the site's one matcher reads it: a mis-cased prefix is English (the site redirects it to /en/…).
    expect(offlinePageFor(new URL('/EN/shop', ORIGIN))).toBe('/en/offline.html');
    expect(offlinePageFor(new URL('/En', ORIGIN))).toBe('/en/offline.html');
  });
});

describe('rootOffline', () => {
  it('opens the English home for a visitor who last browsed in English, with or without a Chinese copy', () => {
    expect(rootOffline('en', true)).toBe('en-home');
    expect(rootOffline('en', false)).toBe('en-home');
  });
  it('else the last Chinese home sent for /, else the offline page', () => {
    expect(rootOffline('zh-CN', true)).toBe('home-copy');
    expect(rootOffline(null, true)).toBe('home-copy');
    expect(rootOffline('zh-CN', false)).toBe('offline-page');
    expect(rootOffline(null, false)).toBe('offline-page');
  });
});

describe('the first stage of a first install (docs/decisions/047-first-page-before-the-precache.md)', () => {
  it('precaches only the offline pages, their script, stylesheet and logos before the worker answers', () => {
    for (const p of ['/offline.html', '/en/offline.html', '/offline.js', '/offline.css', '/logo.svg', '/logo.png']) expect(isCorePrecache(p), p).toBe(true);
    for (const p of ['/assets/entry-client-abc.js', '/assets/i-abc.svg', '/icons/icon-192.png', '/manifest.webmanifest', '/en/offline.js', '/offline.html.br']) expect(isCorePrecache(p), p).toBe(false);
  });
  it('saves with the first page its shell version, assets and photos; not other pages, data, audio or the build descriptor', () => {
    const first = (path: string) => firstPageKind(new URL(path, ORIGIN), ORIGIN);
    expect(first('/_data/shell/en/AbCdEfGh_-123456')).toBe('shell');
    expect(first('/assets/HomePage-abc.js')).toBe('asset');
    expect(first('/media/photos/lake.jpg?w=480')).toBe('photo');
    for (const p of ['/_data/page/hotel', '/_data/shell/zh-CN', '/media/audio/guide.mp3', '/_build.json', '/hotel']) expect(first(p), p).toBe(null);
    expect(firstPageKind(new URL('https://cdn.example.com/assets/a.js'), ORIGIN)).toBe(null);
  });
  it('reads the page\'s message: its own origin only, the resources bounded', () => {
    const many = Array.from({ length: FIRST_PAGE_LIMIT + 5 }, (_, i) => `${ORIGIN}/assets/c${i}.js`);
    expect(readFirstPage({ page: `${ORIGIN}/en`, resources: [`${ORIGIN}/assets/a.js`, 'https://evil.example/x.js', 42, 'not a url'] }, ORIGIN)).toEqual({
      page: `${ORIGIN}/en`,
      resources: [`${ORIGIN}/assets/a.js`],
    });
    expect(readFirstPage({ page: `${ORIGIN}/`, resources: many }, ORIGIN)?.resources).toEqual(many.slice(0, FIRST_PAGE_LIMIT));
    expect(readFirstPage({ page: `${ORIGIN}/`, resources: 'x' }, ORIGIN)).toEqual({ page: `${ORIGIN}/`, resources: [] });
    expect(readFirstPage({ page: 'https://evil.example/', resources: [] }, ORIGIN)).toBe(null);
    expect(readFirstPage(null, ORIGIN)).toBe(null);
  });
});
