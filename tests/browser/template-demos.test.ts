/** The template demos: the live language switch and the image viewer. */
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open, poll } = pageOpener(suite);

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
