/**
 * Mountain weather by altitude band (docs/world.md §Weather): the valley and gates, the lakes,
 * the high trail and base camp, each with its own sky and temperature now, today's low and high,
 * and, in full, wind, UV and snow lying; then sunrise, sunset and the snow line. A visitor packs
 * for the highest band they will reach, so the bands are shown side by side, never averaged.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MountainShown } from '../../../shared/weather.ts';
import { useLocale } from '../../app-context.tsx';
import { formatCount } from '../../format/numbers.ts';
import { Icon } from '../ui/Icon.tsx';
import { reportedInDark, weatherIcon, weatherLabel } from './weather.ts';

/**
 * `level`: the heading level under the section it stands in (the home's card names its parts
 * with h3, so 4 there; /conditions puts it straight under its h2), so no level is skipped.
 */
export function MountainBands({ mountain, reporttime, full = false, level = 4 }: { mountain: MountainShown | undefined; reporttime: string; full?: boolean; level?: 3 | 4 }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  if (!mountain || mountain.bands.length === 0) return null;
  const dark = reportedInDark(reporttime);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="mt-4" data-testid="mountain-weather">
      <Heading className="text-sm font-semibold text-gray-900 dark:text-white">{t('mountain.title')}</Heading>
      <ul className="mt-2 divide-y divide-gray-100 text-sm dark:divide-gray-800">
        {mountain.bands.map((b) => (
          <li key={b.band} className="py-2" data-testid="mountain-band" data-band={b.band}>
            <div>
              <p className="min-w-0">
                <span className="font-medium text-gray-900 dark:text-white">{t(`mountain.bands.${b.band}`)}</span>{' '}
                <span className="text-gray-600 tabular-nums dark:text-gray-300">{t('mountain.altitude', { m: formatCount(b.altitude) })}</span>
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-gray-900 tabular-nums dark:text-white">
                <Icon name={weatherIcon(b.weather, dark)} className="size-4 text-gray-500" />
                <span>{weatherLabel(b.weather, locale, dark)}</span>
                <span className="font-semibold">{t('mountain.now', { temp: b.temperature })}</span>
                <span className="text-gray-600 dark:text-gray-300">{t('weather.range', { low: b.low, high: b.high })}</span>
              </p>
            </div>
            {full && (
              <p className="mt-0.5 text-gray-600 tabular-nums dark:text-gray-300" data-testid="mountain-band-detail">
                {t('mountain.wind', { kmh: b.wind })} · {t('mountain.uv', { index: b.uv })} ·{' '}
                {b.snowDepth > 0 ? t('mountain.snow', { cm: b.snowDepth }) : t('mountain.noSnow')}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-600 tabular-nums dark:text-gray-300" data-testid="mountain-sun">
        <Icon name="sun" className="mr-1 inline size-4 align-[-3px] text-gray-500" />
        {t('mountain.sun', { rise: mountain.sunrise, set: mountain.sunset })} · {t('mountain.snowLine', { m: formatCount(mountain.snowLine) })}
      </p>
    </div>
  );
}
