/** The offline pack's shared rules (shared/offline-pack.ts; docs/decisions/023-offline-pack.md). */
import { describe, expect, it } from 'vitest';
import type { ArticleListData, SubjectBrowseData, TouristData } from '../../shared/page-data.ts';
import { formatSize, packAssets, packFollowUps, packLookups, packMedia, packShellVersions } from '../../shared/offline-pack.ts';

describe('formatSize (decimal units, one decimal for MB, no Intl)', () => {
  it.each([
    [0, '1 KB'],
    [400, '1 KB'],
    [1_499, '1 KB'],
    [1_500, '2 KB'],
    [850_000, '850 KB'],
    [999_499, '999 KB'],
    [999_500, '1.0 MB'],
    [1_049_999, '1.0 MB'],
    [1_050_000, '1.1 MB'],
    [3_158_968, '3.2 MB'],
    [2_983_626, '3.0 MB'],
    [12_340_000, '12.3 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('packMedia', () => {
  it('finds same-origin photos (any width, saved at 480 px), QR codes and audio in data and rich text, once each, sorted', () => {
    const json = JSON.stringify({
      cover: '/media/photos/lake.jpg',
      images: ['/media/photos/w960/lake.jpg', '/media/photos/w480/peak.jpg'],
      contentHtml: '<p><img src="/media/photos/red-panda.jpg" srcset="/media/photos/w480/pika.jpg 480w, /media/photos/w960/pika.jpg 960w" alt=""></p>',
      qr: '/media/qr/wechat.svg',
      attrs: { audioUrl: '/media/audio/guide-1801-en.mp3' },
      other: ['/media/live/cam.m3u8', 'https://cdn.example.com/media/photos/x.jpg?y', '/assets/a.js'],
    });
    expect(packMedia(json)).toEqual([
      '/media/audio/guide-1801-en.mp3',
      '/media/photos/w480/lake.jpg',
      '/media/photos/w480/peak.jpg',
      '/media/photos/w480/pika.jpg',
      '/media/photos/w480/red-panda.jpg',
      '/media/qr/wechat.svg',
    ]);
  });
});

describe('packAssets', () => {
  it('finds the built scripts, stylesheets and icon sprite a page loads, once each, sorted', () => {
    const html =
      '<svg><use href="/assets/icons-Ab_9.svg#clock"></use></svg><svg><use href="/assets/icons-Ab_9.svg#pin"></use></svg>' +
      '<link rel="stylesheet" href="/assets/app-B1x_2.css"><link rel="modulepreload" href="/assets/TouristPage-Ck9.js">' +
      '<script type="module" src="/assets/entry-client-a1.js"></script><link rel="modulepreload" href="/assets/TouristPage-Ck9.js">' +
      '<img src="https://cdn.example.com/assets/x.js"><link rel="icon" href="/logo.svg"><script type="application/json">{"css":["/assets/app-B1x_2.css"]}</script>';
    expect(packAssets(html)).toEqual(['/assets/TouristPage-Ck9.js', '/assets/app-B1x_2.css', '/assets/entry-client-a1.js', '/assets/icons-Ab_9.svg']);
  });
});

describe('packLookups', () => {
  it('looks a photo up as asked, then at the saved width', () => {
    expect(packLookups('/media/photos/w960/lake.jpg')).toEqual(['/media/photos/w960/lake.jpg', '/media/photos/w480/lake.jpg']);
    expect(packLookups('/media/photos/lake.jpg')).toEqual(['/media/photos/lake.jpg', '/media/photos/w480/lake.jpg']);
    expect(packLookups('/media/photos/w480/lake.jpg')).toEqual(['/media/photos/w480/lake.jpg']);
  });
  it('looks anything else up as asked, query included', () => {
    expect(packLookups('/en/theme?id=3')).toEqual(['/en/theme?id=3']);
    expect(packLookups('/media/audio/guide-1801-en.mp3')).toEqual(['/media/audio/guide-1801-en.mp3']);
  });
});

describe('packFollowUps', () => {
  const page = <T>(records: T[], total: number, pageNum = 1) => ({ records, total, pageNum, pageSize: 12 });
  it('follows a list to its further pages, from page 1 only', () => {
    const list = (pageNum: number) => ({ kind: 'article-list', page: page([], 30, pageNum) }) as unknown as ArticleListData;
    expect(packFollowUps('explain', list(1))).toEqual(['/explain?page=2', '/explain?page=3']);
    expect(packFollowUps('explain', list(2))).toEqual([]);
  });
  it('follows a list claiming a billion entries of one per page to its 10th page and no further', () => {
    const huge = { kind: 'article-list', page: { records: [], total: 1_000_000_000, pageNum: 1, pageSize: 1 } } as unknown as ArticleListData;
    expect(packFollowUps('explain', huge)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `/explain?page=${n}`));
  });
  it('follows a theme list to each itinerary', () => {
    const themes = { kind: 'subject-browse', page: page([{ id: 4 }, { id: 9 }], 2) } as unknown as SubjectBrowseData;
    expect(packFollowUps('themeList', themes)).toEqual(['/theme?id=4', '/theme?id=9']);
  });
  it('leads nowhere from other pages', () => {
    expect(packFollowUps('tourist', { kind: 'tourist' } as TouristData)).toEqual([]);
  });
});

describe('packShellVersions (docs/decisions/027-versioned-shell.md)', () => {
  it('finds the versioned shell URLs a page names in an attribute, once each, and not the unversioned one or another origin\'s', () => {
    const html =
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/_data/shell/en/Ab_-0123456789xy"/>' +
      '<script type="application/json">{"shell":"/_data/shell/en/Ab_-0123456789xy"}</script>' +
      '<a href="/_data/shell/en">x</a><a href="https://cdn.example.com/_data/shell/zh-CN/Ab_-0123456789xy">y</a>' +
      '<a href="/_data/shell/zh-CN/short">z</a>';
    expect(packShellVersions(html)).toEqual(['/_data/shell/en/Ab_-0123456789xy']);
  });
});
