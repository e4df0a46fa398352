/**
 * "Open now" and the age of live figures (docs/decisions/024-area-time-live-data.md), rendered
 * on the server from the injected clock: at TEST_NOW (10:30, low season) the area is open;
 * at 02:20 it is closed with nobody inside and a clear night; at 16:00 ticket sales are closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pageState } from '../support/html.ts';
import { startStack, type Site } from '../support/site.ts';
import { stackSuite } from '../support/stack-suite.ts';


describe('at TEST_NOW (10:30)', () => {
  const { get } = stackSuite();

  it('says open now on /tourist, the home page and the header, in both languages', async () => {
    const zh = (await get('/tourist')).text;
    expect(zh).toContain('开放中 · 18:00 闭园');
    expect(zh).toContain('data-testid="open-now-chip"');
    const en = (await get('/en/tourist')).text;
    expect(en).toContain('Open now · closes 18:00');
    expect((await get('/en')).text).toContain('Open now · closes 18:00');
  });

  it('shows it on each scenic spot that keeps the area hours (5 of 10), not on the others', async () => {
    const html = (await get('/en/scenicArea')).text;
    // In the header and the footer's Today band, and once per spot that keeps the area's hours.
    expect(html.match(/data-testid="open-now"/g)).toHaveLength(2 + 5);
  });

  it('stamps each live figure with its time and hands the server time and fetch times to the client', async () => {
    const zh = (await get('/')).text;
    // The home page's Today strip: weather and flow (the footer band leaves them to it there).
    expect(zh.match(/data-testid="live-stamp" data-stale="false"/g)).toHaveLength(2);
    expect((await get('/tourist')).text.match(/data-testid="live-stamp" data-stale="false"/g)).toHaveLength(2);
    expect(zh).toContain('更新于 10:30');
    expect((await get('/en')).text).toContain('Updated 10:30');
    const state = pageState(zh);
    const shell = state.router.loaderData['root-zh'];
    expect(shell.now).toBe('2026-11-24T02:30:00.000Z');
    expect(shell.live).toEqual({
      weather: { fetchedAt: expect.stringMatching(/^2026-11-24T02:(29|30):\d{2}\.\d{3}Z$/), stale: false },
      flow: { fetchedAt: expect.stringMatching(/^2026-11-24T02:(29|30):\d{2}\.\d{3}Z$/), stale: false },
    });
    expect(shell.flow).toEqual({ current: 3757, instantCapacity: 8000, dailyCapacity: 18000, todayTotal: 4233, updateTime: '2026-11-24T10:30:00+08:00' });
  });
});

describe.each([
  ['2026-11-24T02:20:00+08:00', '已闭园 · 08:00 开放', 'Closed now · opens 08:00'],
  ['2026-11-24T16:00:00+08:00', '开放中 · 已停止售票 · 18:00 闭园', 'Open now · ticket sales closed · closes 18:00'],
  ['2026-11-24T18:00:00+08:00', '已闭园 · 明天 08:00 开放', 'Closed now · opens 08:00 tomorrow'],
  ['2026-07-15T06:59:00+08:00', '已闭园 · 07:00 开放', 'Closed now · opens 07:00'],
])('at CLOCK_NOW=%s', (now, zhText, enText) => {
  let site: Site;
  beforeAll(async () => {
    site = await startStack({ CLOCK_NOW: now });
  });
  afterAll(() => site.close());

  it('says so on /tourist in both languages', async () => {
    expect((await request(site.url).get('/tourist')).text).toContain(zhText);
    expect((await request(site.url).get('/en/tourist')).text).toContain(enText);
  });
});

describe('at 02:20 China time', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startStack({ CLOCK_NOW: '2026-11-24T02:20:00+08:00' });
  });
  afterAll(() => site.close());

  it('has nobody inside, no entries yet, and the night sky of the world model (cloudy) at the night low', async () => {
    const en = (await request(site.url).get('/en')).text;
    const shell = pageState(en).router.loaderData['root-en'];
    expect(shell.flow).toMatchObject({ current: 0, todayTotal: 0, updateTime: '2026-11-24T02:20:00+08:00' });
    // The report as the widgets read it, without the reply's codes, province and *_float twins.
    expect(shell.weather.lives).toEqual([{ city: 'Qinglan County', weather: '多云', temperature: '-6', winddirection: '西北', windpower: '≤3', humidity: '43', reporttime: '2026-11-24 02:20:00' }]);
    expect(en).toContain('Cloudy<!-- --> <!-- -->-6<!-- -->°C');
    const chip = /data-testid="weather-chip"[^>]*>(.*?)<\/a>/s.exec(en)![1]!;
    expect(chip).toMatch(/<use href="\/assets\/i-[\w-]{8}\.svg#cloud">/);
    expect(chip.includes('Sunny')).toBe(false);
    expect(en).toContain('Visitors 0%');
    expect(en).toContain('>Nobody inside<');
    expect(en).toContain('Updated 02:20');
  });
});
