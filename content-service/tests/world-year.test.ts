// @vitest-environment node
/**
 * One world through a whole year (docs/world.md): every day of 2027 at 02:00, 10:30 and 16:00
 * in the area, through the service's HTTP API, the weather, the notices, the home's slides, the
 * conditions board and the cameras must agree with each other and with the climate. The
 * calendar facts below (trail dates, thunder and snow months) are written out here, not read
 * from the model, so a model that drifts from them fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary, HomeModule, Notice, Page, WeatherData } from '../../shared/api/index.ts';
import { climateOf } from '../src/world/climate.ts';
import { startTestService, type TestService } from './helpers.ts';

let now = new Date('2027-01-01T02:00:00+08:00');
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ now: () => now });
});
afterAll(() => svc.close());

const DAY_MS = 86400_000;
/** Months (1..12) in which each band may see snow fall, and in which thunderstorms may come. */
const SNOW_MONTHS = { valley: [11, 12, 1, 2, 3], lakes: [10, 11, 12, 1, 2, 3, 4], summit: [9, 10, 11, 12, 1, 2, 3, 4, 5, 6] } as const;
const THUNDER_MONTHS = [5, 6, 7, 8, 9];
/** The base-camp trail's season, the winter timetable, the roadworks. */
const trailOpen = (md: string) => md >= '05-01' && md <= '11-15';
const lowSeason = (md: string) => md >= '11-16' || md <= '03-31';

/** The landscape's season of a month-day: spring from 1 April, summer 1 June, autumn 16 September, winter 16 November. */
const landscape = (md: string) => (md >= '11-16' || md < '04-01' ? 'winter' : md >= '09-16' ? 'autumn' : md >= '06-01' ? 'summer' : 'spring');
const isSnow = (w: string) => w.includes('雪');
const isThunder = (w: string) => w.includes('雷');
const en = <T>(path: string) => svc.api<T>(path, 'en').then((r) => r.data);

interface Seen {
  weather: WeatherData;
  notices: Notice[];
  slides: HomeModule['banners'];
  board: ArticleSummary[];
  cameras: ArticleSummary[];
}

async function look(): Promise<Seen> {
  const [weather, notices, home, board, cameras] = await Promise.all([
    en<WeatherData>('/weather/getOriginalCityWeather?configKey=sys.weather.info'),
    en<Page<Notice>>('/homeModule/getNotice?pageSize=50'),
    en<HomeModule>('/homeModule/getHomeModule'),
    en<Page<ArticleSummary>>('/article/getArticleList?typeCode=conditions&pageSize=50'),
    en<Page<ArticleSummary>>('/article/getArticleList?typeCode=live&pageSize=50'),
  ]);
  return { weather, notices: notices.records, slides: home.banners, board: board.records, cameras: cameras.records };
}

/** Everything wrong with what was seen at one instant; empty when the world is consistent. */
function contradictions(s: Seen, day: number, time: string): string[] {
  const out: string[] = [];
  const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
  const month = Number(date.slice(5, 7));
  const md = date.slice(5);
  const at = `${date} ${time}`;
  const bad = (what: string) => out.push(`${at}: ${what}`);
  const m = s.weather.mountain;
  if (!m) return [`${at}: no mountain weather`];

  // Weather: within the month's climate on every band, no snow or thunder out of their months.
  for (const b of m.bands) {
    const c = climateOf(b.band, month);
    if (b.high < c.high[0] || b.high > c.high[1]) bad(`${b.band} high ${b.high} outside ${c.high}`);
    if (b.low < c.low[0] || b.low > c.low[1]) bad(`${b.band} low ${b.low} outside ${c.low}`);
    if (b.temperature < b.low || b.temperature > b.high) bad(`${b.band} now ${b.temperature} outside today's ${b.low}..${b.high}`);
    for (const f of b.forecast) {
      const fm = Number(f.date.slice(5, 7));
      const fc = climateOf(b.band, fm);
      if (f.high < fc.high[0] || f.high > fc.high[1] || f.low < fc.low[0] || f.low > fc.low[1]) bad(`${b.band} forecast ${f.date} ${f.low}..${f.high} outside its month`);
      for (const w of [f.dayweather, f.nightweather]) {
        if (isSnow(w) && !(SNOW_MONTHS[b.band] as readonly number[]).includes(fm)) bad(`${b.band} snow "${w}" on ${f.date}`);
        if (isThunder(w) && !THUNDER_MONTHS.includes(fm)) bad(`${b.band} thunder "${w}" on ${f.date}`);
      }
    }
  }
  const valley = m.bands.find((b) => b.band === 'valley')!;
  const live = s.weather.lives[0]!;
  if (Number(live.temperature) !== valley.temperature || live.weather !== valley.weather) bad('the provider report is not the valley band');
  const casts = s.weather.forecasts[0]!.casts;
  casts.forEach((c, i) => {
    const f = valley.forecast[i];
    if (!f || c.date !== f.date || Number(c.daytemp) !== f.high || Number(c.nighttemp) !== f.low || c.dayweather !== f.dayweather) bad(`forecast day ${i} differs from the valley band`);
  });

  // Trails: the board, the notices and the slides tell the same season.
  const open = trailOpen(md);
  const trail = s.board.find((r) => r.id === 3102)!;
  const winterClosed = trail.attrs.status === 'closed' && /winter/.test(trail.attrs.statusReason ?? '');
  if (winterClosed === open) bad(`base-camp trail ${trail.attrs.status} (${trail.attrs.statusReason}) in ${open ? 'its season' : 'winter'}`);
  const ids = new Set(s.notices.map((n) => n.id));
  if (ids.has(1) === open || ids.has(7) !== open) bad(`trail notices ${[...ids]} while the trail is ${open ? 'open' : 'closed'}`);
  const shown = [...s.notices.flatMap((n) => [n.title, n.content]), ...s.slides.flatMap((b) => [b.title, b.subtitle])];
  for (const text of shown) {
    if (/closed (for the winter|by snow)/.test(text) && open && !/closes for the winter/.test(text)) bad(`"${text.slice(0, 60)}" while the trail is open`);
    if (/trail open|open until 15 November/.test(text) && !open) bad(`"${text.slice(0, 60)}" while the trail is closed`);
    if (/thunder|storm/i.test(text) && !THUNDER_MONTHS.includes(month)) bad(`"${text.slice(0, 60)}" outside the thunder months`);
    if (/winter opening|Low-season prices/.test(text) && !lowSeason(md)) bad(`"${text.slice(0, 60)}" outside the low season`);
  }
  // A seasonal warning stands exactly when the forecast carries it.
  const stormsAhead = m.bands.some((b) => b.forecast.slice(0, 3).some((f) => isThunder(f.dayweather)));
  if (ids.has(8) !== stormsAhead) bad(`storm notice ${ids.has(8)} with storms ahead ${stormsAhead}`);
  const lakes = m.bands.find((b) => b.band === 'lakes')!;
  const snowAhead = lakes.forecast.slice(0, 2).some((f) => isSnow(f.dayweather) || isSnow(f.nightweather));
  if (ids.has(3) !== snowAhead) bad(`cold-snap notice ${ids.has(3)} with snow ahead ${snowAhead}`);
  const cold = s.notices.find((n) => n.id === 3);
  const coldest = Math.min(lakes.forecast[0]!.low, lakes.forecast[1]!.low);
  if (cold && !cold.content.includes(`lows of around ${coldest < 0 ? `−${-coldest}` : coldest} °C`)) bad('cold-snap low differs from the forecast');
  const closure = s.notices.find((n) => n.id === 1);
  const summit = m.bands.find((b) => b.band === 'summit')!;
  if (closure && (!closure.content.includes(`Snow lies ${summit.snowDepth} cm deep`) || summit.snowDepth === 0)) bad(`closure notice's snow differs from the summit's ${summit.snowDepth} cm`);

  // Car parks: the overflow fills only after the main one.
  const main = s.board.find((r) => r.attrs.category === 'car-park-main')!.attrs;
  const overflow = s.board.find((r) => r.attrs.category === 'car-park-overflow')!.attrs;
  if ((overflow.occupied ?? 0) > 0 && (main.occupied ?? 0) < Math.floor((main.spaces ?? 0) * 0.97)) bad(`overflow ${overflow.occupied} while the main car park has ${main.occupied}/${main.spaces}`);
  if (overflow.status === 'closed' && overflow.occupied !== 0) bad('a closed overflow car park with cars');

  // Cameras: a snapshot is a photo of the season it was taken in; off for the season, no picture.
  for (const cam of s.cameras) {
    const a = cam.attrs;
    const photos = a.seasonPhotos ?? {};
    if (a.offSeason !== undefined) {
      if (a.poster) bad(`camera ${cam.id} off for the season shows ${a.poster}`);
      if ((photos[landscape(md)] ?? []).length) bad(`camera ${cam.id} off for the season with photos of ${landscape(md)}`);
    } else if (a.poster) {
      const taken = landscape(a.snapshotAt!.slice(5, 10));
      if (!(photos[taken] ?? []).includes(a.poster)) bad(`camera ${cam.id} shows ${a.poster}, not a photo of ${taken}`);
    }
  }
  return out;
}

describe('one world through 2027', () => {
  it('agrees with itself and the climate every day at 02:00, 10:30 and 16:00', async () => {
    const problems: string[] = [];
    const first = Date.UTC(2027, 0, 1) / DAY_MS;
    for (let day = first; day < first + 365; day++) {
      for (const time of ['02:00', '10:30', '16:00']) {
        now = new Date(`${new Date(day * DAY_MS).toISOString().slice(0, 10)}T${time}:00+08:00`);
        problems.push(...contradictions(await look(), day, time));
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);
});

describe('one record per facility', () => {
  const texts = async (lang: 'zh-CN' | 'en', path: string) => JSON.stringify((await svc.api(path, lang)).data);

  it('the car parks have the same figures on the board, the facility page, the service page, the news and in search, in both languages', async () => {
    now = new Date('2027-07-15T10:30:00+08:00');
    const board = (await en<Page<ArticleSummary>>('/article/getArticleList?typeCode=conditions&pageSize=50')).records;
    const spaces = board.filter((r) => r.attrs.facility === 'parking').map((r) => [r.title, r.attrs.spaces]);
    expect(spaces).toEqual([['Visitor Centre car park', 800], ['Lankou South car park', 600]]);
    const pages = ['/article/getArticleDetail?id=1302', '/article/getArticleDetail?id=2002', '/article/getArticleDetail?id=2105', '/article/getArticleDetail?id=3107'];
    const enText = (await Promise.all([...pages, '/article/getArticleList?keyword=car%20park&pageSize=50'].map((p) => texts('en', p)))).join('\n');
    const zhText = (await Promise.all([...pages, '/article/getArticleList?keyword=%E5%81%9C%E8%BD%A6%E5%9C%BA&pageSize=50'].map((p) => texts('zh-CN', p)))).join('\n');
    expect([...new Set([...enText.matchAll(/(\d[\d,]*) car spaces/g)].map((x) => x[1]))]).toEqual(['800']);
    expect([...new Set([...enText.matchAll(/(\d+)(?: of them)? with (?:AC|EV) chargers/g)].map((x) => x[1]))]).toEqual(['60']);
    expect([...new Set([...enText.matchAll(/(\d+) coach bays/g)].map((x) => x[1]))]).toEqual(['40']);
    expect([...new Set([...enText.matchAll(/Lankou South car park \((\d+) spaces/g)].map((x) => x[1]))]).toEqual(['600']);
    expect([...new Set([...zhText.matchAll(/小型车位? ?(\d+) ?个/g)].map((x) => x[1]))]).toEqual(['800']);
    expect([...new Set([...zhText.matchAll(/大(?:巴|型客)车位 ?(\d+) ?个/g)].map((x) => x[1]))]).toEqual(['40']);
    expect([...new Set([...zhText.matchAll(/岚口镇南停车场（(\d+) ?个车位/g)].map((x) => x[1]))]).toEqual(['600']);
    const found = (await en<Page<ArticleSummary>>('/article/getArticleList?keyword=car%20park&pageSize=50')).records.map((r) => r.id);
    expect(found).toEqual(expect.arrayContaining([1302, 2002, 3106, 3107]));
    // The overflow has one name everywhere, and the old figures are gone.
    expect(enText).not.toMatch(/east end of Lankou|1,200|860 spaces/);
    expect(zhText).not.toMatch(/镇东|860个车位/);
  });
});
