/**
 * The conditions board (docs/decisions/024-area-time-live-data.md), like a park's trail
 * report: whether the area is open now, each trail's and road's state with its reason and
 * since when, each car park's occupancy and each shuttle stop's queue, each with the time it
 * was read; a copy served stale because the CMS is failing says so.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ArticleSummary, ConditionFacility } from '../../../shared/api/content.ts';
import type { ConditionsData } from '../../../shared/page-data.ts';
import { useLocale } from '../../app-context.tsx';
import { OpenNow } from '../../components/open-now/OpenNow.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { PageHeader } from '../../components/page-header/PageHeader.tsx';
import { LiveStampLine } from '../../components/today/LiveStamp.tsx';
import { Breadcrumbs, Icon, type IconName } from '../../components/ui/index.ts';
import { clockTime, shortDate, shortDateTime } from '../../format/dates.ts';
import { formatCount, percentOf } from '../../format/numbers.ts';
import { usePage } from '../../hooks/usePage.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { WeatherBoard } from './WeatherBoard.tsx';

const GROUPS: { facility: ConditionFacility; icon: IconName }[] = [
  { facility: 'trail', icon: 'route' },
  { facility: 'road', icon: 'map' },
  { facility: 'parking', icon: 'pin' },
  { facility: 'shuttle-stop', icon: 'clock' },
];

const card = 'rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5 dark:bg-gray-900 dark:ring-gray-800';

function Since({ iso, now }: { iso: string | undefined; now: string }) {
  const { t } = useTranslation('guide');
  const locale = useLocale();
  if (!iso) return null;
  const sameDay = iso.slice(0, 10) === shortIsoDay(now);
  // A state that began with a day ("closed since 16 Nov") needs no midnight written after it.
  const time = sameDay ? clockTime(iso) : iso.slice(11, 16) === '00:00' ? shortDate(iso, locale) : shortDateTime(iso, locale);
  return <>{t('conditions.since', { time })}</>;
}

/** The area day ("YYYY-MM-DD") of an instant. */
function shortIsoDay(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : new Date(t + 8 * 3600_000).toISOString().slice(0, 10);
}

function Entry({ item, now, stale }: { item: ArticleSummary; now: string; stale: boolean }) {
  const { t } = useTranslation('guide');
  const a = item.attrs;
  const stamp = { fetchedAt: a.reportedAt ?? now, stale };
  return (
    <li className={card} data-testid="condition" data-facility={a.facility} data-status={a.status ?? ''}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-gray-900 dark:text-white">{item.title}</h3>
        {a.status && <StatusBadge status={a.status} />}
      </div>
      {a.statusReason && <p className="mt-1 text-sm text-gray-800 dark:text-gray-200">{a.statusReason}</p>}
      {a.status && (
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
          <Since iso={a.statusSince} now={now} />
        </p>
      )}
      {a.facility === 'parking' && a.spaces !== undefined && a.occupied !== undefined && (
        <div className="mt-2">
          <p className="text-sm text-gray-900 tabular-nums dark:text-white">
            {t('conditions.parking', { free: formatCount(Math.max(0, a.spaces - a.occupied)), spaces: formatCount(a.spaces), percent: percentOf(a.spaces ? a.occupied / a.spaces : 0) })}
          </p>
          <div className="meter-track mt-1.5 h-2 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800" aria-hidden="true">
            <div className={`h-full rounded-full ${a.occupied / (a.spaces || 1) >= 0.8 ? 'bg-amber-500' : 'bg-brand-500'}`} style={{ width: `${Math.min(100, Math.round((a.occupied / (a.spaces || 1)) * 100))}%` }} />
          </div>
        </div>
      )}
      {a.facility === 'shuttle-stop' && a.status !== 'closed' && a.waiting !== undefined && (
        <p className="mt-2 text-sm text-gray-900 tabular-nums dark:text-white">{t('conditions.queue', { waiting: formatCount(a.waiting), minutes: a.waitMinutes ?? 0 })}</p>
      )}
      <LiveStampLine className="mt-2 text-xs text-gray-500 dark:text-gray-400" at={a.reportedAt ?? null} stamp={stamp} now={now} />
    </li>
  );
}

export function Component() {
  const { t } = useTranslation(['guide', 'pages']);
  const { data } = usePage<ConditionsData>();
  const title = t('pages:titles.conditions');
  // The board's own time: when the site fetched it (the shell's clock may be older on a client navigation).
  const now = data.live.fetchedAt;
  return (
    <>
      <PageMeta title={title} description={t('conditions.description')} />
      <Breadcrumbs items={[{ label: title }]} />
      <PageHeader title={title} lead={t('conditions.lead')} />
      <p className="mb-8 text-lg font-semibold text-gray-900 dark:text-white">
        <OpenNow />
      </p>
      {data.live.stale && (
        <p role="note" className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800">
          {t('conditions.stale')}
        </p>
      )}
      <div className="space-y-10">
        <WeatherBoard card={card} />
        {GROUPS.map((g) => {
          const items = data.items.filter((i) => i.attrs.facility === g.facility);
          if (items.length === 0) return null;
          return (
            <section key={g.facility} aria-labelledby={`cond-${g.facility}`}>
              <h2 id={`cond-${g.facility}`} className="mb-4 flex items-center gap-2 text-xl font-bold text-gray-900 dark:text-white">
                <Icon name={g.icon} className="size-5 text-brand-700 dark:text-brand-300" />
                {t(`conditions.groups.${g.facility}`)}
              </h2>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((i) => (
                  <Entry key={i.id} item={i} now={now} stale={data.live.stale} />
                ))}
              </ul>
            </section>
          );
        })}
        {data.items.length === 0 && <p className="text-gray-600 dark:text-gray-300">{t('conditions.empty')}</p>}
      </div>
    </>
  );
}
