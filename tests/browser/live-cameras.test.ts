/** Live cameras: a stream that cannot play falls back to its snapshot. */
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open, poll } = pageOpener(suite);

describe('live cameras', () => {
  it('a stream that cannot play keeps its snapshot and says so, with the hours', async () => {
    const page = await open('/live');
    // Yingxue Bay: its morning photo at TEST_NOW (10:30, low season).
    const card = page.locator('[data-live-state]', { hasText: '镜湖 · 映雪湾' });
    await poll(() => card.getAttribute('data-live-state')).toBe('unavailable');
    expect(await card.getByRole('status').textContent()).toContain('直播信号暂不可用，显示最近快照');
    expect(await card.getByRole('status').textContent()).toContain('直播时段：');
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/media\/photos\/(w\d+\/)?darkesthour\.jpg$/);
    // The snapshot says when it was taken (the content service's five-minute step at TEST_NOW).
    expect(await card.getByTestId('snapshot-time').textContent()).toBe('拍摄于 10:30');
    // Every camera has a snapshot with its time: no designed card is left on the page.
    await poll(() => page.getByTestId('snapshot-time').count()).toBe(6);
    expect(await page.locator('[data-kind="live"]').count()).toBe(0);
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
