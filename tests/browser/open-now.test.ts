/**
 * "Open now" stays right after hydration (docs/decisions/024-area-time-live-data.md): the page
 * starts from the server's clock (no hydration mismatch) and re-evaluates when the minute
 * crosses closing. The browser's time is driven by Playwright's clock, the server's pinned.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

// 17:59:30 on a low-season day: open, ticket sales closed, closing at 18:00.
const suite = browserSuite({ CLOCK_NOW: '2026-11-24T17:59:30+08:00' });
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
});

describe('open now on the client', () => {
  it.each([
    ['/tourist', '开放中 · 已停止售票 · 18:00 闭园', '已闭园 · 明天 08:00 开放'],
    ['/en/tourist', 'Open now · ticket sales closed · closes 18:00', 'Closed now · opens 08:00 tomorrow'],
  ])('%s turns to closed when the minute crosses 18:00', async (path, before, after) => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // The browser's own date is a different day on purpose: only elapsed time may count.
    await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
    await page.goto(suite.site.url + path);
    await waitForHydration(page);
    const status = page.getByTestId('site-header').getByTestId('open-now');
    expect(await status.textContent()).toBe(before);
    expect(await page.locator('[data-testid="tourist-open-now"] [data-testid="open-now"]').textContent()).toBe(before);
    // Well before 18:00 even with the real seconds the page took to load added: still open.
    await page.clock.runFor(15_000);
    expect(await status.textContent()).toBe(before);
    await page.clock.runFor(16_000);
    await expect.poll(() => status.textContent()).toBe(after);
    expect(await status.getAttribute('data-state')).toBe('closed');
    expect(await page.locator('[data-testid="tourist-open-now"] [data-testid="open-now"]').textContent()).toBe(after);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });
});
