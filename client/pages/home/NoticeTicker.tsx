/**
 * Notices under the hero (docs/product.md §4 "/": notices/closures ticker). Closures stand out:
 * each is a pinned red row that never scrolls away. Warnings and information take turns in
 * one line (warnings first), with "next" and pause buttons; no auto-advance under
 * prefers-reduced-motion. Each notice links to the visitor information page.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { HomeNotice } from '../../../shared/page-data.ts';
import { noticePath, orderNotices } from '../../../shared/notices.ts';
import { useLocale } from '../../app-context.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { shortDate } from '../../format/dates.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';

const NOTICE_INTERVAL_MS = 6000;

function usePeriod() {
  const { t } = useTranslation('places');
  const locale = useLocale();
  return (n: HomeNotice): string => {
    const from = shortDate(n.startTime, locale);
    const to = shortDate(n.endTime, locale);
    if (from && to) return t('home.notices.period', { from, to });
    if (from) return t('home.notices.from', { from });
    if (to) return t('home.notices.until', { to });
    return shortDate(n.publishTime, locale);
  };
}

const btn = 'notice-btn';

export function NoticeTicker({ notices }: { notices: HomeNotice[] }) {
  const { t } = useTranslation('places');
  const period = usePeriod();
  const ordered = orderNotices(notices);
  const closures = ordered.filter((n) => n.level === 'closure');
  const rest = ordered.filter((n) => n.level !== 'closure');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reduced = useReducedMotion();
  const rotating = rest.length > 1 && !paused && !held && !reduced;
  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % rest.length), NOTICE_INTERVAL_MS);
    return () => window.clearTimeout(id);
  }, [rotating, index, rest.length]);

  if (ordered.length === 0) return null;
  return (
    <section aria-labelledby="notices-heading" className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900/60" data-testid="notices">
      <h2 id="notices-heading" className="sr-only">
        {t('home.notices.heading')}
      </h2>
      {closures.length > 0 && (
        <ul className="bg-red-700 text-white dark:bg-red-800">
          {closures.map((n) => (
            <li key={n.id} className="wrap flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-level="closure">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-red-800">
                <Icon name="alert" className="size-3.5" />
                {t('home.notices.level.closure')}
              </span>
              <LocaleLink to={noticePath(n.id)} className="font-semibold text-white underline-offset-2 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white">
                {n.title}
              </LocaleLink>
              <span className="text-sm text-white/85">{period(n)}</span>
            </li>
          ))}
        </ul>
      )}
      {rest.length > 0 && (
        <div
          className="wrap flex items-center gap-3 py-2.5"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
          }}
        >
          <span className="hidden shrink-0 items-center gap-1.5 text-sm font-semibold text-gray-900 sm:inline-flex dark:text-white">
            <Icon name="megaphone" className="size-5 text-brand-700 dark:text-brand-300" />
            {t('home.notices.heading')}
          </span>
          <ul className="relative min-w-0 flex-1" aria-live={rotating ? 'off' : 'polite'}>
            {rest.map((n, i) => (
              <li key={n.id} hidden={i !== index % rest.length} className="notice-line" data-level={n.level}>
                <Badge tone={n.level === 'warning' ? 'warning' : 'info'} className="shrink-0">
                  {t(`home.notices.level.${n.level}`)}
                </Badge>
                <LocaleLink to={noticePath(n.id)} className="notice-line__link">
                  {n.title}
                </LocaleLink>
                <span className="notice-line__period">{period(n)}</span>
              </li>
            ))}
          </ul>
          {rest.length > 1 && (
            <div className="flex shrink-0 items-center">
              {!reduced && (
                <button type="button" className={btn} onClick={() => setPaused((p) => !p)} aria-label={paused ? t('home.notices.play') : t('home.notices.pause')}>
                  <Icon name={paused ? 'play' : 'pause'} className="size-4" />
                </button>
              )}
              <button type="button" className={btn} onClick={() => setIndex((i) => (i + 1) % rest.length)} aria-label={t('home.notices.next')}>
                <Icon name="chevronRight" className="size-4" />
              </button>
            </div>
          )}
          <LocaleLink to="/tourist" className="hidden shrink-0 text-sm font-semibold text-brand-700 hover:underline sm:inline dark:text-brand-300">
            {t('home.notices.all')}
          </LocaleLink>
        </div>
      )}
    </section>
  );
}
