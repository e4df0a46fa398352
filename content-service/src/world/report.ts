/**
 * The weather endpoint's reply at an instant (docs/world.md §Weather): the provider's shape
 * (AMap `lives` + `forecasts`, the valley band, where the provider's station is) made from the
 * world's weather, plus `mountain`: now on each band, the snow line, UV, sunrise and sunset.
 * The seed's weather block gives only the station's identity (province, city, adcode).
 */
import type { AmapWeatherCast, AmapWeatherLive, MountainWeather, WeatherData } from '../../../shared/api/index.ts';
import { areaClock } from '../../../shared/opening-hours.ts';
import { clockOf, sunTimesOn } from '../../../shared/sun.ts';
import { BAND_INFO, BANDS, THUNDER_MONTHS, type Band } from './climate.ts';
import { bandDay, monthOf, snowLineOn, type BandDay } from './weather.ts';

/** Days in the forecast: today and the next four. */
const FORECAST_DAYS = 5;
const DAY_MS = 86400_000;
const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/** Share of the way from the night's low to the day's high: 0 before sunrise, 1 from 3 h after it to 2 h before sunset. */
function warmth(min: number, rise: number, set: number): number {
  if (min < rise || min >= set + 180) return 0;
  if (min < rise + 180) return smooth((min - rise) / 180);
  if (min < set - 120) return 1;
  return 1 - smooth((min - (set - 120)) / 300);
}

/** AMap's wind force (Beaufort) for a speed in km/h. */
function beaufort(kmh: number): string {
  const limits = [19, 28, 38, 49, 61];
  const i = limits.findIndex((l) => kmh <= l);
  return i === 0 ? '≤3' : String(i === -1 ? 8 : i + 3);
}

/** Winter brings the plateau's north-westerlies; the monsoon months south-easterlies. */
const windFrom = (day: number) => (THUNDER_MONTHS.includes(monthOf(day)) ? ['东南', '南', '西南'] : ['西北', '北', '西'])[day % 3]!;

/** The phenomenon now: thunderstorms build after noon, the night's sky after dark. */
function nowWeather(d: BandDay, minutes: number, dark: boolean): string {
  if (dark) return d.nightWeather;
  if (d.dayWeather.startsWith('雷') && minutes < 12 * 60) return '多云';
  return d.dayWeather;
}

function bandNow(band: Band, day: number, minutes: number) {
  const today = bandDay(band, day);
  const { rise, set } = sunTimesOn(day);
  const dark = minutes < rise || minutes >= set;
  // Before sunrise the night is still the one that began yesterday evening: its low is today's.
  const temperature = Math.round(today.low + (today.high - today.low) * warmth(minutes, rise, set));
  return { today, temperature, weather: nowWeather(today, minutes, dark) };
}

const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: number) => String(((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1);

export function weatherReport(seed: WeatherData, at: Date): WeatherData {
  const c = areaClock(at);
  const seconds = String(Math.floor((at.getTime() / 1000) % 60)).padStart(2, '0');
  const reporttime = `${c.date} ${clockOf(c.minutes)}:${seconds}`;
  const valley = bandNow('valley', c.day, c.minutes);
  // Damp under a grey or wet sky, dry under sun or broken cloud; the monsoon months are damper.
  const grey = valley.today.dayWeather !== '晴' && valley.today.dayWeather !== '多云';
  const humidity = Math.min(95, (grey ? 72 : 38) + (THUNDER_MONTHS.includes(monthOf(c.day)) ? 12 : 0) + (c.day % 7));
  const station = seed.lives?.[0];
  const lives: AmapWeatherLive[] = station
    ? [
        {
          ...station,
          weather: valley.weather,
          temperature: String(valley.temperature),
          temperature_float: valley.temperature.toFixed(1),
          winddirection: windFrom(c.day),
          windpower: beaufort(valley.today.wind),
          humidity: String(humidity),
          humidity_float: humidity.toFixed(1),
          reporttime,
        },
      ]
    : [];
  const casts: AmapWeatherCast[] = Array.from({ length: FORECAST_DAYS }, (_, i) => {
    const day = c.day + i;
    const d = bandDay('valley', day);
    return {
      date: isoDate(day),
      week: weekday(day),
      dayweather: d.dayWeather,
      nightweather: d.nightWeather,
      daytemp: String(d.high),
      nighttemp: String(d.low),
      daywind: windFrom(day),
      nightwind: windFrom(day),
      daypower: beaufort(d.wind),
      nightpower: '≤3',
      daytemp_float: d.high.toFixed(1),
      nighttemp_float: d.low.toFixed(1),
    };
  });
  const forecasts = (seed.forecasts ?? []).slice(0, 1).map((f) => ({ ...f, reporttime, casts }));
  const { rise, set } = sunTimesOn(c.day);
  const mountain: MountainWeather = {
    sunrise: clockOf(rise),
    sunset: clockOf(set),
    snowLine: snowLineOn(c.day),
    bands: BANDS.map((band) => {
      const b = band === 'valley' ? valley : bandNow(band, c.day, c.minutes);
      return {
        band,
        altitude: BAND_INFO[band].altitude,
        weather: b.weather,
        temperature: b.temperature,
        high: b.today.high,
        low: b.today.low,
        wind: b.today.wind,
        uv: b.today.uv,
        snowDepth: b.today.snowDepth,
        forecast: Array.from({ length: FORECAST_DAYS }, (_, i) => {
          const d = bandDay(band, c.day + i);
          return { date: isoDate(c.day + i), dayweather: d.dayWeather, nightweather: d.nightWeather, high: d.high, low: d.low };
        }),
      };
    }),
  };
  return { ...seed, status: '1', count: '1', info: 'OK', infocode: '10000', lives, forecasts, mountain };
}
