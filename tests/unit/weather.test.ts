/** The one weather dictionary: provider phenomenon (Chinese) → icon and zh/en label. */
import { describe, expect, it } from 'vitest';
import { reportedInDark, weatherEn, weatherIcon, weatherLabel, windDirection, windDirectionEn } from '../../client/components/today/weather.ts';

describe('weather in English', () => {
  it.each([
    ['晴', 'Sunny'],
    ['多云', 'Cloudy'],
    ['小雪', 'Light snow'],
    ['雷阵雨并伴有冰雹', 'Thundershowers with hail'],
    ['小雨-中雨', 'Light to moderate rain'],
    ['中雪-暴雪', 'Moderate snow to blizzard'],
    ['阴转小雨', 'Overcast, later light rain'],
  ])('%s → %s', (zh, en) => {
    expect(weatherEn(zh)).toBe(en);
  });

  it('returns null for what it does not know', () => {
    expect(weatherEn('彩虹')).toBeNull();
    expect(windDirectionEn('西北')).toBe('Northwest');
  });

  it('labels per locale, keeping the Chinese when unknown', () => {
    expect(weatherLabel('小雪', 'zh-CN')).toBe('小雪');
    expect(weatherLabel('小雪', 'en')).toBe('Light snow');
    expect(weatherLabel('彩虹', 'en')).toBe('彩虹');
  });

  it('gives a wind direction, or null when there is none', () => {
    expect(windDirection('西北', 'zh-CN')).toBe('西北');
    expect(windDirection('西北', 'en')).toBe('Northwest');
    expect(windDirection('无风向', 'en')).toBeNull();
    expect(windDirection('旋转不定', 'zh-CN')).toBeNull();
  });
});

describe('weather icons', () => {
  it.each([
    ['晴', 'sun'],
    ['少云', 'cloudSun'],
    ['晴间多云', 'cloudSun'],
    ['多云', 'cloud'],
    ['阴', 'cloud'],
    ['小雨', 'rain'],
    ['雷阵雨', 'storm'],
    ['小雪', 'snow'],
    ['雨夹雪', 'snow'],
    ['雾', 'fog'],
    ['霾', 'fog'],
    ['大风', 'wind'],
    ['未知', 'cloudSun'],
  ])('%s → %s', (zh, icon) => {
    expect(weatherIcon(zh)).toBe(icon);
  });
});

describe('after dark', () => {
  it('a clear sky is a moon and "Clear", not a sun and "Sunny"', () => {
    expect(weatherIcon('晴', true)).toBe('moon');
    expect(weatherIcon('少云', true)).toBe('cloudMoon');
    expect(weatherIcon('小雪', true)).toBe('snow');
    expect(weatherEn('晴', true)).toBe('Clear');
    expect(weatherLabel('晴', 'en', true)).toBe('Clear');
    expect(weatherLabel('晴', 'zh-CN', true)).toBe('晴');
  });

  it('reads the report time in area time', () => {
    expect(reportedInDark('2026-11-24 02:20:00')).toBe(true);
    expect(reportedInDark('2026-11-24 10:30:00')).toBe(false);
    expect(reportedInDark('')).toBe(false);
  });
});
