/**
 * Part B in a real browser: search as a client navigation (search page and header entry),
 * the FAQ deep link, the carousel by buttons and keyboard, the live-camera fallback, the
 * language demo, the image viewer demo, and hydration without errors on every part B page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForHydration, watchConsole } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();
let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  context = await suite.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(suite.site.url + path);
  await waitForHydration(page);
  return page;
}

/** Waits for a value (animations and lazy loads take longer on a busy machine); no timing is asserted. */
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 10_000, interval: 50 });

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

describe('FAQ deep link', () => {
  it('opening /tourist#faq-<id> opens that entry and scrolls to it', async () => {
    const page = await open('/en/tourist#faq-14', { width: 390, height: 844 });
    const entry = page.locator('#faq-14');
    await poll(() => entry.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await poll(() => entry.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; })).toBe(true);
    expect(await page.locator('#faq-13').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  });

  it('an in-page link to a question opens it', async () => {
    const page = await open('/tourist');
    const link = page.locator('#transport a[href^="#faq-"]').first();
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await poll(() => page.locator(`#${id}`).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(new URL(page.url()).hash).toBe(`#${id}`);
  });
});

describe('carousel', () => {
  const dots = (page: Page) => page.locator('[data-carousel]').first().locator('button[data-carousel-dot]');
  const current = async (page: Page) => (await dots(page).evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'true'))) + 1;
  const scrollLeft = (page: Page) => page.locator('[data-carousel]').first().locator('[tabindex="0"]').evaluate((el) => el.scrollLeft);

  it('moves by its buttons and dots', async () => {
    const page = await open('/en/template/swiper');
    const swiper = page.locator('[data-carousel]').first();
    expect(await current(page)).toBe(1);
    expect(await swiper.getByRole('button', { name: 'Previous slide' }).isDisabled()).toBe(true);
    await swiper.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => current(page)).toBe(2);
    await poll(() => scrollLeft(page)).toBeGreaterThan(0);
    const n = await dots(page).count();
    await dots(page).nth(n - 1).click();
    await poll(() => current(page)).toBe(n);
    expect(await swiper.getByRole('button', { name: 'Next slide' }).isDisabled()).toBe(true);
  });

  it('moves by the keyboard (arrows, Home, End)', async () => {
    const page = await open('/template/swiper');
    const track = page.locator('[data-carousel]').first().locator('[tabindex="0"]');
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => current(page)).toBe(2);
    await page.keyboard.press('ArrowRight');
    await poll(() => current(page)).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await poll(() => current(page)).toBe(2);
    await page.keyboard.press('End');
    await poll(() => current(page)).toBe(await dots(page).count());
    await page.keyboard.press('Home');
    await poll(() => current(page)).toBe(1);
    await poll(() => scrollLeft(page)).toBe(0);
  });

  it('works on /theme/swiper at phone width', async () => {
    const page = await open('/en/theme/swiper', { width: 390, height: 844 });
    await page.locator('[data-carousel]').getByRole('button', { name: 'Next slide' }).click();
    await poll(() => current(page)).toBe(2);
  });
});

describe('live cameras', () => {
  it('a stream that cannot play keeps its snapshot and says so, with the hours', async () => {
    const page = await open('/live');
    const card = page.locator('[data-live-state]').first();
    await poll(() => card.getAttribute('data-live-state')).toBe('unavailable');
    expect(await card.getByRole('status').textContent()).toContain('直播信号暂不可用，显示最近快照');
    expect(await card.getByRole('status').textContent()).toContain('直播时段：');
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/media\/photos\//);
  });
});

describe('language demo', () => {
  it('switches the page language live and restores it on leaving', async () => {
    const page = await open('/template/i18');
    await poll(() => page.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe('Qinglan Mountain Scenic Area');
    await page.getByRole('button', { name: '切换到 English' }).click();
    await poll(() => page.locator('[data-testid="i18n-current"]').textContent()).toBe('English');
    await poll(() => page.locator('main h1').textContent()).toBe('Language demo');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.locator('main nav[aria-label] a[href="/"]').first().click();
    await page.waitForURL(`${suite.site.url}/`);
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await poll(() => page.locator('[data-testid="brand"]').first().textContent()).toContain('青岚山');
  });
});

describe('image viewer demo', () => {
  it('opens the viewer on the chosen photo', async () => {
    const page = await open('/en/template/preview-images');
    await page.locator('[data-testid="gallery"] a').nth(2).click();
    const viewer = page.locator('[data-testid="image-viewer"]');
    await viewer.waitFor();
    await poll(() => viewer.locator('.viewer-title').textContent()).toContain('A path through the spruce forest');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });
});

describe('hydration', () => {
  const paths = ['/article/list', '/en/article/grid?type=news', '/article/swiper', '/theme/grid', '/en/theme?id=1', '/tourist', '/en/search?q=lake', '/template/color', '/en/template/i18', '/template/swiper', '/template/preview-images', '/explain'];
  it.each(paths)('%s hydrates with no errors or hydration warnings', async (path) => {
    context = await suite.browser.newContext();
    const page = await context.newPage();
    const seen = watchConsole(page);
    await page.goto(suite.site.url + path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect([...seen.errors, ...seen.warnings].filter((m) => /hydrat|did not match|error|warning/i.test(m))).toEqual([]);
  });
});
