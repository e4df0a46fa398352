/**
 * The one weather dictionary (header chip and card, home "Today" strip): provider phenomenon
 * → icon and zh/en label. The weather provider (AMap) reports phenomena and wind directions
 * in Chinese (shared/api/shell.ts); English pages show them translated: the provider's full
 * phenomenon list, wind directions, and an icon per phenomenon. An unknown phrase made of
 * known parts ("小雨-中雨", "小雨转多云") is translated part by part; anything else is shown
 * as given, marked as Chinese so screen readers pronounce it right.
 */
import type { Locale } from '../../../shared/api/envelope.ts';
import { isDark } from '../../../shared/opening-hours.ts';

/** The weather icons (names in the one icon table, client/components/ui/icons/paths.ts). */
export type WeatherIcon = 'sun' | 'cloudSun' | 'moon' | 'cloudMoon' | 'cloud' | 'rain' | 'snow' | 'storm' | 'fog' | 'wind';

const WEATHER_EN: Readonly<Record<string, string>> = {
  晴: 'Sunny',
  少云: 'Few clouds',
  晴间多云: 'Partly cloudy',
  多云: 'Cloudy',
  阴: 'Overcast',
  有风: 'Windy',
  平静: 'Calm',
  微风: 'Light breeze',
  和风: 'Moderate breeze',
  清风: 'Fresh breeze',
  '强风/劲风': 'Strong breeze',
  强风: 'Strong breeze',
  劲风: 'Strong breeze',
  疾风: 'Near gale',
  大风: 'Gale',
  烈风: 'Strong gale',
  风暴: 'Storm',
  狂爆风: 'Violent storm',
  飓风: 'Hurricane',
  热带风暴: 'Tropical storm',
  霾: 'Haze',
  中度霾: 'Moderate haze',
  重度霾: 'Heavy haze',
  严重霾: 'Severe haze',
  阵雨: 'Showers',
  雷阵雨: 'Thundershowers',
  雷阵雨并伴有冰雹: 'Thundershowers with hail',
  小雨: 'Light rain',
  中雨: 'Moderate rain',
  大雨: 'Heavy rain',
  暴雨: 'Rainstorm',
  大暴雨: 'Heavy rainstorm',
  特大暴雨: 'Extreme rainstorm',
  强阵雨: 'Heavy showers',
  强雷阵雨: 'Heavy thundershowers',
  极端降雨: 'Extreme rainfall',
  '毛毛雨/细雨': 'Drizzle',
  毛毛雨: 'Drizzle',
  细雨: 'Drizzle',
  雨: 'Rain',
  '小雨-中雨': 'Light to moderate rain',
  '中雨-大雨': 'Moderate to heavy rain',
  '大雨-暴雨': 'Heavy rain to rainstorm',
  '暴雨-大暴雨': 'Rainstorm to heavy rainstorm',
  '大暴雨-特大暴雨': 'Heavy to extreme rainstorm',
  雨雪天气: 'Rain and snow',
  雨夹雪: 'Sleet',
  阵雨夹雪: 'Sleet showers',
  冻雨: 'Freezing rain',
  雪: 'Snow',
  阵雪: 'Snow showers',
  小雪: 'Light snow',
  中雪: 'Moderate snow',
  大雪: 'Heavy snow',
  暴雪: 'Blizzard',
  '小雪-中雪': 'Light to moderate snow',
  '中雪-大雪': 'Moderate to heavy snow',
  '大雪-暴雪': 'Heavy snow to blizzard',
  浮尘: 'Dust',
  扬沙: 'Blowing sand',
  沙尘暴: 'Sandstorm',
  强沙尘暴: 'Severe sandstorm',
  龙卷风: 'Tornado',
  雾: 'Fog',
  浓雾: 'Dense fog',
  强浓雾: 'Very dense fog',
  轻雾: 'Mist',
  大雾: 'Heavy fog',
  特强浓雾: 'Extremely dense fog',
  热: 'Hot',
  冷: 'Cold',
  未知: 'Unknown',
};

const WIND_DIRECTION_EN: Readonly<Record<string, string>> = {
  东: 'East',
  南: 'South',
  西: 'West',
  北: 'North',
  东北: 'Northeast',
  东南: 'Southeast',
  西南: 'Southwest',
  西北: 'Northwest',
  无风向: 'Variable',
  旋转不定: 'Variable',
};

/** A provider phrase in English, or null when it cannot be translated. */
export function weatherEn(zh: string, dark = false): string | null {
  const s = zh.trim();
  if (!s) return null;
  // "Sunny" at night is false; the provider writes 晴 for a clear sky day and night.
  if (dark && s === '晴') return 'Clear';
  const direct = WEATHER_EN[s];
  if (direct) return direct;
  // "小雨-中雨", "小雨转多云", "晴/多云": known parts joined.
  const parts = s.split(/(-|转|\/)/);
  if (parts.length > 1) {
    const words = parts.map((p) => (p === '-' ? ' to ' : p === '转' ? ', later ' : p === '/' ? ' / ' : WEATHER_EN[p]));
    if (words.every((w) => w !== undefined)) {
      const text = words.join('');
      return text.charAt(0) + text.slice(1).toLowerCase();
    }
  }
  return null;
}

export function windDirectionEn(zh: string): string | null {
  return WIND_DIRECTION_EN[zh.trim()] ?? null;
}

/** A phenomenon in the page language: Chinese as given; English translated, or the Chinese when unknown. */
export function weatherLabel(zh: string, locale: Locale, dark = false): string {
  return locale === 'en' ? (weatherEn(zh, dark) ?? zh) : zh;
}

/** A wind direction in the page language; null for "no direction" (calm or variable). */
export function windDirection(zh: string, locale: Locale): string | null {
  const s = zh.trim();
  if (!s || s === '无风向' || s === '旋转不定') return null;
  return locale === 'en' ? (windDirectionEn(s) ?? s) : s;
}

/**
 * An icon for a phenomenon (in Chinese, as the provider gives it); after dark a clear sky is
 * a moon, not a sun (shared/opening-hours.ts `isDark`, docs/decisions/024-area-time-live-data.md).
 */
export function weatherIcon(zh: string, dark = false): WeatherIcon {
  const icon = dayIcon(zh);
  if (!dark) return icon;
  return icon === 'sun' ? 'moon' : icon === 'cloudSun' ? 'cloudMoon' : icon;
}

function dayIcon(zh: string): WeatherIcon {
  if (/雷/.test(zh)) return 'storm';
  if (/雪|冰雹|冻雨/.test(zh)) return 'snow';
  if (/雨/.test(zh)) return 'rain';
  if (/雾|霾|沙|尘/.test(zh)) return 'fog';
  if (/风/.test(zh)) return 'wind';
  if (/晴间|少云/.test(zh)) return 'cloudSun';
  if (/云|阴/.test(zh)) return 'cloud';
  if (/晴|热/.test(zh)) return 'sun';
  return 'cloudSun';
}

/** Whether a provider report time ("2026-11-24 02:20:00", area time) falls after dark. */
export function reportedInDark(reporttime: string | undefined): boolean {
  const t = Date.parse((reporttime ?? '').trim().replace(' ', 'T') + '+08:00');
  return Number.isFinite(t) && isDark(new Date(t));
}
