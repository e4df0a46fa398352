/** Shapes of the site-wide shell data (docs/behaviour.md §1, §3; docs/product.md §5, §7). */

/** Main menu: menuPlatform 1 + menuPosition 1. External links menu: menuPosition 2 (docs/behaviour.md §9). */
export const MAIN_MENU = { menuPlatform: 1, menuPosition: 1 } as const;
export const EXTERNAL_MENU = { menuPlatform: 1, menuPosition: 2 } as const;
/** The notices the home ticker and the urgent banner read: one query, so both share one cached copy. */
export const HOME_NOTICES = { pageNum: 1, pageSize: 10 } as const;
export const WEATHER_CONFIG_KEY = 'sys.weather.info';

export interface MenuRecord {
  menuId: number;
  /** 0 for a top-level entry. */
  parentId: number;
  name: string;
  /** Internal route path without locale prefix (e.g. "/hotel"), or null for a pure group. */
  path: string | null;
  /** Absolute external URL (external links menu); null for internal entries. */
  url: string | null;
  /** Icon name (a short token such as "hotel", "map", "ticket"); null for none. */
  icon: string | null;
  orderNum: number;
  target: '_self' | '_blank';
  menuPlatform: number;
  menuPosition: number;
}

/** A menu record placed in the tree built from parentId (docs/behaviour.md §3). */
export interface MenuNode extends MenuRecord {
  children: MenuNode[];
  /** Client-only flag; false on the top menu (docs/behaviour.md §3). */
  show: boolean;
}

/** One background-music track, parsed out of the double-encoded `msg` (docs/behaviour.md §3). */
export interface MusicTrack {
  name: string;
  artist: string;
  /** Audio URL (served by the content service under /media/). */
  url: string;
  cover: string | null;
  /** Seconds. */
  duration: number | null;
}

/** What getIndexMusic puts in `msg` (as a JSON string): `{"musicList": "<JSON string of MusicTrack[]>"}`. */
export interface MusicMsg {
  musicList: string;
}

/**
 * Weather in the provider's original shape (AMap Web Service weather API, `extensions=base`
 * gives `lives`, `extensions=all` gives `forecasts`); the CMS passes both through unchanged.
 * Phenomena (`weather`, `dayweather`...) are the provider's Chinese words; the site translates.
 */
export interface AmapWeatherLive {
  province: string;
  city: string;
  adcode: string;
  weather: string;
  temperature: string;
  winddirection: string;
  windpower: string;
  humidity: string;
  reporttime: string;
  temperature_float: string;
  humidity_float: string;
}
export interface AmapWeatherCast {
  date: string;
  week: string;
  dayweather: string;
  nightweather: string;
  daytemp: string;
  nighttemp: string;
  daywind: string;
  nightwind: string;
  daypower: string;
  nightpower: string;
  daytemp_float: string;
  nighttemp_float: string;
}
export interface AmapWeatherForecast {
  city: string;
  adcode: string;
  province: string;
  reporttime: string;
  casts: AmapWeatherCast[];
}
/** The altitude bands the area's weather is given for (docs/world.md §Climate). */
type WeatherBand = 'valley' | 'lakes' | 'summit';
export interface MountainBandDay {
  date: string;
  dayweather: string;
  nightweather: string;
  high: number;
  low: number;
}
export interface MountainBand {
  band: WeatherBand;
  /** Typical altitude of the band, m. */
  altitude: number;
  /** Now: the provider's phenomenon word and °C. */
  weather: string;
  temperature: number;
  /** Today's high and low, °C; wind by day, km/h; noon UV index; snow lying, cm. */
  high: number;
  low: number;
  wind: number;
  uv: number;
  snowDepth: number;
  forecast: MountainBandDay[];
}
/** Mountain weather beyond the provider's city report (our extension; absent from a plain AMap reply). */
export interface MountainWeather {
  /** "HH:MM", area time. */
  sunrise: string;
  sunset: string;
  /** Snow lies above this altitude, m. */
  snowLine: number;
  bands: MountainBand[];
}
export interface WeatherData {
  status: string;
  count: string;
  info: string;
  infocode: string;
  lives: AmapWeatherLive[];
  forecasts: AmapWeatherForecast[];
  mountain?: MountainWeather;
}

/** Visitor flow against capacity (docs/product.md §5: warning colour from 80 %). */
export interface FlowRate {
  /** Visitors in the area right now. */
  current: number;
  /** Maximum visitors at one time. */
  instantCapacity: number;
  /** Maximum visitors per day. */
  dailyCapacity: number;
  /** Entries so far today. */
  todayTotal: number;
  /** ISO 8601 with offset. */
  updateTime: string;
}

export interface QrCode {
  name: string;
  /** Image URL of a QR code that really scans. */
  image: string;
  /** What the code opens (URL or text), for people who cannot scan. */
  target: string;
  description: string;
}

export interface QrCodeAndConsult {
  qrCodes: QrCode[];
  hotline: string;
  rescuePhone: string;
  complaintPhone: string;
  serviceHours: string;
  email: string | null;
}

export interface FriendlyLink {
  id: number;
  name: string;
  url: string;
  logo: string | null;
  orderNum: number;
}

export interface PhotoCredit {
  /** Photo URL as used by the content. */
  image: string;
  title: string;
  author: string;
  licence: string;
  source: string;
}

export interface FooterContact {
  label: string;
  value: string;
  /** tel:, mailto: or https: link, or null. */
  href: string | null;
}

export interface FooterConfig {
  organisation: string;
  address: string;
  postcode: string | null;
  /** ICP filing number, linked to https://beian.miit.gov.cn/ as the rules ask. */
  icp: { number: string; url: string };
  /** Public-security filing number, linked to the PSB filing site with its record code. */
  psb: { number: string; url: string } | null;
  contacts: FooterContact[];
  copyright: string;
  photoCredits: PhotoCredit[];
  /** The footer's "Plan your visit" links to the site's own pages (docs/plan.md); a CMS may send none. */
  visitLinks?: FooterLink[];
}

export interface FooterLink {
  label: string;
  /** A path of this site without locale prefix ("/getting-here"). */
  path: string;
}
