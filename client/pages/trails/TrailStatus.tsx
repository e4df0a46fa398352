/** A trail's state today with its reason and since when (the conditions model's, docs/trails.md). */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TrailToday } from '../../../shared/api/trails.ts';
import { useLocale } from '../../app-context.tsx';
import { StatusBadge } from '../conditions/StatusBadge.tsx';
import { sinceText } from './figures.ts';

export function TrailStatus({ today, full = false }: { today: TrailToday; full?: boolean }) {
  const { t } = useTranslation('trails');
  const locale = useLocale();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="trail-status" data-status={today.status}>
      <StatusBadge status={today.status} />
      {full && today.reason && <span className="text-sm text-gray-700 dark:text-gray-300">{today.reason}</span>}
      {full && <span className="text-xs text-gray-500 dark:text-gray-400">{t('since', { time: sinceText(today.since, locale) })}</span>}
    </span>
  );
}
