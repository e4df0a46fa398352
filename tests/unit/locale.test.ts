import { describe, expect, it } from 'vitest';
import { localeCookie, localizePath } from '../../shared/locale.ts';
import { switchLocaleHref } from '../../shared/locale-switch.ts';
import { matchPage } from '../../shared/match-page.ts';
import { decideRoot, fromAcceptLanguage } from '../../server/locale/resolve.ts';

describe('locale URLs', () => {
  it('splits the /en prefix only as a whole segment', () => {
    const split = (pathname: string) => {
      const { locale, path } = matchPage(pathname);
      return { locale, path };
    };
    expect(split('/')).toEqual({ locale: 'zh-CN', path: '/' });
    expect(split('/hotel')).toEqual({ locale: 'zh-CN', path: '/hotel' });
    expect(split('/en')).toEqual({ locale: 'en', path: '/' });
    expect(split('/en/hotel/detail')).toEqual({ locale: 'en', path: '/hotel/detail' });
    expect(split('/english')).toEqual({ locale: 'zh-CN', path: '/english' });
    expect(split('/EN/hotel')).toEqual({ locale: 'en', path: '/hotel' });
    expect(split('/en//x')).toEqual({ locale: 'en', path: '//x' });
    expect(split('')).toEqual({ locale: 'zh-CN', path: '/' });
  });

  it('localizes paths and keeps the query when switching', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/hotel', 'en')).toBe('/en/hotel');
    expect(localizePath('/hotel', 'zh-CN')).toBe('/hotel');
    expect(switchLocaleHref('/hotel/detail', '?id=1001', 'en')).toBe('/en/hotel/detail?id=1001');
    expect(switchLocaleHref('/en/search', '?q=lake&page=2', 'zh-CN')).toBe('/search?q=lake&page=2');
    expect(switchLocaleHref('/en', '', 'zh-CN')).toBe('/');
  });

  it('sets the cookie for 365 days on / with SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['fr-FR,en;q=0.5,zh;q=0.4', 'en'],
    ['zh-TW', 'zh-CN'],
    ['fr, de', null],
    ['en;q=0', null],
    ['', null],
    [undefined, null],
    ['x'.repeat(2000), null],
  ])('%j → %s', (header, expected) => {
    expect(fromAcceptLanguage(header)).toBe(expected);
  });
});

describe('root redirect', () => {
  it('follows a valid cookie and ignores Accept-Language then', () => {
    expect(decideRoot('en', 'zh-CN', '')).toEqual({ redirect: '/en', setCookie: null });
    expect(decideRoot('zh-CN', 'en-US', '')).toEqual({ redirect: null, setCookie: null });
  });
  it('uses Accept-Language once, setting the cookie', () => {
    expect(decideRoot(undefined, 'en-GB,en;q=0.9', '?utm=x')).toEqual({ redirect: '/en?utm=x', setCookie: localeCookie('en') });
    expect(decideRoot(undefined, 'zh-CN', '')).toEqual({ redirect: null, setCookie: localeCookie('zh-CN') });
  });
  it('gives crawlers (no cookie, no header) and bad cookies zh-CN', () => {
    expect(decideRoot(undefined, undefined, '')).toEqual({ redirect: null, setCookie: null });
    expect(decideRoot('klingon', undefined, '')).toEqual({ redirect: null, setCookie: null });
  });
});
