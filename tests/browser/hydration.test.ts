/**
 * Every kind of page hydrates in a real browser without console errors or hydration
 * warnings (a mismatch between server HTML and the first client render shows up here).
 */
import { describe, expect, it } from 'vitest';
import { waitForHydration, watchConsole } from '../support/browser.ts';
import { keptPages } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();

const PATHS = [
  '/',
  '/en',
  '/hotel',
  '/en/landscapes',
  '/scenicArea',
  '/en/ability',
  '/trends?page=2',
  '/en/restaurants?category=tibetan',
  '/hotel/detail?id=1001',
  '/en/poi/detail?id=1301',
  '/en/theme/list',
  '/article/list',
  '/en/article/grid?type=news',
  '/article/swiper',
  '/theme/grid',
  '/en/theme/swiper',
  '/en/theme?id=1',
  '/tourist',
  '/en/search?q=lake',
  '/template/color',
  '/en/template/i18',
  '/template/swiper',
  '/template/preview-images',
  '/explain',
  '/live',
  '/en/explain',
  '/en/live',
];

describe('hydration', () => {
  // One kept page at 390 px (each load a fresh document; tests/support/browser-env.ts).
  const pages = keptPages(suite);
  it.each(PATHS)('%s hydrates with no console errors or hydration warnings', async (path) => {
    const page = await pages.page({ viewport: { width: 390, height: 844 } });
    const seen = watchConsole(page);
    await page.goto(suite.site.url + path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    seen.stop();
    expect(seen.errors).toEqual([]);
    expect(seen.warnings.filter((w) => /hydrat|did not match|error|warning/i.test(w))).toEqual([]);
  });

  it('a missing page hydrates with only its own 404 in the console', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const seen = watchConsole(page);
    await page.goto(suite.site.url + '/no-such-page');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(seen.errors.filter((m) => !/Failed to load resource: the server responded with a status of 404/.test(m))).toEqual([]);
    expect(seen.warnings.filter((w) => /hydrat|did not match/i.test(w))).toEqual([]);
    await context.close();
  });

  it.each(['/hotel', '/en'])('%s: the shell\'s stable part is requested once, by the preload the client entry then uses', async (path) => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const seen = watchConsole(page);
    const shellRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/_data/shell/')) shellRequests.push(new URL(r.url()).pathname);
    });
    await page.goto(suite.site.url + path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const named = await page.evaluate(() => JSON.parse(document.getElementById('__QL_STATE__')!.textContent!).shell as string);
    expect(named).toMatch(path.startsWith('/en') ? /^\/_data\/shell\/en\/[\w-]{16}$/ : /^\/_data\/shell\/zh-CN\/[\w-]{16}$/);
    expect(shellRequests).toEqual([named]);
    // The header's menu came from it: the main navigation is there after hydration.
    expect(await page.locator('header nav a').count()).toBeGreaterThan(0);
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});
