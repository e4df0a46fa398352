/**
 * One frame for every page: the content of the full-width pages (the home page and the
 * full-width lists, photo header or not) starts where the site's logo starts, as the pages of
 * the default layout do, at a phone's width, a tablet's and a laptop's.
 */
import { describe, expect, it } from 'vitest';
import { keptPages } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();
// One kept page per width (each load a fresh document; tests/support/browser-env.ts).
const pages = keptPages(suite);

/** What must start under the logo on each page. */
const PAGES: [string, string[]][] = [
  ['/', ['.hero-slide__title', '#intro-heading', '#sights-heading', '#landscapes-heading', '#today-heading']],
  ['/landscapes', ['main nav.breadcrumb', 'main h1', '[data-testid="list-count"]']],
  // The services have no photos, so /ability has the plain header.
  ['/ability', ['main nav.breadcrumb', 'main h1', '[data-testid="list-count"]']],
  ['/hotel', ['main nav.breadcrumb', 'main h1', '[data-testid="list-count"]']],
];

describe('the page frame', () => {
  for (const width of [390, 820, 1440]) {
    it.each(PAGES)(`at ${width} px, %s starts its content under the logo`, async (path, selectors) => {
      const page = await pages.open(path, { viewport: { width, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
      const left = (sel: string) => page.locator(sel).first().evaluate((el) => Math.round(el.getBoundingClientRect().left));
      const logo = await left('header .brand');
      expect(logo).toBeGreaterThanOrEqual(16);
      const edges: Record<string, number> = {};
      for (const sel of selectors) edges[sel] = await left(sel);
      expect(edges).toEqual(Object.fromEntries(selectors.map((sel) => [sel, logo])));
    });
  }
});
