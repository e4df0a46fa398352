/** Weather words: the provider writes Chinese phenomena; the English site translates them. */
import type { TFunction } from 'i18next';
import type { Locale } from '../../../../../shared/api/envelope.ts';
import type { IconName } from '../../../../components/ui/Icon.tsx';
import { weatherEn, windDirectionEn } from '../../../../components/shell/weatherDict.ts';

export function weatherIcon(phenomenon: string): IconName {
  if (phenomenon.includes('雪')) return 'snow';
  if (phenomenon.includes('雨')) return 'rain';
  if (phenomenon.includes('云') || phenomenon.includes('阴') || phenomenon.includes('雾') || phenomenon.includes('霾')) return 'cloud';
  if (phenomenon.includes('风')) return 'wind';
  return 'sun';
}

export function phenomenonText(word: string, locale: Locale, t: TFunction<'places'>): string {
  if (!word) return t('weather.unknown');
  // One dictionary for the whole site: the shell's (client/components/shell/weatherDict.ts).
  return locale === 'en' ? (weatherEn(word) ?? word) : word;
}

/** "西北风 ≤3 级" / "North-west, force ≤3". */
export function windText(direction: string, power: string, locale: Locale, t: TFunction<'places'>): string {
  const p = power.replace('-', '–');
  const noDir = !direction || direction === '无风向' || direction === '旋转不定';
  if (noDir) return t('home.today.windCalm', { power: p });
  const dir = locale === 'en' ? (windDirectionEn(direction) ?? direction) : direction;
  return t('home.today.windValue', { dir, power: p });
}
