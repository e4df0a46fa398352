/** The one carousel: buttons, dots and keyboard on the template demo and /theme/swiper. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open, poll } = pageOpener(suite);

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
