/** Search as a client navigation, from the search page and from the header entry. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open } = pageOpener(suite);

/** A marker that only survives if no full page load happens. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __pb: number }).__pb = 7));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __pb?: number }).__pb);

describe('search without a full reload', () => {
  it.each([
    ['/search', '酒店', '/_data/page/search?q=%E9%85%92%E5%BA%97'],
    ['/en/search', 'Mirror', '/_data/page/en/search?q=Mirror'],
  ])('from %s: %s', async (path, q, dataUrl) => {
    const page = await open(path);
    await mark(page);
    const box = page.locator('#search-q');
    await box.fill(q);
    const [req] = await Promise.all([page.waitForRequest((r) => r.url().includes('/_data/page/') && r.url().includes('search?q=')), box.press('Enter')]);
    expect(new URL(req.url()).pathname + new URL(req.url()).search).toBe(dataUrl);
    await page.waitForURL((u) => u.searchParams.get('q') === q);
    await page.locator('main mark').first().waitFor();
    expect((await page.locator('main mark').allTextContents()).some((t) => t.toLowerCase() === q.toLowerCase())).toBe(true);
    expect(await box.inputValue()).toBe(q);
    expect(await marked(page)).toBe(7);
  });

  it('runs a suggested search and keeps the box in step with the URL', async () => {
    const page = await open('/en/search?q=zzzzqqq');
    await mark(page);
    await page.getByRole('link', { name: 'Mirror Lake', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('q') === 'Mirror Lake');
    await page.locator('main mark').first().waitFor();
    expect(await page.locator('#search-q').inputValue()).toBe('Mirror Lake');
    expect(await marked(page)).toBe(7);
  });

  it('from the header search entry', async () => {
    const page = await open('/tourist');
    await mark(page);
    await page.locator('[data-testid="search-button"]').click();
    const input = page.locator('[data-testid="search-form-header"] input[name="q"]');
    await input.fill('镜湖');
    await input.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === '镜湖');
    await page.locator('main mark').first().waitFor();
    expect(await page.locator('#search-q').inputValue()).toBe('镜湖');
    expect(await marked(page)).toBe(7);
  });
});

describe('the search box on a phone', () => {
  // The hint must show whole in the drawer's box beside its button (it was cut mid-word).
  it.each([
    ['/', 360],
    ['/', 390],
    ['/en', 360],
    ['/en', 390],
  ] as const)('%s at %i px: the placeholder fits the drawer box', async (path, width) => {
    const page = await open(path, { width, height: 800 });
    await page.locator('[data-testid="menu-button"]').click();
    const input = page.locator('[data-testid="search-form-drawer"] input[name="q"]');
    await input.waitFor();
    const fit = await input.evaluate((el: HTMLInputElement) => {
      const s = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      return { text: ctx.measureText(el.placeholder).width, room: el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) };
    });
    expect(fit.text).toBeGreaterThan(0);
    expect(fit.text).toBeLessThanOrEqual(fit.room);
  });
});
