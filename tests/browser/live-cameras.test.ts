/** Live cameras: a stream that cannot play falls back to its snapshot. */
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open, poll } = pageOpener(suite);

describe('live cameras', () => {
  it('a stream that cannot play keeps its snapshot and says so, with the hours', async () => {
    const page = await open('/live');
    // Yingxue Bay: the one camera with a true snapshot (the others show a designed card).
    const card = page.locator('[data-live-state]', { hasText: '镜湖 · 映雪湾' });
    await poll(() => card.getAttribute('data-live-state')).toBe('unavailable');
    expect(await card.getByRole('status').textContent()).toContain('直播信号暂不可用，显示最近快照');
    expect(await card.getByRole('status').textContent()).toContain('直播时段：');
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/media\/photos\//);
  });
});
