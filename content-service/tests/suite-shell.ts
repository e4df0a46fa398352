/** Contract checks for the shell endpoints, with expectations derived from a seed folder. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCALES, type AmapWeatherCast, type AmapWeatherLive, type HomeModule, type MenuRecord, type MusicMsg, type MusicTrack, type WeatherData,
} from '../../shared/api/index.ts';
import { musicTracks, shellBlock } from '../src/seed/shell-blocks.ts';
import { seedView, startTestService, type TestService } from './helpers.ts';
import * as S from './shapes.ts';

interface CompactWeather {
  city: string;
  live: AmapWeatherLive;
  casts: AmapWeatherCast[];
}

// 2025-07-15 13:05:30 in Asia/Shanghai, a Tuesday in high season.
const FIXED_NOW = new Date('2025-07-15T05:05:30Z');

export function shellSuite(label: string, seedDir: string, mediaDir?: string): void {
  describe(`shell endpoints (${label})`, () => {
    let svc: TestService;
    beforeAll(async () => {
      svc = await startTestService({ seedDir, now: () => FIXED_NOW, ...(mediaDir ? { mediaDir } : {}) });
    });
    afterAll(() => svc.close());

    describe.each(LOCALES)('locale %s', (locale) => {
      const seed = seedView(seedDir, locale, FIXED_NOW);
      const block = (name: Parameters<typeof shellBlock>[1]) => seed.pick(shellBlock(seed.bundle.shell, name));

      it.each([1, 2])('getMenu menuPosition=%i returns that menu, flat, in order', async (position) => {
        const all = seed.pick<Partial<MenuRecord>[]>(seed.bundle.menus.length ? seed.bundle.menus : (shellBlock(seed.bundle.shell, 'menus') ?? []));
        const expected = all
          .map((m, i) => ({ id: m.menuId ?? (m as { id?: number }).id, name: m.name, pos: m.menuPosition ?? 1, order: m.orderNum ?? i + 1 }))
          .filter((m) => m.pos === position)
          .sort((a, b) => a.order - b.order || a.id! - b.id!);
        const res = await svc.api<MenuRecord[]>(`/menu/getMenu?menuPlatform=1&menuPosition=${position}`, locale);
        expect(res.code).toBe(0);
        expect(Array.isArray(res.data)).toBe(true);
        res.data.forEach((r, i) => S.expectShape(r, S.MENU, `menu[${i}]`));
        expect(res.data.map((r) => [r.menuId, r.name])).toEqual(expected.map((m) => [m.id, m.name]));
        expect(res.data.every((r) => r.menuPosition === position && r.menuPlatform === 1)).toBe(true);
      });

      it('getIndexMusic: data null, msg double-encoded track list', async () => {
        const res = await svc.api<null>('/homeModule/getIndexMusic', locale);
        expect(res.code).toBe(0);
        expect(res.data).toBeNull();
        const msg = JSON.parse(res.msg) as MusicMsg;
        expect(typeof msg.musicList).toBe('string');
        const tracks = JSON.parse(msg.musicList) as MusicTrack[];
        expect(tracks).toEqual(musicTracks(shellBlock(seed.bundle.shell, 'music'), locale));
        tracks.forEach((t, i) => S.expectShape(t, S.TRACK, `track[${i}]`));
      });

      it('getHomeModule is the seed home block with the slides of 15 July (summer, main season, trail open), without their conditions, and the trails on its map', async () => {
        const res = await svc.api<HomeModule>('/homeModule/getHomeModule', locale);
        const home = block('home') as Omit<HomeModule, 'banners'> & { banners: (HomeModule['banners'][number] & { when?: string[] })[] };
        expect(home).toBeDefined();
        expect(res.code).toBe(0);
        S.expectShape(res.data, S.HOME);
        const seasonal = home.banners.some((b) => b.when);
        const july = ['summer_1am', 'spoonbills', 'picosdeeuropa', 'coldripple', 'goat'].map((n) => `/media/photos/${n}.jpg`);
        const expected = home.banners.filter((b) => !seasonal || july.includes(b.image)).map(({ when: _when, ...b }) => b);
        // The map's trail lines are the trail records' (docs/trails.md; none in a seed without trails.json).
        const trails = seed.pick<{ id: number; name: string; lengthKm: number; gainM: number; path: [number, number][] }[]>(seed.bundle.trails);
        const lines = trails.map((t) => ({ id: t.id, name: t.name, lengthKm: t.lengthKm, gainM: t.gainM, path: t.path }));
        expect(res.data).toEqual({ ...home, banners: expected, map: { ...home.map, trails: lines } });
      });

      it('getOriginalCityWeather: provider shape, the station from the seed, the weather from the world model at 13:05:30 on 15 July', async () => {
        const res = await svc.api<WeatherData>('/weather/getOriginalCityWeather?configKey=sys.weather.info', locale);
        // The seed block is either the provider's reply or compact: {city, adcode, province, live, casts}.
        const seedWeather = block('weather') as (Partial<WeatherData> & Partial<CompactWeather>) | undefined;
        expect(seedWeather).toBeDefined();
        const weather = seedWeather!;
        const lives = weather.lives ?? (weather.live ? [{ ...weather.live, city: weather.city! }] : []);
        expect(res.code).toBe(0);
        S.expectShape(res.data, S.WEATHER);
        expect([res.data.status, res.data.count, res.data.info, res.data.infocode]).toEqual(['1', '1', 'OK', '10000']);
        res.data.lives.forEach((l, i) => S.expectShape(l, S.WEATHER_LIVE, `lives[${i}]`));
        // A July afternoon in the valley: overcast, 21 °C (world/weather.ts, seeded by the date).
        expect(res.data.lives.map((l) => [l.reporttime, l.weather, l.temperature, l.city])).toEqual(lives.map((l) => ['2025-07-15 13:05:30', '阴', '21', l.city]));
        expect(res.data.forecasts.length).toBe(1);
        expect(res.data.forecasts[0]!.reporttime).toBe('2025-07-15 13:05:30');
        const casts = res.data.forecasts[0]!.casts;
        casts.forEach((c, i) => S.expectShape(c, S.WEATHER_CAST, `casts[${i}]`));
        expect(casts.map((c) => [c.date, c.week, c.dayweather, c.nightweather, c.daytemp, c.nighttemp])).toEqual([
          ['2025-07-15', '2', '阴', '阴', '21', '11'],
          ['2025-07-16', '3', '多云', '多云', '21', '10'],
          ['2025-07-17', '4', '雷阵雨', '多云', '19', '10'],
          ['2025-07-18', '5', '晴', '晴', '19', '8'],
          ['2025-07-19', '6', '雷阵雨', '多云', '18', '10'],
        ]);
        const m = res.data.mountain!;
        expect([m.sunrise, m.sunset, m.snowLine]).toEqual(['06:16', '20:15', 4900]);
        expect(m.bands.map((b) => [b.band, b.altitude, b.weather, b.temperature, b.high, b.low, b.snowDepth])).toEqual([
          ['valley', 2800, '阴', 21, 21, 11, 0],
          ['lakes', 3300, '阴', 18, 18, 8, 0],
          ['summit', 4200, '阴', 13, 13, 3, 0],
        ]);
      });

      it('getFlowRate: capacities from the seed, busy at 13:05 in July', async () => {
        const res = await svc.api('/homeModule/getFlowRate', locale);
        expect(res.code).toBe(0);
        S.expectShape(res.data, S.FLOW);
        const cap = { instantCapacity: 12000, dailyCapacity: 36000, ...(block('flow') as object | undefined) };
        expect(res.data.instantCapacity).toBe((cap as { instantCapacity: number }).instantCapacity);
        expect(res.data.dailyCapacity).toBe((cap as { dailyCapacity: number }).dailyCapacity);
        expect(res.data.updateTime).toBe('2025-07-15T13:05:00+08:00');
        const share = res.data.current / res.data.instantCapacity;
        expect(share).toBeGreaterThan(0.55);
        expect(share).toBeLessThan(0.98);
        expect(res.data.todayTotal).toBeGreaterThanOrEqual(res.data.current);
        expect(res.data.todayTotal).toBeLessThanOrEqual(res.data.dailyCapacity);
      });

      it('getQrCodeAndConsult equals the seed block', async () => {
        const res = await svc.api('/homeModule/getQrCodeAndConsult', locale);
        const consult = block('consult');
        expect(consult).toBeDefined();
        expect(res.code).toBe(0);
        S.expectShape(res.data, S.CONSULT);
        res.data.qrCodes.forEach((q, i) => S.expectShape(q, S.QR, `qrCodes[${i}]`));
        expect(res.data).toEqual(consult);
      });

      it('getFriendlyLinkList pages the seed links', async () => {
        const links = (block('friendlyLinks') as { name: string }[] | undefined) ?? [];
        const res = await svc.api('/friendlyLink/getFriendlyLinkList?pageNum=1&pageSize=100', locale);
        expect(res.code).toBe(0);
        S.expectPage(res.data, S.LINK);
        expect(res.data.total).toBe(links.length);
        expect(res.data.records.map((l) => l.name).sort()).toEqual(links.map((l) => l.name).sort());
        expect([res.data.pageNum, res.data.pageSize]).toEqual([1, 100]);
      });

      it('getIndexBottomConfig: seed footer plus one credit per photo', async () => {
        const res = await svc.api('/homeModule/getIndexBottomConfig', locale);
        const footer = block('footer') as Record<string, unknown> | undefined;
        expect(footer).toBeDefined();
        expect(res.code).toBe(0);
        S.expectShape(res.data, S.FOOTER);
        expect(res.data).toEqual({ ...footer, photoCredits: seed.bundle.credits });
        expect(res.data.photoCredits.length).toBe(28);
        res.data.photoCredits.forEach((c, i) => S.expectShape(c, S.CREDIT, `photoCredits[${i}]`));
        expect(res.data.photoCredits.find((c) => c.image === '/media/photos/altai.jpg')).toEqual({
          image: '/media/photos/altai.jpg', title: 'Altai (illustration: mountains over a lake)', author: 'Alesya Khoteeva',
          licence: 'CC-BY-SA-4.0', source: 'Debian package plasma-workspace-wallpapers',
        });
      });
    });
  });
}
