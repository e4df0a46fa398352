/**
 * Weather from the shell data (docs/product.md §5): now and the next 3-4 days. The provider's
 * Chinese phenomena are translated on English pages (today/weather.ts). `null` data hides
 * the widget (docs/product.md §6) — the caller renders nothing.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { LiveStamp } from '../../../shared/state.ts';
import { ROW_FORECAST_DAYS, type WeatherCast, type WeatherShown } from '../../../shared/weather.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { LiveStampLine, reportInstant } from '../today/LiveStamp.tsx';
import { useLocale } from '../../app-context.tsx';
import { clockTime, dayDiff, weekdayName } from '../../format/dates.ts';
import { reportedInDark, weatherEn, weatherIcon, weatherLabel, windDirection } from '../today/weather.ts';
import { Icon } from '../ui/Icon.tsx';

/** A provider phenomenon in the page language (Chinese kept, and marked, when unknown). */
function Phenomenon({ zh, dark = false }: { zh: string; dark?: boolean }) {
  const locale = useLocale();
  if (locale !== 'en') return <>{zh}</>;
  const en = weatherEn(zh, dark);
  return en ? <>{en}</> : <span lang="zh-CN">{zh}</span>;
}

/** A forecast day's name, one format for every weather widget: Today, Tomorrow, then the weekday. */
export function DayLabel({ cast, reportDate }: { cast: WeatherCast; reportDate: string | null }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const diff = reportDate ? dayDiff(reportDate, cast.date) : null;
  if (diff === 0) return <>{t('weather.today')}</>;
  if (diff === 1) return <>{t('weather.tomorrow')}</>;
  return <>{weekdayName(cast.week, locale) ?? cast.date.slice(5)}</>;
}

/** The full card: now, forecast, report time. */
export function WeatherCard({ weather, stamp, now }: { weather: WeatherShown | null; stamp: LiveStamp | null; now: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  if (!weather) return null;
  const live = weather.lives[0];
  const forecast = weather.forecasts[0];
  const casts = (forecast?.casts ?? []).slice(0, ROW_FORECAST_DAYS);
  const reportDate = (live?.reporttime ?? forecast?.reporttime ?? '').slice(0, 10) || null;
  const dir = live ? windDirection(live.winddirection, locale) : null;

  return (
    <section className="widget widget--weather" aria-labelledby="weather-title" data-testid="weather">
      <h3 id="weather-title" className="widget__title">
        <Icon name="cloudSun" />
        {t('weather.title')}
        {live?.city && <span className="widget__place">{live.city}</span>}
      </h3>
      {live && (
        <div className="weather-now">
          <Icon name={weatherIcon(live.weather, reportedInDark(live.reporttime))} className="weather-now__icon" />
          <p className="weather-now__temp">
            <span className="sr-only">{t('weather.now')}: </span>
            {live.temperature}
            <span className="weather-now__unit">°C</span>
          </p>
          <div className="weather-now__text">
            <p className="weather-now__phenomenon">
              <Phenomenon zh={live.weather} dark={reportedInDark(live.reporttime)} />
            </p>
            <p className="weather-now__meta">
              {t('weather.humidity', { value: live.humidity })}
              {' · '}
              {dir ? t('weather.wind', { direction: dir, power: live.windpower }) : t('weather.windCalm', { power: live.windpower })}
            </p>
          </div>
        </div>
      )}
      {casts.length > 0 && (
        <ol className="weather-days" aria-label={t('weather.forecast')}>
          {casts.map((c) => (
            <li key={c.date} className="weather-day">
              <span className="weather-day__name">
                <DayLabel cast={c} reportDate={reportDate} />
              </span>
              <Icon name={weatherIcon(c.dayweather)} className="weather-day__icon" />
              <span className="weather-day__phenomenon" title={t('weather.dayNight', { day: weatherLabel(c.dayweather, locale), night: weatherLabel(c.nightweather, locale) })}>
                <Phenomenon zh={c.dayweather} />
              </span>
              <span className="weather-day__temps">{t('weather.range', { low: c.nighttemp, high: c.daytemp })}</span>
            </li>
          ))}
        </ol>
      )}
      <LiveStampLine className="widget__foot" at={reportInstant(live?.reporttime ?? forecast?.reporttime)} stamp={stamp} now={now} />
    </section>
  );
}

/** The header's compact chip: phenomenon, temperature and report time, linking to the conditions board. */
export function WeatherChip({ weather, stamp }: { weather: WeatherShown | null; stamp: LiveStamp | null }) {
  const { t } = useTranslation('common');
  const live = weather?.lives[0];
  if (!live) return null;
  const time = clockTime(reportInstant(live.reporttime));
  return (
    <LocaleLink className={`utility-chip${stamp?.stale ? ' utility-chip--warn' : ''}`} to="/conditions" data-testid="weather-chip">
      <Icon name={weatherIcon(live.weather, reportedInDark(live.reporttime))} />
      <span className="sr-only">{t('weather.title')}: </span>
      <Phenomenon zh={live.weather} dark={reportedInDark(live.reporttime)} /> {live.temperature}°C
      {time && <span className="utility-chip__time"> · {time}</span>}
      {stamp?.stale && <span className="sr-only"> ({t('liveStamp.stale')})</span>}
    </LocaleLink>
  );
}
