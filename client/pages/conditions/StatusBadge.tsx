/** A trail's or road's state as a coloured badge with its word (colour is never the only cue). */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ConditionStatus } from '../../../shared/api/content.ts';

const TONE: Record<ConditionStatus, string> = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  'partly-open': 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  icy: 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  closed: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
};

export function StatusBadge({ status }: { status: ConditionStatus }) {
  const { t } = useTranslation('guide');
  return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[status]}`}>{t(`conditions.status.${status}`)}</span>;
}
