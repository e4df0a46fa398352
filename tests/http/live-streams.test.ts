/** /live renders each camera's stream status from the server's check (no browser requests). */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Site } from '../support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startStack();
});
afterAll(() => site.close());

describe('live cameras', () => {
  it('marks streams the demo does not host as unavailable, with the snapshot message, server-side', async () => {
    const data = await request(site.url).get('/_data/page/live');
    const ids = data.body.data.page.records.map((a: { id: number }) => a.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(data.body.data.streams).toEqual(Object.fromEntries(ids.map((id: number) => [String(id), 'offline'])));
    const zh = await request(site.url).get('/live');
    expect(zh.text.match(/data-live-state="unavailable"/g)).toHaveLength(ids.length);
    expect(zh.text).toContain('直播信号暂不可用，显示最近快照');
    const en = await request(site.url).get('/en/live');
    expect(en.text.match(/data-live-state="unavailable"/g)).toHaveLength(ids.length);
  });
});
