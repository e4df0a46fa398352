/**
 * "Today" on the home page (docs/product.md §4): live weather with a short forecast and visitor
 * flow against capacity (warning colour from 80 %, docs/product.md §5), plus the links people
 * need before setting off. The data is the shell's (root route loader); a missing widget
 * says so instead of disappearing from the middle of the page.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRouteLoaderData } from 'react-router-dom';
import type { FlowRate } from '../../../shared/api/shell.ts';
import { ROW_FORECAST_DAYS, type WeatherShown } from '../../../shared/weather.ts';
import type { LiveStamp, ShellData } from '../../../shared/state.ts';
import { useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { ROOT_IDS } from '../../route-facts.ts';
import { LiveStampLine, reportInstant } from '../../components/today/LiveStamp.tsx';
import { OpenNow } from '../../components/open-now/OpenNow.tsx';
import { formatCount } from '../../format/numbers.ts';
import { flowLevel } from '../../components/today/flowLevel.ts';
import { reportedInDark, weatherIcon, weatherLabel, windDirection } from '../../components/today/weather.ts';
import { DayLabel } from '../../components/shell/Weather.tsx';
import { MountainBands } from '../../components/today/MountainBands.tsx';

const panel = 'today-panel';
const label = 'today-label';
const stampClass = 'today-stamp';

/** "西北风 ≤3 级" / "North-west, force ≤3"; calm wording when the provider gives no direction. */
function windText(direction: string, power: string, locale: 'zh-CN' | 'en', t: TFunction<'places'>): string {
  const p = power.replace('-', '–');
  const dir = windDirection(direction, locale);
  return dir ? t('home.today.windValue', { dir, power: p }) : t('home.today.windCalm', { power: p });
}

function Weather({ weather, stamp, now }: { weather: WeatherShown | null; stamp: LiveStamp | null; now: string }) {
  const { t } = useTranslation(['places', 'common']);
  const locale = useLocale();
  const live = weather?.lives[0];
  const casts = (weather?.forecasts[0]?.casts ?? []).slice(0, ROW_FORECAST_DAYS);
  if (!live) return <p className="text-sm text-gray-600 dark:text-gray-300">{t('home.today.weatherMissing')}</p>;
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="today-temp">
            {live.temperature}
            <span className="align-top text-2xl font-semibold">°C</span>
          </p>
          <p className="today-sky">{weatherLabel(live.weather, locale, reportedInDark(live.reporttime))}</p>
        </div>
        <span className="today-sky-icon">
          <Icon name={weatherIcon(live.weather, reportedInDark(live.reporttime))} className="size-9" />
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {/* A div in a dl holds only dt and dd (HTML §4.4.9): each icon sits inside the term or its value. */}
        <div>
          <dt className="sr-only">{t('home.today.wind')}</dt>
          <dd className="flex items-center gap-2 text-gray-700 dark:text-gray-200">
            <Icon name="wind" className="size-4 text-gray-500" />
            {windText(live.winddirection, live.windpower, locale, t)}
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="flex items-center gap-2 text-gray-600 dark:text-gray-300">
            <Icon name="droplet" className="size-4 text-gray-500" />
            {t('home.today.humidity')}
          </dt>
          <dd className="font-medium text-gray-900 tabular-nums dark:text-white">{live.humidity}%</dd>
        </div>
      </dl>
      <MountainBands mountain={weather.mountain} reporttime={live.reporttime} />
      {casts.length > 0 && (
        <div className="@container">
          <h4 className="sr-only">{t('home.today.forecast')}</h4>
          <ol className="today-forecast">
            {casts.map((c) => (
              <li key={c.date} className="forecast-day">
                <span className="forecast-day__date">
                  <DayLabel cast={c} reportDate={live.reporttime.slice(0, 10)} />
                </span>
                <Icon name={weatherIcon(c.dayweather)} label={weatherLabel(c.dayweather, locale)} />
                <span className="forecast-day__range">{t('common:weather.range', { low: c.nighttemp, high: c.daytemp })}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <LiveStampLine className={stampClass} at={reportInstant(live.reporttime)} stamp={stamp} now={now} />
    </>
  );
}

function Flow({ flow, stamp, now }: { flow: FlowRate | null; stamp: LiveStamp | null; now: string }) {
  const { t } = useTranslation(['places', 'common']);
  if (!flow || !(flow.instantCapacity > 0)) return <p className="text-sm text-gray-600 dark:text-gray-300">{t('home.today.flowMissing')}</p>;
  const { percent, level: status, warn } = flowLevel(flow);
  const pct = Math.min(percent, 100);
  const tone =
    warn
      ? { bar: 'bg-amber-500', text: 'text-amber-800 dark:text-amber-300', chip: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800' }
      : { bar: 'bg-brand-500', text: 'text-brand-800 dark:text-brand-300', chip: 'bg-brand-50 text-brand-800 ring-brand-200 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800' };
  const daily = flow.dailyCapacity > 0 ? Math.min(1, flow.todayTotal / flow.dailyCapacity) : 0;
  return (
    <div data-testid="today-flow" data-status={status}>
      {/* The chip goes under the count where a larger text size leaves no room beside it. */}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <p className={label}>{t('home.today.flowNow')}</p>
          <p className="today-count">{formatCount(flow.current)}</p>
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('home.today.flowOf', { cap: formatCount(flow.instantCapacity) })}</p>
        </div>
        <span className={`today-chip ${tone.chip}`}>{t(`common:flow.status.${status}`)}</span>
      </div>
      <div className="today-bar" aria-hidden="true">
        <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${pct}%` }} />
      </div>
      <p className={`mt-1.5 text-sm font-medium ${tone.text}`}>{t('home.today.flowPercent', { p: percent })}</p>
      <div className="mt-4 border-t border-gray-100 pt-4 dark:border-gray-800">
        <p className={label}>{t('home.today.todayTotal')}</p>
        <p className="mt-1 text-gray-900 tabular-nums dark:text-white">
          <span className="text-xl font-semibold">{formatCount(flow.todayTotal)}</span> <span className="text-sm text-gray-600 dark:text-gray-300">{t('home.today.todayOf', { cap: formatCount(flow.dailyCapacity) })}</span>
        </p>
        <div className="today-bar today-bar--day" aria-hidden="true">
          <div className="h-full rounded-full bg-sky-500" style={{ width: `${Math.round(daily * 100)}%` }} />
        </div>
      </div>
      <LiveStampLine className={stampClass} at={flow.updateTime} stamp={stamp} now={now} />
    </div>
  );
}

/**
 * Where a visitor planning the day goes next, most asked first (issue 43). /getting-here,
 * /trails and /when-to-visit are pages of their own; /conditions is the one link to it in
 * this block.
 */
const PLAN: { to: string; key: string; icon: IconName }[] = [
  { to: '/tickets', key: 'planTickets', icon: 'ticket' },
  { to: '/getting-here', key: 'planGettingHere', icon: 'pin' },
  { to: '/conditions', key: 'planConditions', icon: 'cloudSun' },
  { to: '/trails', key: 'planTrails', icon: 'mountain' },
  { to: '/when-to-visit', key: 'planWhen', icon: 'calendar' },
  { to: '/ability?category=shuttle', key: 'planBus', icon: 'route' },
  { to: '/tourist', key: 'planTourist', icon: 'info' },
  { to: '/live', key: 'planLive', icon: 'camera' },
];

export function TodayStrip() {
  const { t } = useTranslation('places');
  const locale = useLocale();
  const shell = useRouteLoaderData(ROOT_IDS[locale]) as ShellData | undefined;
  return (
    <section id="today" aria-labelledby="today-heading" className="wrap py-10 sm:py-20" data-testid="today">
      <div className="mb-8 max-w-2xl">
        <h2 id="today-heading" className="sec-title">
          {t('home.today.heading')}
        </h2>
        <p className="mt-2 text-gray-600 dark:text-gray-300">{t('home.today.lead')}</p>
        <p className="today-open">
          <OpenNow />
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        <div className={panel}>
          <h3 className={`${label} mb-4`}>
            {t('home.today.weather')}
            {shell?.weather?.lives[0] && <span className="font-normal"> · {shell.weather.lives[0].city}</span>}
          </h3>
          <Weather weather={shell?.weather ?? null} stamp={shell?.live.weather ?? null} now={shell?.now ?? ''} />
        </div>
        <div className={panel}>
          <h3 className={`${label} mb-4`}>{t('home.today.flow')}</h3>
          <Flow flow={shell?.flow ?? null} stamp={shell?.live.flow ?? null} now={shell?.now ?? ''} />
        </div>
        <div className={`${panel} md:col-span-2 lg:col-span-1`}>
          <h3 className={`${label} mb-4`}>{t('home.today.plan')}</h3>
          <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">
            {PLAN.map((p) => (
              <li key={p.key}>
                <LocaleLink
                  to={p.to}
                  className="group plan-link"
                >
                  <span className="plan-link__icon">
                    <Icon name={p.icon} />
                  </span>
                  <span className="min-w-0 flex-1">{t(`home.today.${p.key}`)}</span>
                  <Icon name="arrowRight" className="plan-link__arrow" />
                </LocaleLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
