/**
 * "Open now · closes 18:00" / "Closed now · opens 08:00" from the one timetable
 * (shared/opening-hours.ts), on the server's clock at first render and kept right on the
 * client each minute (docs/decisions/024-area-time-live-data.md).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRouteLoaderData } from 'react-router-dom';
import { areaStatus, type AreaStatus } from '../../../shared/opening-hours.ts';
import type { ShellData } from '../../../shared/state.ts';
import { useLocale } from '../../app-context.tsx';
import { useAreaNow } from '../../hooks/useAreaNow.ts';
import { ROOT_IDS } from '../../route-facts.ts';

/** The area's status now, or null when no shell data (and so no server time) is at hand. */
function useAreaStatus(): AreaStatus | null {
  const locale = useLocale();
  const shell = useRouteLoaderData(ROOT_IDS[locale]) as ShellData | undefined;
  const now = useAreaNow(shell?.now ?? '');
  return shell?.now ? areaStatus(now) : null;
}

function openNowText(s: AreaStatus, t: TFunction): string {
  if (s.state === 'open') return t('openNow.open', { closes: s.closes });
  if (s.state === 'sales-closed') return t('openNow.salesClosed', { closes: s.closes });
  return t(s.opensTomorrow ? 'openNow.closedTomorrow' : 'openNow.closed', { opens: s.nextOpens });
}

/** One line: a dot in the state's colour and the text. `className` styles the wrapper. */
export function OpenNow({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const status = useAreaStatus();
  if (!status) return null;
  const tone = status.state === 'open' ? 'bg-emerald-500' : status.state === 'sales-closed' ? 'bg-amber-500' : 'bg-gray-400';
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`} data-testid="open-now" data-state={status.state}>
      <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${tone}`} />
      <span>{openNowText(status, t)}</span>
    </span>
  );
}
