/** Schemas of the shell data (shared/api/shell.ts); `satisfies` keeps them and the types one truth. */
import { z } from 'zod';
import type { AmapWeatherCast, AmapWeatherForecast, AmapWeatherLive, FlowRate, FooterConfig, FriendlyLink, MenuRecord, QrCodeAndConsult, WeatherData } from '../shell.ts';
import { int, list, num, str } from './bounds.ts';

export const menuRecord = z.object({
  menuId: int(),
  parentId: int(),
  name: str(),
  path: str().nullable(),
  url: str().nullable(),
  icon: str().nullable(),
  orderNum: num(),
  target: z.enum(['_self', '_blank']),
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

const weatherForecast = z.object({ city: str(), adcode: str(), province: str(), reporttime: str(), casts: list(weatherCast) }) satisfies z.ZodType<AmapWeatherForecast>;

export const weatherData = z.object({
  status: str(),
  count: str(),
  info: str(),
  infocode: str(),
  lives: list(weatherLive),
  forecasts: list(weatherForecast),
}) satisfies z.ZodType<WeatherData>;

export const flowRate = z.object({
  current: num(),
  instantCapacity: num(),
  dailyCapacity: num(),
  todayTotal: num(),
  updateTime: str(),
}) satisfies z.ZodType<FlowRate>;

export const qrCodeAndConsult = z.object({
  qrCodes: list(z.object({ name: str(), image: str(), target: str(), description: str() })),
  hotline: str(),
  rescuePhone: str(),
  complaintPhone: str(),
  serviceHours: str(),
  email: str().nullable(),
}) satisfies z.ZodType<QrCodeAndConsult>;

export const friendlyLink = z.object({ id: int(), name: str(), url: str(), logo: str().nullable(), orderNum: num() }) satisfies z.ZodType<FriendlyLink>;

const filing = z.object({ number: str(), url: str() });
export const footerConfig = z.object({
  organisation: str(),
  address: str(),
  postcode: str().nullable(),
  icp: filing,
  psb: filing.nullable(),
  contacts: list(z.object({ label: str(), value: str(), href: str().nullable() })),
  copyright: str(),
  photoCredits: list(z.object({ image: str(), title: str(), author: str(), licence: str(), source: str() })),
}) satisfies z.ZodType<FooterConfig>;
