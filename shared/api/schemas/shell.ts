/** Schemas of the shell data (shared/api/shell.ts); `satisfies` keeps them and the types one truth. */
import { z } from 'zod';
import type {
  AmapWeatherCast, AmapWeatherForecast, AmapWeatherLive, FlowRate, FooterConfig, FriendlyLink, MenuRecord, MountainBand, MountainBandDay, MountainWeather, QrCodeAndConsult, WeatherData,
} from '../shell.ts';
import { bounded, image, int, link, list, num, oneOf, optionalImage, str } from './bounds.ts';
import { note } from './notes.ts';

export const menuRecord = z.object({
  menuId: int(),
  parentId: int(),
  name: str(),
  path: link().nullable(),
  url: link().nullable(),
  icon: str().nullable(),
  orderNum: num(),
  // A window name this site does not use (`_top`, `_parent`, '', a URL) opens where the site is.
  target: oneOf(['_self', '_blank'], '_self', 'target'),
  menuPlatform: int(),
  menuPosition: int(),
}) satisfies z.ZodType<MenuRecord>;

const weatherLive = z.object({
  province: str(),
  city: str(),
  adcode: str(),
  weather: str(),
  temperature: str(),
  winddirection: str(),
  windpower: str(),
  humidity: str(),
  reporttime: str(),
  temperature_float: str(),
  humidity_float: str(),
}) satisfies z.ZodType<AmapWeatherLive>;

const weatherCast = z.object({
  date: str(),
  week: str(),
  dayweather: str(),
  nightweather: str(),
  daytemp: str(),
  nighttemp: str(),
  daywind: str(),
  nightwind: str(),
  daypower: str(),
  nightpower: str(),
  daytemp_float: str(),
  nighttemp_float: str(),
}) satisfies z.ZodType<AmapWeatherCast>;

const weatherForecast = z.object({ city: str(), adcode: str(), province: str(), reporttime: str(), casts: list(weatherCast, 'casts') }) satisfies z.ZodType<AmapWeatherForecast>;

const hhmm = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const mountainBandDay = z.object({ date: z.string().regex(/^\d{4}-\d\d-\d\d$/), dayweather: str(), nightweather: str(), high: bounded(-60, 50, 'high'), low: bounded(-60, 50, 'low') }) satisfies z.ZodType<MountainBandDay>;
const mountainBand = z.object({
  band: z.enum(['valley', 'lakes', 'summit']),
  altitude: bounded(0, 9000, 'altitude'),
  weather: str(),
  temperature: bounded(-60, 50, 'temperature'),
  high: bounded(-60, 50, 'high'),
  low: bounded(-60, 50, 'low'),
  wind: bounded(0, 300, 'wind'),
  uv: bounded(0, 20, 'uv'),
  snowDepth: bounded(0, 1000, 'snowDepth'),
  forecast: list(mountainBandDay, 'forecast'),
}) satisfies z.ZodType<MountainBand>;
const mountainWeather = z.object({
  sunrise: hhmm(),
  sunset: hhmm(),
  snowLine: bounded(0, 9000, 'snowLine'),
  bands: list(mountainBand, 'bands'),
}) satisfies z.ZodType<MountainWeather>;

export const weatherData = z.object({
  status: str(),
  count: str(),
  info: str(),
  infocode: str(),
  lives: list(weatherLive, 'lives'),
  forecasts: list(weatherForecast, 'forecasts'),
  // Our extension: a broken block hides the mountain rows, never the provider's report.
  mountain: mountainWeather.optional().catch(() => {
    note('dropped', 'invalid mountain block', '.mountain');
    return undefined;
  }),
}) satisfies z.ZodType<WeatherData>;

export const flowRate = z.object({
  current: num(),
  instantCapacity: num(),
  dailyCapacity: num(),
  todayTotal: num(),
  updateTime: str(),
}) satisfies z.ZodType<FlowRate>;

export const qrCodeAndConsult = z.object({
  qrCodes: list(z.object({ name: str(), image: image(), target: link(), description: str() }), 'qrCodes'),
  hotline: str(),
  rescuePhone: str(),
  complaintPhone: str(),
  serviceHours: str(),
  email: str().nullable(),
}) satisfies z.ZodType<QrCodeAndConsult>;

export const friendlyLink = z.object({ id: int(), name: str(), url: link(), logo: optionalImage(), orderNum: num() }) satisfies z.ZodType<FriendlyLink>;

const filing = z.object({ number: str(), url: link() });
export const footerConfig = z.object({
  organisation: str(),
  address: str(),
  postcode: str().nullable(),
  icp: filing,
  psb: filing.nullable(),
  contacts: list(z.object({ label: str(), value: str(), href: link().nullable() }), 'contacts'),
  copyright: str(),
  photoCredits: list(z.object({ image: image(), title: str(), author: str(), licence: str(), source: link() }), 'photoCredits'),
  // Only the site's own paths: a link elsewhere belongs in the external menu.
  visitLinks: list(z.object({ label: str().min(1).max(80), path: z.string().regex(/^\/[a-z0-9/-]*$/).max(200) }), 'visitLinks')
    .optional()
    .transform((v) => (v ?? []).slice(0, 12)),
}) satisfies z.ZodType<FooterConfig>;
