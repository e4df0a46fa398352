/**
 * What the pages show of the weather (docs/product.md §5): the provider's reply cut to the
 * fields a widget reads. The root state carries the weather on every page, and the AMap reply
 * also holds what no widget shows (status words, codes, province, `*_float` twins, winds by
 * night), about half its bytes.
 */
import type { AmapWeatherCast, AmapWeatherLive, MountainBand, MountainWeather, WeatherData } from './api/shell.ts';

/** Forecast days any widget shows: AMap's `extensions=all` gives today and the next three; the area's service five. */
const WEATHER_DAYS = 5;
/** Days a widget's single row of forecast holds on a phone (the home's card, the footer's); /conditions lists all. */
export const ROW_FORECAST_DAYS = 4;

type WeatherLive = Pick<AmapWeatherLive, 'city' | 'weather' | 'temperature' | 'winddirection' | 'windpower' | 'humidity' | 'reporttime'>;
export type WeatherCast = Pick<AmapWeatherCast, 'date' | 'week' | 'dayweather' | 'nightweather' | 'daytemp' | 'nighttemp'>;

/** A band as the widgets show it: now and today, without the band's own forecast. */
type MountainBandShown = Omit<MountainBand, 'forecast'>;
export type MountainShown = Omit<MountainWeather, 'bands'> & { bands: MountainBandShown[] };

/** The provider's shape (first report, first forecast), so the widgets read it as they read the reply. */
export interface WeatherShown {
  lives: WeatherLive[];
  forecasts: { reporttime: string; casts: WeatherCast[] }[];
  /** Conditions by altitude band, sun and snow line (absent from a plain provider reply). */
  mountain?: MountainShown;
}

/** The reply as pages show it; null when it has neither a report nor a forecast. */
export function weatherShown(data: WeatherData): WeatherShown | null {
  const live = data.lives[0];
  const forecast = data.forecasts[0];
  if (!live && !forecast?.casts.length) return null;
  return {
    lives: live ? [{ city: live.city, weather: live.weather, temperature: live.temperature, winddirection: live.winddirection, windpower: live.windpower, humidity: live.humidity, reporttime: live.reporttime }] : [],
    forecasts: forecast
      ? [
          {
            reporttime: forecast.reporttime,
            casts: forecast.casts.slice(0, WEATHER_DAYS).map((c) => ({ date: c.date, week: c.week, dayweather: c.dayweather, nightweather: c.nightweather, daytemp: c.daytemp, nighttemp: c.nighttemp })),
          },
        ]
      : [],
    ...(data.mountain ? { mountain: { ...data.mountain, bands: data.mountain.bands.map(({ forecast: _f, ...b }) => b) } } : {}),
  };
}
