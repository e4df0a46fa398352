/** Notices on /tourist (docs/product.md §4): closures stand out, each with the dates it applies. */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router-dom';
import type { Notice, NoticeLevel } from '../../../shared/api/content.ts';
import { useLocale } from '../../app-context.tsx';
import { Badge, Icon, type BadgeTone } from '../../components/ui/index.ts';
import { dateRange, isoDay, longDate } from '../../format/dates.ts';
import { scrollBehavior } from '../../hooks/useReducedMotion.ts';
import { noticeAnchor } from '../../../shared/notices.ts';

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
      ? dateRange(n.startTime, n.endTime, locale)
      : n.startTime
        ? t('tourist.from', { date: longDate(n.startTime, locale) })
        : n.endTime
          ? t('tourist.until', { date: longDate(n.endTime, locale) })
          : null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600 dark:text-gray-400">
      {text && (
        <span className="inline-flex items-center gap-1 font-medium text-gray-800 dark:text-gray-200">
          <Icon name="calendar" className="size-3.5" />
          {t('tourist.applies', { range: text })}
        </span>
      )}
      <span>
        {t('tourist.published')} <time dateTime={isoDay(n.publishTime)}>{longDate(n.publishTime, locale)}</time>
      </span>
    </p>
  );
}

function Urgent({ n }: { n: Notice }) {
  const { t } = useTranslation('guide');
  return (
    <li id={noticeAnchor(n.id)} className={`scroll-mt-24 rounded-2xl border p-4 sm:p-5 ${FRAME[n.level]} ${n.level === 'closure' ? 'border-l-4 border-l-red-600 dark:border-l-red-400' : ''}`}>
      <div className="flex items-start gap-3">
        <Icon name="alert" className={`mt-0.5 hidden size-5 shrink-0 sm:block print:hidden ${ICON_TINT[n.level]}`} />
        <div className="min-w-0">
          <Badge tone={TONE[n.level]}>{t(`tourist.level.${n.level}`)}</Badge>
          <h3 className="mt-1.5 font-semibold text-gray-900 dark:text-white">{n.title}</h3>
          <p className="mt-1.5 text-sm whitespace-pre-line text-gray-700 dark:text-gray-300">{n.content}</p>
          <When n={n} />
        </div>
      </div>
    </li>
  );
}

/** News-level notices fold away: the title and dates show, the text opens on demand. */
function Info({ n }: { n: Notice }) {
  const { t } = useTranslation('guide');
  return (
    <li id={noticeAnchor(n.id)} className={`scroll-mt-24 rounded-2xl border ${FRAME.info}`}>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start gap-3 rounded-2xl p-4 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5 dark:hover:bg-gray-800/60 [&::-webkit-details-marker]:hidden">
          <Icon name="info" className={`mt-0.5 hidden size-5 shrink-0 sm:block print:hidden ${ICON_TINT.info}`} />
          <span className="min-w-0 flex-1">
            <Badge tone="info">{t('tourist.level.info')}</Badge>
            <span className="mt-1.5 block font-semibold text-gray-900 dark:text-white">{n.title}</span>
          </span>
          <Icon name="chevronRight" className="mt-0.5 size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
        </summary>
        <div className="px-4 pb-4 sm:pr-5 sm:pl-13 print:pl-4">
          <p className="text-sm whitespace-pre-line text-gray-700 dark:text-gray-300">{n.content}</p>
          <When n={n} />
        </div>
      </details>
    </li>
  );
}

/**
 * The urgent banner and the home ticker link to #notice-N (docs/product.md §5); a client
 * navigation does not scroll there by itself, so bring the notice into view (under the sticky
 * header: scroll-mt) and open a folded one.
 */
function useNoticeFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const el = /^#notice-\d{1,9}$/.test(hash) ? document.getElementById(hash.slice(1)) : null;
    if (!el) return;
    const folded = el.querySelector('details');
    if (folded) folded.open = true;
    el.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [hash]);
}

export function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation('guide');
  useNoticeFromHash();
  if (!notices.length) return <p className="text-gray-600 dark:text-gray-400">{t('tourist.noNotices')}</p>;
  return (
    <ul className="space-y-3">
      {notices.map((n) => (n.level === 'info' ? <Info key={n.id} n={n} /> : <Urgent key={n.id} n={n} />))}
    </ul>
  );
}
