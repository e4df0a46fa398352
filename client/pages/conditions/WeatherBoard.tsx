/**
 * The conditions board's weather (docs/world.md §Weather): each altitude band now and today
 * with wind, UV and snow, the sun and the snow line, and the five-day forecast for the valley,
 * as mountain sites (MySwitzerland, Parks Canada) put them beside the trail report. The data is
 * the shell's weather (root loader), so the header chip, the home and this board agree.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRouteLoaderData } from 'react-router-dom';
import type { ShellData } from '../../../shared/state.ts';
import { useLocale } from '../../app-context.tsx';
import { DayLabel } from '../../components/shell/Weather.tsx';
import { MountainBands } from '../../components/today/MountainBands.tsx';
import { LiveStampLine, reportInstant } from '../../components/today/LiveStamp.tsx';
import { weatherIcon, weatherLabel } from '../../components/today/weather.ts';
import { Icon } from '../../components/ui/index.ts';
import { ROOT_IDS } from '../../route-facts.ts';

export function WeatherBoard({ card }: { card: string }) {
  const { t } = useTranslation(['guide', 'common']);
  const locale = useLocale();
  const shell = useRouteLoaderData(ROOT_IDS[locale]) as ShellData | undefined;
  const weather = shell?.weather;
  const live = weather?.lives[0];
  if (!weather || !live) return null;
  const casts = weather.forecasts[0]?.casts ?? [];
  return (
    <section aria-labelledby="cond-weather" data-testid="conditions-weather">
      <h2 id="cond-weather" className="mb-4 flex items-center gap-2 text-xl font-bold text-gray-900 dark:text-white">
        <Icon name="cloudSun" className="size-5 text-brand-700 dark:text-brand-300" />
        {t('common:weather.title')}
      </h2>
      <div className={`${card} grid gap-6 lg:grid-cols-2`}>
        <div>
          <MountainBands mountain={weather.mountain} reporttime={live.reporttime} full level={3} />
          <LiveStampLine className="mt-2 text-xs text-gray-500 dark:text-gray-400" at={reportInstant(live.reporttime)} stamp={shell.live.weather} now={shell.now} />
        </div>
        {casts.length > 0 && (
          <div>
            <h3 className="mt-4 text-sm font-semibold text-gray-900 dark:text-white">{t('common:weather.forecast')}</h3>
            <ol className="mt-2 divide-y divide-gray-100 text-sm dark:divide-gray-800" data-testid="conditions-forecast">
              {casts.map((c) => (
                // A row wraps (the words, then the temperatures, under the day) once the text is
                // too large for one line; fixed widths side by side widened the page at 175 %.
                <li key={c.date} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="w-24 shrink-0 text-gray-900 dark:text-white">
                    <DayLabel cast={c} reportDate={live.reporttime.slice(0, 10)} />
                  </span>
                  <span className="flex min-w-32 flex-1 items-center gap-1.5 text-gray-700 dark:text-gray-200">
                    <Icon name={weatherIcon(c.dayweather)} className="size-4 shrink-0 text-gray-500" />
                    {t('common:weather.dayNight', { day: weatherLabel(c.dayweather, locale), night: weatherLabel(c.nightweather, locale) })}
                  </span>
                  <span className="ms-auto shrink-0 tabular-nums text-gray-900 dark:text-white">{t('common:weather.range', { low: c.nighttemp, high: c.daytemp })}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}
