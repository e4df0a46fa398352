/**
 * The axe matrix (docs/product.md §5, §9): axe-core reports no WCAG 2.0/2.1/2.2 A and AA
 * violation, of any impact, on every rendered shape of the site, in both languages and both
 * colour modes. A shape is a page module, or a list or detail layout of its own (the list page's
 * cards differ by type: client/pages/articles/list/ListItems.tsx); routes that render a shape
 * already checked with other data stand in SAME_AS, and a route in neither list fails the run,
 * so no shape goes unchecked and none is checked twice. Every shape is checked in two pairings
 * (zh-CN light, en dark), the page modules with components of their own also in the other two
 * (text length changes layout: target sizes; mode changes colours: contrast). Then the states:
 * the header panels open, the phone drawer open with all its groups expanded (all four
 * pairings), the error page, the offline page and the photo viewer open.
 *
 * One file per language (zh-CN.test.ts, en.test.ts) registers its half, so the two halves run
 * side by side on the project's two workers.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST, type RouteId } from '../../../shared/routes.ts';
import { axeRun } from '../../support/axe.ts';
import { SAVE_DATA } from '../../support/browser-env.ts';
import { waitForHydration } from '../../support/browser.ts';
import { browserSuite } from '../../support/browser-suite.ts';

type Locale = 'zh-CN' | 'en';

/** Routes that need ?id= to show a page (seeded articles and themes, content-service/seed). */
const QUERY: Partial<Record<RouteId, string>> = {
  hotelDetail: '?id=1001',
  restaurantsDetail: '?id=1101',
  shopDetail: '?id=1201',
  poiDetail: '?id=1301',
  article: '?id=2101',
  theme: '?id=1',
  trailDetail: '?id=4',
};

const urlOf = (path: string, locale: string) => (locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
/** One route per rendered shape. */
const SHAPES: RouteId[] = [
  'home', 'ability', 'landscapes', 'animal', 'hotel', 'store', 'trends', 'live', 'explain', 'hotelDetail', 'article',
  'scenicArea', 'tourist', 'conditions', 'search', 'articleList', 'articleGrid', 'articleSwiper',
  'theme', 'themeList', 'themeGrid', 'themeSwiper', 'templateColor', 'templateI18', 'templateSwiper', 'templatePreviewImages',
  // Their other pairings and every state of their forms: tests/browser/tickets-axe.test.ts.
  'tickets', 'ticketReservation',
  // The plan pages (docs/plan.md); also at both widths in tests/browser/plan.test.ts.
  'gettingHere', 'whenToVisit',
  'trails', 'trailDetail',
];
/** Routes whose shape another route shows with other data: the same cards, the same detail page. */
const SAME_AS: Partial<Record<RouteId, RouteId>> = {
  island: 'animal',
  restaurants: 'hotel',
  shop: 'hotel',
  poi: 'hotel',
  restaurantsDetail: 'hotelDetail',
  shopDetail: 'hotelDetail',
  poiDetail: 'hotelDetail',
};
/** Shapes whose page components no other route shares (lists and details share theirs). */
const DISTINCT: RouteId[] = ['home', 'scenicArea', 'hotelDetail', 'live', 'explain', 'conditions', 'tourist', 'search', 'theme', 'templateColor', 'gettingHere', 'whenToVisit', 'trails', 'trailDetail'];

/**
 * The colour page's "Aa" samples show each shade's contrast on purpose, next to its measured
 * ratio and grade. WCAG 1.4.3 exempts incidental text that is pure decoration (W3C,
 * Understanding SC 1.4.3, "Incidental"); axe cannot tell intent, so the samples are left out.
 */
const EXCLUDE = '[data-contrast-sample]';

/** axe's violations on the page, one line each: rule, impact, target, what to fix. */
async function violations(page: Page): Promise<string[]> {
  const result = await axeRun(page, { exclude: EXCLUDE });
  const found: string[] = [];
  for (const v of result.violations) {
    for (const n of v.nodes) {
      const selector = n.target.join(' ');
      found.push(`${v.id} [${v.impact}] ${selector} — ${n.failureSummary?.replace(/\s+/g, ' ').trim() ?? v.help}`);
    }
  }
  return found;
}

const cases = (only: RouteId[]) => ROUTE_LIST.filter((r) => only.includes(r.id)).map((r) => [r.id, r.path + (QUERY[r.id] ?? '')] as const);

type Scheme = 'light' | 'dark';
/** Each language's pairings: every shape in its first, the distinct page modules in its second. */
const PAIRINGS: Record<Locale, [Scheme, RouteId[]][]> = {
  'zh-CN': [['light', SHAPES], ['dark', DISTINCT]],
  en: [['dark', SHAPES], ['light', DISTINCT]],
};
/** The states, in the pairings each is checked in. */
const ERROR_AND_OFFLINE: Record<Locale, Scheme> = { 'zh-CN': 'light', en: 'dark' };
const VIEWER: Record<Locale, Scheme> = { 'zh-CN': 'dark', en: 'light' };

/** Registers one language's half of the matrix. */
export function axeMatrix(locale: Locale): void {
  const suite = browserSuite();

  if (locale === 'zh-CN') {
    it('every route is a checked shape or stands in SAME_AS for one', () => {
      const unplaced = ROUTE_LIST.map((r) => r.id).filter((id) => SHAPES.includes(id) === (id in SAME_AS));
      expect(unplaced).toEqual([]);
      expect(Object.values(SAME_AS).filter((id) => !SHAPES.includes(id))).toEqual([]);
    });
  }

  describe.each(PAIRINGS[locale].map(([scheme, only]) => [locale, scheme, cases(only)] as const))('axe (%s, %s)', (_locale, colorScheme, routes) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await suite.browser.newContext({ locale, colorScheme, reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
      await context.addInitScript(SAVE_DATA);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(routes)('%s (%s): no violation', async (_id, path) => {
      const res = await page.goto(suite.site.url + urlOf(path, locale));
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
      expect(await violations(page)).toEqual([]);
    });
  });

  if (locale === 'en') {
    describe.each(['light', 'dark'] as const)('axe with the header panels open (%s)', (colorScheme) => {
      it('music panel, then accessibility panel: no violation', async () => {
        const context = await suite.browser.newContext({ locale: 'en', colorScheme, reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
        await context.addInitScript(SAVE_DATA);
        const page = await context.newPage();
        await page.goto(suite.site.url + '/en/hotel');
        await waitForHydration(page);
        await page.locator('[data-testid="music-toggle"]').click();
        await page.locator('[data-testid="music-expand"]').click();
        await page.locator('[data-testid="music-panel"]').waitFor();
        expect(await violations(page)).toEqual([]);
        await page.locator('[data-testid="a11y-button"]').click();
        await page.locator('[data-testid="a11y-panel"]').waitFor();
        expect(await violations(page)).toEqual([]);
        await context.close();
      });
    });
  }

  describe.each(['light', 'dark'] as const)(`axe at 390 px with the mobile menu open (${locale}, %s)`, (colorScheme) => {
    it('home (main layout), then /live (a page inside a group), with the drawer and its groups open: no violation', async () => {
      const context = await suite.browser.newContext({ locale, colorScheme, reducedMotion: 'reduce', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      await context.addInitScript(SAVE_DATA);
      const page = await context.newPage();
      for (const path of ['/', '/live']) {
        await page.goto(suite.site.url + urlOf(path, locale));
        await waitForHydration(page);
        await page.locator('[data-testid="menu-button"]').click();
        await page.locator('[data-testid="drawer"]').waitFor({ state: 'visible' });
        expect(await violations(page), path).toEqual([]);
        // Every group of the menu open too (its sub-items, their current-page marks).
        const toggles = page.locator('[data-testid="drawer"] button[aria-expanded="false"]');
        const count = await toggles.count();
        expect(count, path).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) await toggles.first().click();
        expect(await violations(page), `${path}, groups open`).toEqual([]);
      }
      await context.close();
    }, 120_000);
  });

  describe(`axe on the other states of a page (${locale})`, () => {
    const open = async (colorScheme: Scheme, path: string, status = 200) => {
      const context = await suite.browser.newContext({ locale, colorScheme, reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
      await context.addInitScript(SAVE_DATA);
      const page = await context.newPage();
      const res = await page.goto(suite.site.url + path);
      expect(res?.status()).toBe(status);
      return { context, page };
    };

    it(`the error page (a page that does not exist, ${ERROR_AND_OFFLINE[locale]}): no violation`, async () => {
      const { context, page } = await open(ERROR_AND_OFFLINE[locale], urlOf('/no-such-page', locale), 404);
      await waitForHydration(page);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    it(`the offline page (${ERROR_AND_OFFLINE[locale]}): no violation`, async () => {
      const { context, page } = await open(ERROR_AND_OFFLINE[locale], urlOf('/offline.html', locale));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    it(`the photo viewer open (${VIEWER[locale]}): no violation`, async () => {
      const { context, page } = await open(VIEWER[locale], urlOf('/template/preview-images', locale));
      await waitForHydration(page);
      await page.locator('[data-testid="gallery"] a[data-viewer-index="0"]').first().click();
      await page.locator('[data-testid="image-viewer"]').waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.querySelector('.viewer-container')?.classList.contains('viewer-in'));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  });
}
