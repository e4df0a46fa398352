/**
 * How old a live figure is: "更新于 10:25" / "Updated 10:25", and "可能不是最新" / "may be
 * out of date" when the site served it from its cache past the fresh time because the CMS
 * is failing (shell `live` stamps, docs/decisions/024-area-time-live-data.md).
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { LiveStamp } from '../../../shared/state.ts';
import { useLocale } from '../../app-context.tsx';
import { areaTime, clockTime, isoWall, shortDateTime } from '../../format/dates.ts';

/**
 * The figure's own time (ISO with offset; the fetch time when the figure has none), with its
 * date when it is not from the day of `now` (the server's clock).
 */
export function LiveStampLine({ at, stamp, now, className }: { at: string | null; stamp: LiveStamp | null; now: string; className?: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const wall = areaTime(at) ?? areaTime(stamp?.fetchedAt);
  if (!wall) return null;
  const today = areaTime(now);
  const sameDay = today && today.year === wall.year && today.month === wall.month && today.day === wall.day;
  return (
    <p className={className} data-testid="live-stamp" data-stale={stamp?.stale ? 'true' : 'false'}>
      <time dateTime={isoWall(wall)}>{t('liveStamp.updated', { time: sameDay ? clockTime(wall) : shortDateTime(wall, locale) })}</time>
      {stamp?.stale && (
        <>
          {' · '}
          <strong className="font-semibold text-amber-800 dark:text-amber-300">{t('liveStamp.stale')}</strong>
        </>
      )}
    </p>
  );
}

/** A provider report time ("2026-11-24 10:25:00", area time) as an ISO instant; null when malformed. */
export function reportInstant(reporttime: string | undefined): string | null {
  const s = (reporttime ?? '').trim();
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(s) ? `${s.slice(0, 10)}T${s.slice(11, 16)}:00+08:00` : null;
}
