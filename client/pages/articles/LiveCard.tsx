/**
 * One live camera (docs/product.md §4 /live): its snapshot poster, and a player once the visitor
 * asks for it. A stream that cannot be reached or played leaves the snapshot in place with a
 * clear message and the camera's hours, instead of a black box or a spinner that never ends.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../../../shared/api/content.ts';
import { articleHref } from '../../../shared/routes.ts';
import { ItemPhoto } from '../../components/cards/Cards.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { useRouteLoaderData } from 'react-router-dom';
import type { Locale } from '../../../shared/api/envelope.ts';
import type { ShellData } from '../../../shared/state.ts';
import { useLocale } from '../../app-context.tsx';
import { clockTime, shortDate, shortDateTime } from '../../format/dates.ts';
import { ROOT_IDS } from '../../route-facts.ts';
import { LivePlayer } from './LivePlayer.tsx';

/** "10:25" when taken on the day of `now` (area time), else "11月23日 18:25" / "23 Nov 18:25". */
function takenAt(iso: string, now: string, locale: Locale): string {
  const day = (v: string) => shortDate(v, locale);
  return day(iso) === day(now) ? clockTime(iso) : shortDateTime(iso, locale);
}

/** idle: server render / not checked yet; ready: the stream answers; playing: the player is shown. */
type LiveState = 'idle' | 'ready' | 'playing' | 'unavailable';

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
 * `status`: the server's check of the stream (server/data/streams.ts). When it is known the
 * card renders it from the first byte; only an unchecked stream is checked from the browser.
 */
export function LiveCard({ article, headingLevel = 2, status }: { article: ArticleSummary; headingLevel?: 2 | 3; status?: 'online' | 'offline' }) {
  const { t } = useTranslation('onsite');
  const locale = useLocale();
  const shell = useRouteLoaderData(ROOT_IDS[locale]) as ShellData | undefined;
  const now = shell?.now ?? '';
  const { streamUrl, poster, openHours, snapshotAt } = article.attrs;
  // Only the camera's own snapshot: a cover photo with no time would pass an old picture off as live.
  const snapshot = poster || undefined;
  const [state, setState] = useState<LiveState>(status === 'online' ? 'ready' : status === 'offline' ? 'unavailable' : 'idle');
  const H = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (status) return;
    if (!streamUrl) {
      setState('unavailable');
      return;
    }
    const ctl = new AbortController();
    void streamReachable(streamUrl, ctl.signal).then((ok) => {
      if (!ctl.signal.aborted) setState(ok ? 'ready' : 'unavailable');
    });
    return () => ctl.abort();
  }, [streamUrl, status]);

  const badge =
    state === 'ready' || state === 'playing' ? (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-semibold text-white">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
        {t('live.onAir')}
      </span>
    ) : state === 'unavailable' && snapshot ? (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-gray-900/80 px-2.5 py-1 text-xs font-semibold text-white">
        <Icon name="camera" className="size-3.5" />
        {t('live.snapshot')}
      </span>
    ) : null;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900" data-live-state={state}>
      <div className="relative aspect-video overflow-hidden bg-gray-900">
        {state === 'playing' && streamUrl ? (
          <LivePlayer src={streamUrl} poster={snapshot} label={t('live.player', { name: article.title })} onFail={() => setState('unavailable')} />
        ) : (
          <ItemPhoto src={snapshot} kind="live" alt={t('live.snapshotOf', { name: article.title })} sizes="(min-width: 1024px) 560px, 100vw" className="size-full object-cover" />
        )}
        <div className="pointer-events-none absolute top-3 left-3">{badge}</div>
        {state !== 'playing' && snapshot && snapshotAt && (
          <p className="pointer-events-none absolute top-3 right-3 rounded-full bg-gray-900/80 px-2.5 py-1 text-xs font-medium text-white tabular-nums" data-testid="snapshot-time">
            <time dateTime={snapshotAt}>{t('live.takenAt', { time: takenAt(snapshotAt, now, locale) })}</time>
          </p>
        )}
        {state === 'ready' && (
          <button
            type="button"
            onClick={() => setState('playing')}
            className="absolute inset-0 flex items-center justify-center bg-black/20 text-white transition hover:bg-black/30 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-300"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-white/95 px-5 py-2.5 text-sm font-semibold text-gray-900 shadow-lg">
              <Icon name="play" className="size-4" />
              {t('live.watch')}
              <span className="sr-only">{article.title}</span>
            </span>
          </button>
        )}
        {state === 'unavailable' && (
          <div role="status" className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/60 to-transparent px-4 pt-10 pb-3 text-white">
            <p className="flex items-start gap-2 text-sm font-semibold">
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              {/* Without a snapshot the camera shows its designed card: say only that the feed is off. */}
              {t(snapshot ? 'live.unavailable' : 'live.unavailableNoSnapshot')}
            </p>
            {openHours && <p className="mt-0.5 pl-6 text-xs text-gray-200">{t('live.hours', { hours: openHours })}</p>}
          </div>
        )}
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
