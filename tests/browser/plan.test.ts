/**
 * The plan pages (docs/plan.md) in Chromium at 390 px and 1440 px, in both languages, at the
 * shared site's TEST_NOW (24 November 2026): axe finds nothing, the route map is one image
 * named by its title with the list of legs as its text equivalent, nothing overflows a phone,
 * the current month (November) is marked, first on a phone and in calendar order on a wide
 * screen, and each page prints on a few sheets.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeRun } from '../support/axe.ts';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';
import { pdfSheets } from '../support/pdf-text.ts';

const suite = browserSuite();
const { open } = pageOpener(suite);

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };
const at = (locale: string, path: string) => (locale === 'en' ? `/en${path}` : path);

async function violations(page: Page): Promise<string[]> {
  const result = await axeRun(page);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
}
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const MAP_NAME = { 'zh-CN': '从云州到岚口景区入口的线路示意图：各段线路列在旁边。', en: 'Schematic route map from Yunzhou to the gates at Lankou: the legs are listed beside it.' };
const FIRST_LEG = { 'zh-CN': '云州（省会） → 雪岭机场：航班，55分钟', en: 'Yunzhou (regional capital) → Xueling Airport: Flight, 55 min' };

describe.each(['zh-CN', 'en'] as const)('%s', (locale) => {
  describe.each([PHONE, WIDE])('$width px', (viewport) => {
    it('/getting-here: no axe violation, the route map named and listed, nothing wider than the screen', async () => {
      const page = await open(at(locale, '/getting-here'), viewport);
      expect(await violations(page)).toEqual([]);
      const map = page.getByRole('img', { name: MAP_NAME[locale] });
      expect(await map.evaluate((el) => el.tagName)).toBe('svg');
      expect(await map.isVisible()).toBe(true);
      const legs = page.getByTestId('route-legs').getByRole('listitem');
      expect(await legs.count()).toBe(11);
      expect(await legs.first().textContent()).toBe(FIRST_LEG[locale]);
      expect(await overflow(page)).toBe(0);
    });

    it('/when-to-visit: no axe violation, November marked as this month and placed for the screen', async () => {
      const page = await open(at(locale, '/when-to-visit'), viewport);
      expect(await violations(page)).toEqual([]);
      expect(await page.locator('[data-testid="month"][data-current="true"]').evaluateAll((els) => els.map((e) => e.id))).toEqual(['month-11']);
      const now = page.locator('a[aria-current="date"]');
      expect(await now.getAttribute('href')).toBe('#month-11');
      // The month's link is within the screen's width, however far the sideways list runs.
      await expect.poll(() => now.evaluate((a) => { const r = a.getBoundingClientRect(); return r.left >= 0 && r.right <= innerWidth; })).toBe(true);
      // Months in the order the eye meets them: top to bottom, then left to right.
      const order = await page.getByTestId('month').evaluateAll((els) =>
        els.map((e) => ({ m: Number((e as HTMLElement).dataset.month), r: e.getBoundingClientRect() })).sort((a, b) => a.r.top - b.r.top || a.r.left - b.r.left).map((x) => x.m),
      );
      expect(order).toEqual(viewport === PHONE ? [11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(await overflow(page)).toBe(0);
    });
  });
});

describe('dark mode and print', () => {
  it('both pages pass axe in dark mode on a phone', async () => {
    for (const [path, title] of [['/getting-here', '交通指南'], ['/en/when-to-visit', 'When to visit']] as const) {
      const page = await open(path, PHONE, { colorScheme: 'dark' });
      expect(await page.locator('main h1').textContent()).toBe(title);
      expect(await violations(page), path).toEqual([]);
    }
  });

  // Measured: 4 and 5 sheets (cards three to a row in small type: client/styles/print.css).
  it('each page prints on a few A4 sheets, the route map and the last month included', async () => {
    const sheetsOf = async (path: string) => {
      const page = await open(path, { width: 1280, height: 900 });
      return pdfSheets(await page.pdf({ format: 'A4' }));
    };
    const here = await sheetsOf('/en/getting-here');
    expect(here.length).toBeLessThanOrEqual(4);
    expect(here.join('')).toContain('routemap');
    expect(here.join('')).toContain('gethelpatonce');
    const year = await sheetsOf('/en/when-to-visit');
    expect(year.length).toBeLessThanOrEqual(5);
    expect(year.join('')).toContain('december');
  });
});
