/** The FAQ on /tourist: a deep link or an in-page link opens the entry and scrolls to it. */
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open, poll } = pageOpener(suite);

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
