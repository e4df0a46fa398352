/**
 * The home for a visitor planning the day (issue 43): one "today" block, right under the hero
 * and the notices, whose plan card leads to getting here, conditions, trails and when to visit
 * as well as tickets, shuttles, visitor information and cameras; and on a phone (390 × 844) a
 * page of about nine to ten screens, not twelve to fourteen.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const pages = pageOpener(suite);
const PHONE = { width: 390, height: 844 };
const PLAN = ['/tickets', '/getting-here', '/conditions', '/trails', '/when-to-visit', '/ability?category=shuttle', '/tourist', '/live'];

describe.each([
  // Screens measured at 390 × 844: 12.4 (zh-CN) and 13.9 (en) before issue 43, 8.9 and 10.0 after.
  { path: '/', locale: 'zh-CN', prefix: '', today: '今日青岚', names: ['预约门票', '到达交通', '此刻实况', '徒步步道', '最佳游览时间', '观光车', '游客须知', '看实时画面'], screens: 9.3 },
  { path: '/en', locale: 'en', prefix: '/en', today: 'Qinglan today', names: ['Reserve tickets', 'Getting here', 'Conditions now', 'Trails', 'When to visit', 'Shuttle buses', 'Visitor information', 'Live cameras'], screens: 10.4 },
])('the home ($path)', ({ path, locale, prefix, today, names, screens }) => {
  it('has one "today" block, the first section after the notices', async () => {
    const page = await pages.open(path, PHONE, { locale });
    const headings = await page.locator('h2').evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: h.textContent?.trim() ?? '' })));
    expect(headings.filter((h) => /今日|today/i.test(h.text)).map((h) => h.text)).toEqual([today]);
    // The header's bar has its own line; below it the page says it once.
    expect(await page.locator('main [data-testid="open-now"], .today-band [data-testid="open-now"]').count()).toBe(1);
    const sections = headings.map((h) => h.id).filter((id) => id.endsWith('-heading'));
    expect(sections.slice(0, 2)).toEqual(['notices-heading', 'today-heading']);
  });

  it('plans the visit: eight links in the page language', async () => {
    const page = await pages.open(path, PHONE, { locale });
    const links = page.locator('#today .plan-link');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(PLAN.map((p) => prefix + p));
    expect((await links.allInnerTexts()).map((s) => s.trim())).toEqual(names);
  });

  it(`runs to at most ${screens} screens on a phone`, async () => {
    const page = await pages.open(path, PHONE, { locale });
    const measured = await page.evaluate(() => document.documentElement.scrollHeight / innerHeight);
    expect(measured).toBeLessThanOrEqual(screens);
  });
});
