/**
 * One live camera (docs/product.md §4 /live, docs/cameras.md): in camera hours (daylight) a
 * stream the visitor can play, with a "Live" badge and the area's clock; outside them the
 * evening's last snapshot and when the camera comes back on; off-season the reason and no
 * picture of another season. A stream that cannot be reached, or is cut while it plays, leaves
 * the latest snapshot with its time and a clear message, never a black box or an endless spinner.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRouteLoaderData } from 'react-router-dom';
import type { ArticleSummary } from '../../../shared/api/content.ts';
import type { ShellData } from '../../../shared/state.ts';
import { articleHref } from '../../../shared/routes.ts';
import { useLocale } from '../../app-context.tsx';
import { ItemPhoto } from '../../components/cards/Cards.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { useAreaNow } from '../../hooks/useAreaNow.ts';
import { ROOT_IDS } from '../../route-facts.ts';
import { cameraView } from './live-camera.ts';
import { AreaClock, CameraMessage, LiveBadge, SnapshotTime } from './LiveOverlays.tsx';
import { LivePlayer } from './LivePlayer.tsx';

type StreamStatus = 'online' | 'offline';

/** Does the stream's playlist answer? Only its headers are fetched, never the video. */
async function streamReachable(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(url, { method: 'HEAD', signal, cache: 'no-store' });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The stream's status: the server's check (server/data/streams.ts) when it made one, so the card
 * renders it from the first byte; otherwise the browser checks it once (undefined until then).
 */
function useStreamStatus(streamUrl: string | undefined, server: StreamStatus | undefined): StreamStatus | undefined {
  const [checked, setChecked] = useState<StreamStatus | undefined>(undefined);
  useEffect(() => {
    if (server) return;
    if (!streamUrl) return setChecked('offline');
    const ctl = new AbortController();
    void streamReachable(streamUrl, ctl.signal).then((ok) => {
      if (!ctl.signal.aborted) setChecked(ok ? 'online' : 'offline');
    });
    return () => ctl.abort();
  }, [streamUrl, server]);
  return server ?? checked;
}

export function LiveCard({ article, headingLevel = 2, status }: { article: ArticleSummary; headingLevel?: 2 | 3; status?: StreamStatus }) {
  const { t } = useTranslation('onsite');
  const locale = useLocale();
  const shell = useRouteLoaderData(ROOT_IDS[locale]) as ShellData | undefined;
  const serverNow = shell?.now ?? '';
  const now = useAreaNow(serverNow);
  const { streamUrl, poster, openHours, snapshotAt, offSeason } = article.attrs;
  // Only the camera's own snapshot of this season: a cover photo with no time would pass an old picture off as live.
  const snapshot = offSeason === undefined ? poster || undefined : undefined;
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const checked = useStreamStatus(streamUrl, status);
  const view = cameraView({ offSeason, status: checked, playing, failed, now: serverNow ? now : null });
  const H = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900" data-live-state={view.kind}>
      <div className="relative aspect-video overflow-hidden bg-gray-900">
        {view.kind === 'playing' && streamUrl ? (
          <LivePlayer src={streamUrl} poster={snapshot} label={t('live.player', { name: article.title })} onFail={() => setFailed(true)} />
        ) : (
          <ItemPhoto src={snapshot} kind="live" alt={t('live.snapshotOf', { name: article.title })} sizes="(min-width: 1024px) 560px, 100vw" className="size-full object-cover" />
        )}
        <div className="pointer-events-none absolute top-3 left-3">
          <LiveBadge view={view} snapshot={!!snapshot} />
        </div>
        {view.kind === 'playing' ? (
          <AreaClock serverNow={serverNow} />
        ) : (
          snapshot && snapshotAt && <SnapshotTime at={snapshotAt} now={serverNow} locale={locale} />
        )}
        {view.kind === 'ready' && (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="absolute inset-0 flex items-center justify-center bg-black/20 text-white transition hover:bg-black/30 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-300"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-white/95 px-5 py-2.5 text-sm font-semibold text-gray-900 shadow-lg">
              <Icon name="play" className="size-4" />
              {t('live.watch')}
              <span className="sr-only">{article.title}</span>
            </span>
          </button>
        )}
        <CameraMessage view={view} snapshot={!!snapshot} hours={openHours} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <H className="text-lg leading-snug font-semibold text-gray-900 dark:text-white">
          <LocaleLink to={articleHref(article.typeCode, article.id)} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
            {article.title}
          </LocaleLink>
        </H>
        {article.summary && <p className="mt-1.5 line-clamp-2 text-sm text-gray-600 dark:text-gray-300">{article.summary}</p>}
        {openHours && (
          <p className="mt-auto flex items-center gap-1.5 pt-3 text-sm text-gray-700 dark:text-gray-300">
            <Icon name="clock" className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
            <span className="sr-only">{t('live.hoursLabel')}</span>
            {openHours}
          </p>
        )}
      </div>
    </article>
  );
}
