/** Notices on /tourist (PRODUCT.md §4): closures stand out, each with the dates it applies. */
import { useTranslation } from 'react-i18next';
import type { Notice, NoticeLevel } from '../../../shared/api/content.ts';
import { useLocale } from '../../app-context.tsx';
import { Badge, Icon, type BadgeTone } from '../../components/ui/index.ts';
import { formatDate, formatDateRange, isoDate } from './b-format.ts';

const TONE: Record<NoticeLevel, BadgeTone> = { closure: 'danger', warning: 'warning', info: 'info' };
const FRAME: Record<NoticeLevel, string> = {
  closure: 'border-red-300 bg-red-50/70 dark:border-red-900 dark:bg-red-950/40',
  warning: 'border-amber-300 bg-amber-50/60 dark:border-amber-900 dark:bg-amber-950/30',
  info: 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900',
};
const ICON_TINT: Record<NoticeLevel, string> = {
  closure: 'text-red-700 dark:text-red-300',
  warning: 'text-amber-700 dark:text-amber-300',
  info: 'text-sky-700 dark:text-sky-300',
};

function When({ n }: { n: Notice }) {
  const { t } = useTranslation('guide');
  const locale = useLocale();
  const text =
    n.startTime && n.endTime
      ? formatDateRange(n.startTime, n.endTime, locale)
      : n.startTime
        ? t('tourist.from', { date: formatDate(n.startTime, locale) })
        : n.endTime
          ? t('tourist.until', { date: formatDate(n.endTime, locale) })
          : null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600 dark:text-gray-400">
      {text && (
        <span className="inline-flex items-center gap-1 font-medium text-gray-800 dark:text-gray-200">
          <Icon name="calendar" className="size-3.5" />
          {t('tourist.applies')} {text}
        </span>
      )}
      <span>
        {t('tourist.published')} <time dateTime={isoDate(n.publishTime)}>{formatDate(n.publishTime, locale)}</time>
      </span>
    </p>
  );
}

export function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation('guide');
  if (!notices.length) return <p className="text-gray-600 dark:text-gray-400">{t('tourist.noNotices')}</p>;
  return (
    <ul className="space-y-3">
      {notices.map((n) => (
        <li key={n.id} id={`notice-${n.id}`} className={`rounded-2xl border p-4 sm:p-5 ${FRAME[n.level]} ${n.level === 'closure' ? 'border-l-4 border-l-red-600 dark:border-l-red-400' : ''}`}>
          <div className="flex items-start gap-3">
            <Icon name={n.level === 'info' ? 'info' : 'alert'} className={`mt-0.5 size-5 shrink-0 ${ICON_TINT[n.level]}`} />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={TONE[n.level]}>{t(`tourist.level.${n.level}`)}</Badge>
                <h3 className="font-semibold text-gray-900 dark:text-white">{n.title}</h3>
              </div>
              <p className="mt-1.5 text-sm whitespace-pre-line text-gray-700 dark:text-gray-300">{n.content}</p>
              <When n={n} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
