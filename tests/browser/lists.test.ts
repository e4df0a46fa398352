/**
 * List pages in a real browser: filters and paging are client navigations that live in the
 * query string, so list → detail → back returns to the same filtered page.
 */
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../shared/api/content.ts';
import { waitForHydration, watchConsole } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();
let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

async function list(typeCode: string, query: Record<string, string | number> = {}): Promise<{ records: ArticleSummary[]; total: number }> {
  const qs = new URLSearchParams({ typeCode, pageSize: '12', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const res = await fetch(`${suite.site.content.url}/website/api/web/article/getArticleList?${qs}`, { headers: { 'accept-language': 'en' } });
  return ((await res.json()) as { data: { records: ArticleSummary[]; total: number } }).data;
}

describe('list state survives list → detail → back', () => {
  it('hotels filtered by stars', async () => {
    const all = await list('hotel', { pageSize: 100 });
    const stars = Math.max(...all.records.map((h) => h.attrs.stars ?? 0));
    const expected = (await list('hotel', { stars })).records;
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const seen = watchConsole(page);
    await page.goto(`${suite.site.url}/en/hotel`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));

    const starChip = page.locator(`[role="group"][aria-label="Stars"] a.chip[href="/en/hotel?stars=${stars}"]`);
    await starChip.click();
    await page.waitForURL(`**/en/hotel?stars=${stars}`);
    await expect.poll(() => page.locator('[data-testid="list-items"] > li').count(), { timeout: 10_000 }).toBe(expected.length);
    expect(await starChip.getAttribute('aria-current')).toBe('true');

    // Open the first card (client navigation: the page is not reloaded) from further down.
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('[data-testid="list-items"] h2 a').first().click();
    await page.waitForURL(`**/en/hotel/detail?id=${expected[0]!.id}`);
    await page.locator('h1', { hasText: expected[0]!.title }).waitFor();
    // A page reached by a link starts at its top, wherever the list was scrolled to.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`**/en/hotel?stars=${stars}`);
    await expect.poll(() => page.locator('[data-testid="list-items"] > li').count(), { timeout: 10_000 }).toBe(expected.length);
    expect(await starChip.getAttribute('aria-current')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
    expect(seen.errors).toEqual([]);
  });

  it('news on page 2', async () => {
    const page2 = (await list('news', { pageNum: 2 })).records;
    // The seed has more than 12 news items, so there is a page 2 to go to.
    expect(page2.length).toBeGreaterThan(0);
    context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/en/trends`);
    await waitForHydration(page);
    await page.locator('[data-testid="pagination"] a[rel="next"]').click();
    await page.waitForURL('**/en/trends?page=2');
    await page.locator('[data-testid="list-items"] h2', { hasText: page2[0]!.title }).waitFor();

    await page.locator('[data-testid="list-items"] h2 a').first().click();
    await page.waitForURL(`**/en/article?id=${page2[0]!.id}`);
    await page.goBack();
    await page.waitForURL('**/en/trends?page=2');
    await page.locator('[data-testid="list-items"] h2', { hasText: page2[0]!.title }).waitFor();
    // The number as drawn, hidden from the ear; what the ear gets says which page and that it is this one.
    const current = page.locator('[data-testid="pagination"] [aria-current="page"]');
    expect([await current.locator('[aria-hidden="true"]').textContent(), await current.locator('.sr-only').textContent()]).toEqual(['2', 'Page 2, current']);
  });

  it('a filter that matches nothing shows the empty state with a way out', async () => {
    context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/hotel?priceMax=1`);
    await waitForHydration(page);
    await page.locator('.empty-state', { hasText: '没有符合条件的结果' }).waitFor();
    await page.locator('.empty-state a', { hasText: '清除筛选' }).click();
    await page.waitForURL(`${suite.site.url}/hotel`);
    await page.locator('[data-testid="list-items"]').waitFor();
  });
});
