/**
 * Accessibility (docs/product.md §5, §9): axe-core reports no WCAG 2.0/2.1/2.2 A and AA
 * violation, of any impact, on any route of the site (shared/routes.ts), in both languages and
 * both colour modes. Detail routes open a seeded article. One context per language and mode,
 * pages in sequence. To keep the file to a few minutes on two cores, every route is checked
 * twice (zh-CN light, en dark) and the routes with their own components also in the other two
 * pairings (text length changes layout: target sizes; mode changes colours: contrast). At 390 px
 * the phone drawer is checked open, with all its groups expanded, in all four pairings.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST, type RouteId } from '../../shared/routes.ts';
import { SAVE_DATA } from '../support/browser-env.ts';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();

/** Routes that need ?id= to show a page (seeded articles and themes, content-service/seed). */
const QUERY: Partial<Record<RouteId, string>> = {
  hotelDetail: '?id=1001',
  restaurantsDetail: '?id=1101',
  shopDetail: '?id=1201',
  poiDetail: '?id=1301',
  article: '?id=2101',
  theme: '?id=1',
};

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const urlOf = (path: string, locale: string) => (locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
/** Routes whose page components no other route shares (lists and details share theirs). */
const DISTINCT: RouteId[] = ['home', 'scenicArea', 'hotelDetail', 'live', 'explain', 'conditions', 'tourist', 'search', 'theme', 'templateColor'];

/**
 * The colour page's "Aa" samples show each shade's contrast on purpose, next to its measured
 * ratio and grade. WCAG 1.4.3 exempts incidental text that is pure decoration (W3C,
 * Understanding SC 1.4.3, "Incidental"); axe cannot tell intent, so the samples are left out.
 */
const EXCLUDE = '[data-contrast-sample]';

/** axe's violations on the page, one line each: rule, impact, target, what to fix. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).exclude(EXCLUDE).analyze();
  const found: string[] = [];
  for (const v of result.violations) {
    for (const n of v.nodes) {
      const selector = n.target.join(' ');
      found.push(`${v.id} [${v.impact}] ${selector} — ${n.failureSummary?.replace(/\s+/g, ' ').trim() ?? v.help}`);
    }
  }
  return found;
}

const cases = (only?: RouteId[]) => ROUTE_LIST.filter((r) => !only || only.includes(r.id)).map((r) => [r.id, r.path + (QUERY[r.id] ?? '')] as const);

describe.each([
  ['zh-CN', 'light', cases()],
  ['en', 'dark', cases()],
  ['zh-CN', 'dark', cases(DISTINCT)],
  ['en', 'light', cases(DISTINCT)],
] as const)('axe (%s, %s)', (locale, colorScheme, routes) => {
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

describe.each([
  ['zh-CN', 'light'],
  ['en', 'dark'],
  ['zh-CN', 'dark'],
  ['en', 'light'],
] as const)('axe at 390 px with the mobile menu open (%s, %s)', (locale, colorScheme) => {
  it('home, then /live, with the drawer and its groups open: no violation', async () => {
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
