import { describe, expect, it } from 'vitest';
import { matchPage, pageLabel } from '../../shared/match-page.ts';
import { ROUTES } from '../../shared/routes.ts';

const hotel = { id: 'hotel', ...ROUTES.hotel };
const home = { id: 'home', ...ROUTES.home };
const scenic = { id: 'scenicArea', ...ROUTES.scenicArea };

describe('matchPage', () => {
  it('matches canonical paths in both locales', () => {
    expect(matchPage('/')).toEqual({ kind: 'page', locale: 'zh-CN', route: home, path: '/' });
    expect(matchPage('/hotel')).toEqual({ kind: 'page', locale: 'zh-CN', route: hotel, path: '/hotel' });
    expect(matchPage('/en')).toEqual({ kind: 'page', locale: 'en', route: home, path: '/' });
    expect(matchPage('/en/')).toEqual({ kind: 'page', locale: 'en', route: home, path: '/' });
    expect(matchPage('/en/hotel')).toEqual({ kind: 'page', locale: 'en', route: hotel, path: '/hotel' });
    expect(matchPage('/scenicArea')).toEqual({ kind: 'page', locale: 'zh-CN', route: scenic, path: '/scenicArea' });
  });

  it('treats a trailing slash as the same route', () => {
    expect(matchPage('/hotel/')).toEqual({ kind: 'page', locale: 'zh-CN', route: hotel, path: '/hotel/' });
    expect(matchPage('/en/hotel//')).toEqual({ kind: 'page', locale: 'en', route: hotel, path: '/hotel//' });
  });

  it('redirects a wrongly-cased route or locale prefix to the canonical path', () => {
    expect(matchPage('/HOTEL')).toEqual({ kind: 'redirect', locale: 'zh-CN', route: hotel, location: '/hotel', path: '/HOTEL' });
    expect(matchPage('/EN/hotel')).toEqual({ kind: 'redirect', locale: 'en', route: hotel, location: '/en/hotel', path: '/hotel' });
    expect(matchPage('/En')).toEqual({ kind: 'redirect', locale: 'en', route: home, location: '/en', path: '/' });
    expect(matchPage('/en/Hotel/')).toEqual({ kind: 'redirect', locale: 'en', route: hotel, location: '/en/hotel', path: '/Hotel/' });
    expect(matchPage('/scenicarea')).toEqual({ kind: 'redirect', locale: 'zh-CN', route: scenic, location: '/scenicArea', path: '/scenicarea' });
    expect(matchPage('/EN/nowhere')).toEqual({ kind: 'redirect', locale: 'en', route: null, location: '/en/nowhere', path: '/nowhere' });
  });

  it('answers not found for unknown paths, keeping the locale', () => {
    expect(matchPage('/nowhere')).toEqual({ kind: 'not-found', locale: 'zh-CN', path: '/nowhere' });
    expect(matchPage('/en/nowhere')).toEqual({ kind: 'not-found', locale: 'en', path: '/nowhere' });
    expect(matchPage('/english')).toEqual({ kind: 'not-found', locale: 'zh-CN', path: '/english' });
    expect(matchPage('//')).toEqual({ kind: 'not-found', locale: 'zh-CN', path: '//' });
    expect(matchPage('/hotel/detail/x')).toEqual({ kind: 'not-found', locale: 'zh-CN', path: '/hotel/detail/x' });
  });

  it('labels metrics by the route matched or redirected to', () => {
    expect(pageLabel(matchPage('/en/hotel'))).toBe('page:hotel');
    expect(pageLabel(matchPage('/HOTEL'))).toBe('page:hotel');
    expect(pageLabel(matchPage('/EN/nowhere'))).toBe('page:unmatched');
    expect(pageLabel(matchPage('/nowhere'))).toBe('page:unmatched');
  });
});
