/**
 * Finds the site-shell blocks in shell.json. The file holds the shell API shapes; its key
 * names are matched against a few usual spellings and, failing that, by shape, so the
 * loader does not break when a writer names a block slightly differently.
 */
import {
  ARTICLE_TYPE_CODES, type AmapWeatherCast, type AmapWeatherLive, type ArticleTypeCode, type Locale, type WeatherData,
} from '../../../shared/api/index.ts';
import { localize } from '../locale.ts';

type Raw = Record<string, unknown>;
export type ShellBlock = 'home' | 'music' | 'weather' | 'flow' | 'consult' | 'friendlyLinks' | 'footer' | 'articleTypes' | 'menus';

const NAMES: Record<ShellBlock, string[]> = {
  home: ['home', 'homeModule'],
  music: ['music', 'musicList', 'tracks', 'indexMusic'],
  weather: ['weather', 'weatherInfo'],
  flow: ['flow', 'flowRate', 'capacity'],
  consult: ['consult', 'qrCodeAndConsult', 'qrCodesAndConsult', 'qr'],
  friendlyLinks: ['friendlyLinks', 'friendlyLink', 'links'],
  footer: ['footer', 'footerConfig', 'bottomConfig', 'indexBottomConfig'],
  articleTypes: ['articleTypes', 'articleType'],
  menus: ['menus', 'menu'],
};

const isObject = (v: unknown): v is Raw => v !== null && typeof v === 'object' && !Array.isArray(v);
const firstItem = (v: unknown): Raw | null => (Array.isArray(v) && isObject(v[0]) ? v[0] : null);

const SHAPES: Record<ShellBlock, (v: unknown) => boolean> = {
  home: (v) => isObject(v) && 'banners' in v,
  music: (v) => 'artist' in (firstItem(v) ?? {}) || (isObject(v) && 'artist' in (firstItem(Object.values(v)[0]) ?? {})),
  weather: (v) => isObject(v) && ('lives' in v || 'forecasts' in v || ('casts' in v && 'adcode' in v)),
  flow: (v) => isObject(v) && 'instantCapacity' in v,
  consult: (v) => isObject(v) && 'qrCodes' in v,
  friendlyLinks: (v) => {
    const f = firstItem(v);
    return !!f && 'url' in f && !('artist' in f) && !('menuId' in f);
  },
  footer: (v) => isObject(v) && 'icp' in v,
  articleTypes: (v) => 'code' in (firstItem(v) ?? {}),
  menus: (v) => 'menuId' in (firstItem(v) ?? {}),
};

/** The block's raw value (still bilingual) or undefined. */
export function shellBlock(shell: Raw, block: ShellBlock): unknown {
  for (const name of NAMES[block]) if (shell[name] !== undefined) return shell[name];
  for (const value of Object.values(shell)) {
    if (SHAPES[block](localize(value, 'zh-CN'))) return value;
  }
  return undefined;
}

/** Music may be the track array or an object holding it ({tracks: [...]}). */
export function musicTracks(value: unknown, locale: Locale): unknown[] {
  const v = localize<unknown>(value, locale);
  if (Array.isArray(v)) return v;
  if (isObject(v)) return (Object.values(v).find(Array.isArray) as unknown[] | undefined) ?? [];
  return [];
}

/** A compact block ({city, adcode, province, live, casts}) written out in the provider's shape. */
interface CompactWeather {
  city: string;
  adcode: string;
  province: string;
  live?: Omit<AmapWeatherLive, 'province' | 'city' | 'adcode' | 'reporttime'>;
  casts?: AmapWeatherCast[];
}

/** The provider's reply for a (localized) weather block; report times are filled at request time. */
export function providerWeather(block: unknown): WeatherData | undefined {
  if (!isObject(block)) return undefined;
  if ('lives' in block || 'forecasts' in block) {
    const w = block as unknown as WeatherData;
    return { ...w, status: '1', count: w.count ?? '1', info: 'OK', infocode: '10000', lives: w.lives ?? [], forecasts: w.forecasts ?? [] };
  }
  const { city, adcode, province, live, casts = [] } = block as unknown as CompactWeather;
  const { weather = '', temperature = '', winddirection = '', windpower = '', humidity = '', temperature_float = '', humidity_float = '' } = live ?? {};
  return {
    status: '1',
    count: '1',
    info: 'OK',
    infocode: '10000',
    // Key order as the provider sends it.
    lives: live
      ? [{ province, city, adcode, weather, temperature, winddirection, windpower, humidity, reporttime: '', temperature_float, humidity_float }]
      : [],
    forecasts: [{ city, adcode, province, reporttime: '', casts }],
  };
}

const TYPE_NAMES: Record<ArticleTypeCode, [string, string]> = {
  hotel: ['酒店住宿', 'Hotels'],
  restaurant: ['餐饮美食', 'Restaurants'],
  shop: ['特色商铺', 'Shops'],
  poi: ['游览设施', 'Points of interest'],
  animal: ['野生动物', 'Wildlife'],
  island: ['湖中岛屿', 'Islands'],
  landscape: ['自然风光', 'Landscapes'],
  live: ['实时直播', 'Live cameras'],
  explain: ['语音导览', 'Audio guides'],
  store: ['文创商城', 'Store'],
  service: ['游客服务', 'Visitor services'],
  news: ['景区资讯', 'News'],
  conditions: ['路况与设施实况', 'Conditions'],
};

/** Article types when shell.json has none: ids 1..13 in ARTICLE_TYPE_CODES order. */
export function defaultArticleTypes(): Raw[] {
  return ARTICLE_TYPE_CODES.map((code, i) => ({
    id: i + 1,
    code,
    name: { 'zh-CN': TYPE_NAMES[code][0], en: TYPE_NAMES[code][1] },
    orderNum: i + 1,
  }));
}
