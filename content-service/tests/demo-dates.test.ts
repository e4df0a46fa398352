// @vitest-environment node
/**
 * The demo's dates follow the service's clock: notices are written as days from today (a
 * winter and a summer set), dated articles move by whole years. At the site's test instant
 * every reply is what the seed was written to say; expectations here are written out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleSummary, FooterConfig, Notice, Page } from '../../shared/api/index.ts';
import { TEST_NOW } from '../../tests/support/clock.ts';
import { SEASON_INSTANTS } from '../src/index.ts';
import { startTestService, type TestService } from './helpers.ts';

let now = TEST_NOW;
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ now: () => now });
});
afterAll(() => svc.close());

const at = (iso: string) => {
  now = new Date(iso);
};
const notices = async (lang: 'zh-CN' | 'en') => (await svc.api<Page<Notice>>('/homeModule/getNotice?pageSize=50', lang)).data.records;
const notice = async (id: number, lang: 'zh-CN' | 'en') => {
  const n = (await notices(lang)).find((x) => x.id === id);
  expect(n, `notice ${id}`).toBeDefined();
  return n!;
};
const article = async (id: number, lang: 'zh-CN' | 'en') => (await svc.api<ArticleDetail>(`/article/getArticleDetail?id=${id}`, lang)).data;
const newestNews = async () => (await svc.api<Page<ArticleSummary>>('/article/getArticleList?typeCode=news&pageSize=1', 'en')).data.records[0]!;
const copyright = async (lang: 'zh-CN' | 'en') => (await svc.api<FooterConfig>('/homeModule/getIndexBottomConfig', lang)).data.copyright;

describe('at the site test instant (2026-11-24 10:30 in the area) the seed reads as written', () => {
  beforeAll(() => at('2026-11-24T02:30:00Z'));

  it('notices: the winter set with the cold snap the forecast brings, newest first, with their dates and the snow depth in the text', async () => {
    expect((await notices('en')).map((n) => n.id)).toEqual([3, 6, 2, 1, 5, 4]);
    expect(await notice(1, 'en')).toEqual({
      id: 1,
      title: 'Snowcrown Base Camp trail closed for the winter',
      content:
        'The trek trail from Yak Meadow via Silver Curtain Falls and Crescent Tarn to Snowcrown Base Camp closed for the winter on 16 November 2026 and reopens on 1 May 2027. Snow lies 46 cm deep around Crescent Tarn, with a risk of avalanches, so please do not enter the trail while it is closed. Mirror Lake, Ruddy Shelduck Wetland and Lanxi Qiang Village remain open as usual, as does the path from Yak Meadow to Wangxue Viewpoint (it may close for a while after heavy snow).',
      level: 'closure',
      publishTime: '2026-11-17T16:00:00+08:00',
      startTime: '2026-11-16T00:00:00+08:00',
      endTime: '2027-04-30T23:59:59+08:00',
    });
    expect((await notice(1, 'zh-CN')).content).toBe(
      '牦牛坪经银帘瀑布、月牙海至雪冠峰大本营的徒步步道已于 2026 年 11 月 16 日起冬季封闭，2027 年 5 月 1 日重新开放。月牙海一带现积雪深 46 厘米，并有雪崩风险，封闭期间严禁擅自进入。镜湖湖区、黄鸭滩湿地和岚溪羌寨照常开放，牦牛坪至望雪台的步道也照常开放（大雪后可能临时关闭）。',
    );
    const road = await notice(2, 'zh-CN');
    expect(road.content).toBe(
      '11 月 23 日至 12 月 5 日，岚青路 K31 至 K34 段进行冬季路面修补，每天 09:00–17:00 单向交替放行，每 15 分钟切换一次方向，请预留 30 分钟通行时间。县城至岚口的班车可能晚点。施工路段早晚有暗冰，请减速慢行。',
    );
    expect([road.publishTime, road.startTime, road.endTime]).toEqual(['2026-11-20T10:00:00+08:00', '2026-11-23T09:00:00+08:00', '2026-12-05T17:00:00+08:00']);
    expect((await notice(6, 'zh-CN')).title).toBe('11 月 26 日凌晨门票预约系统维护');
    expect((await notice(6, 'en')).content).toContain('from 01:00 to 05:00 on 26 November.');
    expect((await notice(4, 'en')).content).toContain('The Mirror Lake boats run until 30 November and return on 1 April 2027; the trek trails closed on 16 November and reopen on 1 May 2027.');
  });

  it('articles keep their years', async () => {
    expect([(await newestNews()).id, (await newestNews()).publishTime]).toEqual([2122, '2026-11-20T09:00:00+08:00']);
    const guardians = await article(2102, 'zh-CN');
    expect([guardians.title, guardians.publishTime]).toEqual(['2026 年“青岚守护者”志愿者招募开始', '2026-03-24T09:00:00+08:00']);
    expect((await article(2120, 'en')).content).toContain('<p>From 16 November 2026 to 31 March 2027 Qi');
    expect(await copyright('en')).toBe('© 2026 Qinglan Mountain Scenic Area Administration. All rights reserved.');
  });
});

describe('14 days on (2026-12-08): the same notices, two weeks later', () => {
  beforeAll(() => at('2026-12-08T02:30:00Z'));

  it('moves every notice date by 14 days, except the trail closure tied to the calendar', async () => {
    expect((await notices('zh-CN')).map((n) => n.id)).toEqual([3, 6, 2, 1, 5, 4]);
    const cold = await notice(3, 'zh-CN');
    expect(cold.content.startsWith('12 月 8 日至 9 日受冷空气影响')).toBe(true);
    expect([cold.publishTime, cold.startTime, cold.endTime]).toEqual(['2026-12-06T08:00:00+08:00', '2026-12-08T00:00:00+08:00', '2026-12-10T12:00:00+08:00']);
    expect((await notice(3, 'en')).content).toContain('light snow or snow showers on 8–9 December,');
    expect((await notice(2, 'zh-CN')).content.startsWith('12 月 7 日至 19 日，岚青路')).toBe(true);
    expect((await notice(2, 'en')).content.startsWith('From 7 December to 19 December Lanqing Road')).toBe(true);
    const trail = await notice(1, 'en');
    expect(trail.content).toContain('closed for the winter on 16 November 2026 and reopens on 1 May 2027. Snow lies 53 cm deep around Crescent Tarn');
    expect([trail.publishTime, trail.startTime, trail.endTime]).toEqual(['2026-12-01T16:00:00+08:00', '2026-11-16T00:00:00+08:00', '2027-04-30T23:59:59+08:00']);
    expect((await newestNews()).publishTime).toBe('2026-11-20T09:00:00+08:00');
  });
});

describe('200 days on (2027-06-12): summer', () => {
  beforeAll(() => at('2027-06-12T02:30:00Z'));

  it('shows the summer notices and the one of every season', async () => {
    expect((await notices('en')).map((n) => n.id)).toEqual([8, 6, 7, 9]);
    const trail = await notice(7, 'en');
    expect(trail.content).toContain('opened on 1 May 2027 and closes for the winter on 16 November 2027.');
    expect([trail.publishTime, trail.startTime, trail.endTime]).toEqual(['2027-06-03T10:00:00+08:00', '2027-05-01T00:00:00+08:00', '2027-11-15T23:59:59+08:00']);
    expect((await notice(8, 'zh-CN')).content.startsWith('6 月 12 日至 14 日午后山区多雷阵雨')).toBe(true);
    expect((await notice(8, 'en')).content).toContain('in the afternoons of 12–14 June,');
    expect((await notice(6, 'zh-CN')).title).toBe('6 月 14 日凌晨门票预约系统维护');
    expect((await notice(6, 'en')).title).toBe('Ticket booking system maintenance early on 14 June');
  });

  it('leaves the articles in their year: the newest is not a year old yet', async () => {
    expect((await newestNews()).publishTime).toBe('2026-11-20T09:00:00+08:00');
    expect(await copyright('zh-CN')).toBe('© 2026 青岚山风景名胜区管理局 版权所有');
  });
});

describe('400 days on (2027-12-29): next winter, articles a year on', () => {
  beforeAll(() => at('2027-12-29T02:30:00Z'));

  it('moves the articles and the years in their text by one year', async () => {
    expect((await newestNews()).publishTime).toBe('2027-11-20T09:00:00+08:00');
    const guardians = await article(2102, 'zh-CN');
    expect([guardians.title, guardians.publishTime]).toEqual(['2027 年“青岚守护者”志愿者招募开始', '2027-03-24T09:00:00+08:00']);
    expect((await article(2120, 'en')).content).toContain('<p>From 16 November 2027 to 31 March 2028 Qi');
    expect(await copyright('en')).toBe('© 2027 Qinglan Mountain Scenic Area Administration. All rights reserved.');
  });

  it('writes notice dates across the new year (the geese have gone south by late December)', async () => {
    expect((await notices('en')).map((n) => n.id)).toEqual([3, 6, 2, 1, 4]);
    expect((await notice(1, 'en')).content).toContain('closed for the winter on 16 November 2027 and reopens on 1 May 2028. Snow lies 59 cm deep');
    const prices = await notice(4, 'en');
    expect(prices.content).toContain('The Mirror Lake boats run until 4 January and return on 1 April 2028; the trek trails closed on 16 November and reopen on 1 May 2028.');
    expect([prices.startTime, prices.endTime]).toEqual(['2027-11-16T00:00:00+08:00', '2028-03-31T23:59:59+08:00']);
    expect((await notice(2, 'zh-CN')).content.startsWith('12 月 28 日至 1 月 9 日，岚青路')).toBe(true);
    expect((await notice(2, 'en')).content.startsWith('From 28 December to 9 January Lanqing Road')).toBe(true);
  });
});

describe('boundaries', () => {
  it('counts days in area time: 00:30 on 1 January there is still 31 December in UTC', async () => {
    at('2026-12-31T16:30:00Z');
    const road = await notice(2, 'zh-CN');
    expect(road.content.startsWith('12 月 31 日至 1 月 12 日，岚青路')).toBe(true);
    expect(road.startTime).toBe('2026-12-31T09:00:00+08:00');
    expect((await notice(6, 'en')).title).toBe('Ticket booking system maintenance early on 3 January');
    expect((await notice(1, 'zh-CN')).content).toContain('已于 2026 年 11 月 16 日起冬季封闭，2027 年 5 月 1 日重新开放。月牙海一带现积雪深 59 厘米');
    expect((await newestNews()).publishTime).toBe('2026-11-20T09:00:00+08:00');
  });

  it('moves the articles a year on the instant the newest turns one year old', async () => {
    at('2027-11-20T00:59:59Z');
    expect((await newestNews()).publishTime).toBe('2026-11-20T09:00:00+08:00');
    at('2027-11-20T01:00:00Z');
    expect((await newestNews()).publishTime).toBe('2027-11-20T09:00:00+08:00');
  });

  it('switches to the open-trail notice on 1 May and back on 16 November (area time), with the season of the timetable and the forecast', async () => {
    at('2027-04-30T15:59:59Z');
    expect((await notices('en')).map((n) => n.id)).toEqual([3, 6, 1, 9]);
    at('2027-04-30T16:00:00Z');
    expect((await notices('en')).map((n) => n.id)).toEqual([8, 6, 7, 9]);
    at('2027-11-15T15:59:59Z');
    expect((await notices('en')).map((n) => n.id)).toEqual([6, 7, 5, 9]);
    at('2027-11-15T16:00:00Z');
    expect((await notices('en')).map((n) => n.id)).toEqual([6, 2, 1, 5, 4]);
  });

  it('has one season instant in each notice set (the site renders its critical CSS at them)', async () => {
    now = SEASON_INSTANTS.winter;
    expect((await notices('en')).map((n) => n.id)).toEqual([3, 6, 2, 1, 5, 4]);
    now = SEASON_INSTANTS.summer;
    expect((await notices('en')).map((n) => n.id)).toEqual([8, 6, 7, 9]);
  });
});
