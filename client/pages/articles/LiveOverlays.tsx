/**
 * The parts a live-camera card lays over its picture (docs/cameras.md): the badge, the snapshot's
 * time or, while the stream plays, the area's clock, and the message that says why there is no
 * stream (night, off-season, unavailable). Every state is said in words, not by colour alone.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Locale } from '../../../shared/api/envelope.ts';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { clockTime, shortDate, shortDateTime } from '../../format/dates.ts';
import { useAreaNow } from '../../hooks/useAreaNow.ts';
import type { CameraView } from './live-camera.ts';

const CHIP = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold text-white';

/** "Live" while the stream can play or plays; "Snapshot" over a snapshot; nothing over the designed card. */
export function LiveBadge({ view, snapshot }: { view: CameraView; snapshot: boolean }) {
  const { t } = useTranslation('onsite');
  if (view.kind === 'ready' || view.kind === 'playing') {
    return (
      <span className={`${CHIP} bg-red-600 tracking-wide uppercase`} data-testid="live-badge">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
        {t('live.onAir')}
      </span>
    );
  }
  if (view.kind === 'off-season' || view.kind === 'idle' || !snapshot) return null;
  return (
    <span className={`${CHIP} bg-gray-900/80`}>
      <Icon name="camera" className="size-3.5" />
      {t('live.snapshot')}
    </span>
  );
}

/** "10:25" when taken on the day of `now` (area time), else "11月23日 18:25" / "23 Nov 18:25". */
function takenAt(iso: string, now: string, locale: Locale): string {
  const day = (v: string) => shortDate(v, locale);
  return day(iso) === day(now) ? clockTime(iso) : shortDateTime(iso, locale);
}

export function SnapshotTime({ at, now, locale }: { at: string; now: string; locale: Locale }) {
  const { t } = useTranslation('onsite');
  return (
    <p className="pointer-events-none absolute top-3 right-3 rounded-full bg-gray-900/80 px-2.5 py-1 text-xs font-medium text-white tabular-nums" data-testid="snapshot-time">
      <time dateTime={at}>{t('live.takenAt', { time: takenAt(at, now, locale) })}</time>
    </p>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const AREA_OFFSET_MS = 8 * 3600_000;

/** The area's time to the second ("10:30:05"): the site clock, whatever the visitor's time zone. */
function areaSeconds(ms: number): string {
  const d = new Date(ms + AREA_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * The area's clock while the stream plays, ticking each second: the site's clock (the shell's
 * `now`, moved on by the time elapsed in the browser, as useAreaNow does), never the visitor's.
 */
export function AreaClock({ serverNow }: { serverNow: string }) {
  const { t } = useTranslation('onsite');
  const base = useAreaNow(serverNow).getTime();
  const [now, setNow] = useState(base);
  useEffect(() => {
    const start = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = base + (performance.now() - start);
      setNow(at);
      timer = setTimeout(tick, 1000 - (at % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [base]);
  if (Number.isNaN(now)) return null;
  return (
    <p className="pointer-events-none absolute top-3 right-3 rounded-full bg-gray-900/80 px-2.5 py-1 text-xs font-medium text-white tabular-nums" data-testid="live-clock">
      {t('live.areaTime')} <time dateTime={new Date(now).toISOString()}>{areaSeconds(now)}</time>
    </p>
  );
}

function Message({ icon, children, status = false }: { icon: IconName; children: ReactNode; status?: boolean }) {
  return (
    <div role={status ? 'status' : undefined} className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/60 to-transparent px-4 pt-10 pb-3 text-white" data-testid="live-message">
      <div className="flex items-start gap-2 text-sm">
        <Icon name={icon} className="mt-0.5 size-4 shrink-0" />
        <div>{children}</div>
      </div>
    </div>
  );
}

/** Why the camera shows no stream: off for the season, off at night, or unavailable (with the camera's hours). */
export function CameraMessage({ view, snapshot, hours }: { view: CameraView; snapshot: boolean; hours: string | undefined }) {
  const { t } = useTranslation('onsite');
  if (view.kind === 'off-season') {
    return (
      <Message icon="calendar">
        <p className="font-semibold">{t('live.offSeason')}</p>
        {view.reason && <p className="mt-0.5 text-xs text-gray-100">{view.reason}</p>}
      </Message>
    );
  }
  if (view.kind === 'night') {
    return (
      <Message icon="moon">
        <p className="font-semibold">{view.from ? t('live.night', { time: clockTime(view.from.toISOString()) }) : t('live.unavailableNoSnapshot')}</p>
      </Message>
    );
  }
  if (view.kind !== 'unavailable') return null;
  // Without a snapshot the camera shows its designed card: say only that the feed is off.
  const text = !snapshot ? 'live.unavailableNoSnapshot' : view.cut ? 'live.streamCut' : 'live.unavailable';
  return (
    <Message icon="alert" status>
      <p className="font-semibold">{t(text)}</p>
      {hours && <p className="mt-0.5 text-xs text-gray-200">{t('live.hours', { hours })}</p>}
    </Message>
  );
}
