/**
 * Runtime shape checks tied to the shared contract: each spec must name every key of its
 * type (the Record<keyof T, ...> annotation fails to compile otherwise).
 */
import { expect } from 'vitest';
import type {
  AmapWeatherCast, AmapWeatherLive, ArticleDetail, ArticleSummary, ArticleType, FaqEntry, FlowRate, FooterConfig, FriendlyLink, HomeModule,
  MenuRecord, MusicTrack, Notice, Page, PhotoCredit, QrCode, QrCodeAndConsult, ScenicSpot, SubjectDetail,
  SubjectSummary, WeatherData,
} from '../../shared/api/index.ts';

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'string|null' | 'number|null' | 'object|null' | 'boolean|undefined' | 'object|undefined' | 'array|undefined';
type Spec<T> = Record<keyof T, Kind>;

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  return Array.isArray(v) ? 'array' : typeof v;
}

export function expectShape<T>(value: unknown, spec: Spec<T>, where = 'value'): asserts value is T {
  expect(kindOf(value), where).toBe('object');
  for (const [key, kind] of Object.entries(spec) as [string, Kind][]) {
    const actual = kindOf((value as Record<string, unknown>)[key]);
    expect(kind.split('|'), `${where}.${key} is ${actual}`).toContain(actual);
  }
}

export function expectPage<T>(value: unknown, item: Spec<T>, where = 'data'): asserts value is Page<T> {
  expectShape<Page<T>>(value, { records: 'array', total: 'number', pageNum: 'number', pageSize: 'number' }, where);
  value.records.forEach((r, i) => expectShape(r, item, `${where}.records[${i}]`));
}

export const MENU: Spec<MenuRecord> = {
  menuId: 'number', parentId: 'number', name: 'string', path: 'string|null', url: 'string|null', icon: 'string|null',
  orderNum: 'number', target: 'string', menuPlatform: 'number', menuPosition: 'number',
};
export const TRACK: Spec<MusicTrack> = { name: 'string', artist: 'string', url: 'string', cover: 'string|null', duration: 'number|null' };
export const HOME: Spec<HomeModule> = { banners: 'array', intro: 'object', stats: 'array', map: 'object' };
export const WEATHER: Spec<WeatherData> = { status: 'string', count: 'string', info: 'string', infocode: 'string', lives: 'array', forecasts: 'array', mountain: 'object|undefined' };
export const WEATHER_LIVE: Spec<AmapWeatherLive> = {
  province: 'string', city: 'string', adcode: 'string', weather: 'string', temperature: 'string', winddirection: 'string',
  windpower: 'string', humidity: 'string', reporttime: 'string', temperature_float: 'string', humidity_float: 'string',
};
export const WEATHER_CAST: Spec<AmapWeatherCast> = {
  date: 'string', week: 'string', dayweather: 'string', nightweather: 'string', daytemp: 'string', nighttemp: 'string',
  daywind: 'string', nightwind: 'string', daypower: 'string', nightpower: 'string', daytemp_float: 'string', nighttemp_float: 'string',
};
export const FLOW: Spec<FlowRate> = { current: 'number', instantCapacity: 'number', dailyCapacity: 'number', todayTotal: 'number', updateTime: 'string' };
export const NOTICE: Spec<Notice> = {
  id: 'number', title: 'string', content: 'string', level: 'string', publishTime: 'string', startTime: 'string|null', endTime: 'string|null',
};
export const SCENIC: Spec<ScenicSpot> = {
  id: 'number', name: 'string', intro: 'string', cover: 'string|null', images: 'array', lng: 'number', lat: 'number',
  openHours: 'string', areaHours: 'boolean|undefined', ticket: 'string', capacity: 'number', visitMinutes: 'number', tags: 'array',
};
export const QR: Spec<QrCode> = { name: 'string', image: 'string', target: 'string', description: 'string' };
export const CONSULT: Spec<QrCodeAndConsult> = {
  qrCodes: 'array', hotline: 'string', rescuePhone: 'string', complaintPhone: 'string', serviceHours: 'string', email: 'string|null',
};
export const ARTICLE_TYPE: Spec<ArticleType> = { id: 'number', code: 'string', name: 'string', orderNum: 'number' };
export const ARTICLE: Spec<ArticleSummary> = {
  id: 'number', typeId: 'number', typeCode: 'string', title: 'string', summary: 'string', cover: 'string|null', images: 'array',
  publishTime: 'string', tags: 'array', attrs: 'object',
};
export const ARTICLE_DETAIL: Spec<ArticleDetail> = { ...ARTICLE, content: 'string', related: 'array' };
export const LINK: Spec<FriendlyLink> = { id: 'number', name: 'string', url: 'string', logo: 'string|null', orderNum: 'number' };
export const FOOTER: Spec<FooterConfig> = {
  organisation: 'string', address: 'string', postcode: 'string|null', icp: 'object', psb: 'object|null', contacts: 'array',
  copyright: 'string', photoCredits: 'array', visitLinks: 'array|undefined',
};
export const CREDIT: Spec<PhotoCredit> = { image: 'string', title: 'string', author: 'string', licence: 'string', source: 'string' };
export const FAQ: Spec<FaqEntry> = { id: 'number', question: 'string', answer: 'string', category: 'string', orderNum: 'number' };
export const SUBJECT: Spec<SubjectSummary> = {
  id: 'number', title: 'string', summary: 'string', cover: 'string|null', days: 'number', tags: 'array', season: 'string',
};
export const SUBJECT_DETAIL: Spec<SubjectDetail> = { ...SUBJECT, content: 'string', itinerary: 'array' };
