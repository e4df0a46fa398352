/**
 * One world, seen as a visitor sees it (docs/world.md): the site pinned to a July and a January
 * morning shows, in both languages, the season's slides, notices, trail state, weather and
 * cameras, and the weather on the home, on /conditions and in the header is the weather the
 * content service reports for that instant, band by band.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WeatherData } from '../../shared/api/shell.ts';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite, type BrowserSuite } from '../support/browser-suite.ts';

type Locale = 'zh-CN' | 'en';
const prefix = (l: Locale) => (l === 'en' ? '/en' : '');

interface Season {
  at: string;
  /** Words that must show, and words that must not, per page and language. */
  home: Record<Locale, { shows: string[]; hides: string[] }>;
  tourist: Record<Locale, { shows: string[]; hides: string[] }>;
  /** Each camera's state on /live, in the order of the page (docs/cameras.md). */
  cameras: string[];
  /** The base-camp trail on /conditions: its state, and what its entry says and must not say. */
  trail: { status: string; says: Record<Locale, { shows: string[]; hides: string[] }> };
}

const JULY: Season = {
  at: '2027-07-15T10:30:00+08:00',
  home: {
    'zh-CN': { shows: ['走向雪冠峰', '镜湖晨光', '门票预约、观光车、高原健康和午后雷雨'], hides: ['雪冠峰冬歇', '高原健康和冬季开放信息'] },
    en: { shows: ['Towards Snowcrown', 'Morning on Mirror Lake', 'altitude advice and afternoon storms'], hides: ['Snowcrown in winter', 'altitude advice and winter opening'] },
  },
  tourist: {
    'zh-CN': { shows: ['雪冠峰大本营步道开放中，请登记后出发', '午后雷阵雨提醒'], hides: ['雪冠峰大本营步道冬季封闭', '淡季票价及冬季时刻表已开始执行'] },
    en: { shows: ['Snowcrown Base Camp trail open: register before you set off', 'Afternoon thunderstorms'], hides: ['closed for the winter', 'Low-season prices'] },
  },
  // Camera hours (daylight): every camera offers its live stream of the summer.
  cameras: ['ready', 'ready', 'ready', 'ready', 'ready', 'ready'],
  trail: { status: 'open', says: { 'zh-CN': { shows: ['自 07:00 起'], hides: ['冬季封闭'] }, en: { shows: ['Since 07:00'], hides: ['Closed for the winter'] } } },
};

const JANUARY: Season = {
  at: '2027-01-15T10:30:00+08:00',
  home: {
    'zh-CN': { shows: ['雪冠峰冬歇', '高原健康和冬季开放信息'], hides: ['走向雪冠峰', '高原健康和午后雷雨', '镜湖晨光'] },
    en: { shows: ['Snowcrown in winter', 'altitude advice and winter opening'], hides: ['Towards Snowcrown', 'altitude advice and afternoon storms', 'Morning on Mirror Lake'] },
  },
  tourist: {
    'zh-CN': { shows: ['雪冠峰大本营步道冬季封闭', '淡季票价及冬季时刻表已开始执行'], hides: ['雪冠峰大本营步道开放中', '午后雷阵雨提醒'] },
    en: { shows: ['Snowcrown Base Camp trail closed for the winter', 'Low-season prices and winter timetable now in force'], hides: ['register before you set off', 'Afternoon thunderstorms'] },
  },
  // No camera has a true picture of the snow yet (docs/cameras.md): each says it is off for the season.
  cameras: ['off-season', 'off-season', 'off-season', 'off-season', 'off-season', 'off-season'],
  trail: {
    status: 'closed',
    says: { 'zh-CN': { shows: ['冬季封闭，5 月 1 日重新开放'], hides: ['07:00'] }, en: { shows: ['Closed for the winter; reopens on 1 May'], hides: ['07:00'] } },
  },
};

async function open(suite: BrowserSuite, path: string, locale: Locale): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, locale });
  const page = await context.newPage();
  await page.goto(suite.site.url + path);
  await waitForHydration(page);
  return page;
}

async function reported(suite: BrowserSuite, locale: Locale): Promise<WeatherData> {
  const res = await fetch(`${suite.site.content.url}/website/api/web/weather/getOriginalCityWeather?configKey=sys.weather.info`, { headers: { 'accept-language': locale } });
  return ((await res.json()) as { data: WeatherData }).data;
}

/** The band rows as the page shows them: [band, "now °C", "low° / high°C"]. */
const bandRows = (page: Page) =>
  page.getByTestId('mountain-band').evaluateAll((rows) =>
    rows.map((r) => [r.getAttribute('data-band'), ...[...r.querySelectorAll('p:nth-child(2) span')].slice(1).map((s) => s.textContent)]),
  );

const expectedRows = (w: WeatherData) => w.mountain!.bands.map((b) => [b.band, `${b.temperature}°C`, `${b.low}° / ${b.high}°C`]);

function seasonSuite(name: string, season: Season) {
  describe(name, () => {
    const suite = browserSuite({ CLOCK_NOW: season.at });

    it.each(['zh-CN', 'en'] as const)('%s home: the season\'s slides and the reported weather, band by band', async (locale) => {
      const page = await open(suite, `${prefix(locale)}/`, locale);
      const text = await page.locator('main').innerText();
      for (const s of season.home[locale].shows) expect(text, s).toContain(s);
      for (const s of season.home[locale].hides) expect(text, s).not.toContain(s);
      const weather = await reported(suite, locale);
      const today = page.getByTestId('today');
      expect(await today.locator('.today-temp').innerText()).toBe(`${weather.lives[0]!.temperature}°C`);
      expect(await bandRows(page)).toEqual(expectedRows(weather));
      expect(await page.getByTestId('weather-chip').innerText()).toContain(`${weather.lives[0]!.temperature}°C`);
      await page.context().close();
    });

    it.each(['zh-CN', 'en'] as const)('%s /conditions: the trail in its season, the bands and the sun', async (locale) => {
      const page = await open(suite, `${prefix(locale)}/conditions`, locale);
      const weather = await reported(suite, locale);
      expect(await bandRows(page)).toEqual(expectedRows(weather));
      const sun = await page.getByTestId('mountain-sun').innerText();
      expect(sun).toContain(weather.mountain!.sunrise);
      expect(sun).toContain(weather.mountain!.sunset);
      const trail = page.locator('[data-testid="condition"][data-facility="trail"]').nth(1);
      expect(await trail.getAttribute('data-status')).toBe(season.trail.status);
      const said = await trail.innerText();
      for (const s of season.trail.says[locale].shows) expect(said, s).toContain(s);
      for (const s of season.trail.says[locale].hides) expect(said, s).not.toContain(s);
      await page.context().close();
    });

    it.each(['zh-CN', 'en'] as const)('%s /live: each camera in its season\'s state', async (locale) => {
      const page = await open(suite, `${prefix(locale)}/live`, locale);
      const states = page.locator('[data-live-state]');
      await expect.poll(() => states.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-live-state')))).toEqual(season.cameras);
      await page.context().close();
    });

    it.each(['zh-CN', 'en'] as const)('%s /tourist: the season\'s notices only', async (locale) => {
      const page = await open(suite, `${prefix(locale)}/tourist`, locale);
      const text = await page.locator('main').innerText();
      for (const s of season.tourist[locale].shows) expect(text, s).toContain(s);
      for (const s of season.tourist[locale].hides) expect(text, s).not.toContain(s);
      await page.context().close();
    });
  });
}

seasonSuite('15 July, 10:30', JULY);
seasonSuite('15 January, 10:30', JANUARY);
