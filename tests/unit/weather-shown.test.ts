/** What the pages carry of the provider's weather reply (shared/weather.ts). */
import { describe, expect, it } from 'vitest';
import type { AmapWeatherCast, WeatherData } from '../../shared/api/shell.ts';
import { weatherShown } from '../../shared/weather.ts';

const cast = (date: string, week: string, day: string, high: string, low: string): AmapWeatherCast => ({
  date, week, dayweather: day, nightweather: '晴', daytemp: high, nighttemp: low,
  daywind: '西北', nightwind: '西北', daypower: '1-3', nightpower: '1-3', daytemp_float: `${high}.0`, nighttemp_float: `${low}.0`,
});

const REPLY: WeatherData = {
  status: '1', count: '1', info: 'OK', infocode: '10000',
  lives: [{ province: '四川', city: '青岚县', adcode: '513300', weather: '晴', temperature: '5', winddirection: '西北', windpower: '≤3', humidity: '38', reporttime: '2026-11-24 10:30:00', temperature_float: '5.0', humidity_float: '38.0' }],
  forecasts: [
    {
      city: '青岚县', adcode: '513300', province: '四川', reporttime: '2026-11-24 10:30:00',
      casts: [cast('2026-11-24', '2', '晴', '7', '-6'), cast('2026-11-25', '3', '多云', '5', '-4'), cast('2026-11-26', '4', '阴', '2', '-7'), cast('2026-11-27', '5', '阵雪', '3', '-9'), cast('2026-11-28', '6', '晴', '4', '-8'), cast('2026-11-29', '7', '晴', '6', '-7')],
    },
  ],
};

describe('weatherShown', () => {
  it('keeps the report and five forecast days with the fields the widgets read, and nothing else', () => {
    expect(weatherShown(REPLY)).toEqual({
      lives: [{ city: '青岚县', weather: '晴', temperature: '5', winddirection: '西北', windpower: '≤3', humidity: '38', reporttime: '2026-11-24 10:30:00' }],
      forecasts: [
        {
          reporttime: '2026-11-24 10:30:00',
          casts: [
            { date: '2026-11-24', week: '2', dayweather: '晴', nightweather: '晴', daytemp: '7', nighttemp: '-6' },
            { date: '2026-11-25', week: '3', dayweather: '多云', nightweather: '晴', daytemp: '5', nighttemp: '-4' },
            { date: '2026-11-26', week: '4', dayweather: '阴', nightweather: '晴', daytemp: '2', nighttemp: '-7' },
            { date: '2026-11-27', week: '5', dayweather: '阵雪', nightweather: '晴', daytemp: '3', nighttemp: '-9' },
            { date: '2026-11-28', week: '6', dayweather: '晴', nightweather: '晴', daytemp: '4', nighttemp: '-8' },
          ],
        },
      ],
    });
  });

  it('keeps a forecast without a report, and a report without a forecast', () => {
    expect(weatherShown({ ...REPLY, lives: [] })?.lives).toEqual([]);
    expect(weatherShown({ ...REPLY, lives: [] })?.forecasts[0]?.casts).toHaveLength(5);
    expect(weatherShown({ ...REPLY, forecasts: [] })).toMatchObject({ lives: [{ temperature: '5' }], forecasts: [] });
    expect(weatherShown({ ...REPLY, forecasts: [{ ...REPLY.forecasts[0]!, casts: [] }] })?.forecasts).toEqual([{ reporttime: '2026-11-24 10:30:00', casts: [] }]);
  });

  it('keeps the mountain bands now and today, without each band\'s own forecast', () => {
    const band = { band: 'lakes' as const, altitude: 3300, weather: '阵雪', temperature: -3, high: 2, low: -9, wind: 24, uv: 4, snowDepth: 10 };
    const mountain = { sunrise: '07:44', sunset: '18:09', snowLine: 3045, bands: [{ ...band, forecast: [{ date: '2026-11-24', dayweather: '阵雪', nightweather: '阴', high: 2, low: -9 }] }] };
    expect(weatherShown({ ...REPLY, mountain })?.mountain).toEqual({ sunrise: '07:44', sunset: '18:09', snowLine: 3045, bands: [band] });
    expect(weatherShown(REPLY)).not.toHaveProperty('mountain');
  });

  it('is null when the reply has neither', () => {
    expect(weatherShown({ ...REPLY, lives: [], forecasts: [] })).toBeNull();
    expect(weatherShown({ ...REPLY, lives: [], forecasts: [{ ...REPLY.forecasts[0]!, casts: [] }] })).toBeNull();
  });
});
