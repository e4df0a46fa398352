/**
 * Live cameras at TEST_NOW (24 November, winter): no camera has a winter photo, so each is off for
 * the season and says why, with no picture of another season (docs/cameras.md). The streams
 * themselves, by day and by night: live-streams.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open, poll } = pageOpener(suite);

describe('live cameras', () => {
  it('in winter the Yak Meadow camera is off for the season, with the reason and no summer picture', async () => {
    const page = await open('/live');
    const card = page.locator('[data-live-state]', { hasText: '牦牛坪 · 夏季牧场' });
    await poll(() => card.getAttribute('data-live-state')).toBe('off-season');
    expect(await card.getByTestId('live-message').textContent()).toBe('本季停播冬季畜群已下山到河谷过冬，这台摄像机停播，开春再开。');
    // The designed card, not a photo; no snapshot time, no badge, nothing to play.
    expect(await card.locator('img').count()).toBe(0);
    expect(await card.locator('[data-kind="live"]').count()).toBe(1);
    expect(await card.getByTestId('snapshot-time').count()).toBe(0);
    expect(await card.getByRole('button').count()).toBe(0);
    // The camera's hours stay on the card.
    expect(await card.textContent()).toContain('日出至日落');
    // Every camera: the demo has no winter photo of any.
    expect(await page.locator('[data-live-state="off-season"]').count()).toBe(6);
    expect(await page.locator('[data-live-state] img').count()).toBe(0);
  });

  it('refreshes the snapshots every minute while the page is visible', async () => {
    const page = await open('/live', undefined, {});
    await page.clock.install();
    // The refresh timer was set before the fake clock; reload so the page runs on it.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const refreshed = page.waitForRequest((r) => new URL(r.url()).pathname === '/_data/page/live');
    await page.clock.runFor(61_000);
    await refreshed;
  });
});
