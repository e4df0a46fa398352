/**
 * One audio-guide stop (docs/product.md §4 /explain): a native player in the page's language
 * (the content service localizes attrs.audioUrl), its length, and the transcript behind a
 * disclosure. preload="none": nothing is downloaded until the visitor presses play.
 */
import type { SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ArticleSummary } from '../../../shared/api/content.ts';
import { articleHref } from '../../../shared/routes.ts';
import { useLocale } from '../../app-context.tsx';
import { ItemPhoto } from '../../components/cards/Cards.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { isoSeconds, mediaClock } from '../../format/dates.ts';

/** One guide speaks at a time: starting a stop pauses any other player on the page. */
function pauseOthers(e: SyntheticEvent<HTMLAudioElement>) {
  for (const el of Array.from(document.querySelectorAll('audio'))) if (el !== e.currentTarget) el.pause();
}

export function AudioGuideCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('onsite');
  const locale = useLocale();
  const { audioUrl, audioDuration, transcript } = article.attrs;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `guide-${article.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex flex-wrap gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-gray-100 sm:size-28 dark:bg-gray-800">
          <ItemPhoto src={article.cover} kind={article.typeCode} sizes="112px" className="size-full object-cover" />
        </div>
        <div className="min-w-0 flex-1 basis-40">
          <H id={headingId} className="text-base leading-snug font-semibold text-gray-900 sm:text-lg dark:text-white">
            <LocaleLink to={articleHref(article.typeCode, article.id)} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
              {article.title}
            </LocaleLink>
          </H>
          {article.summary && <p className="mt-1 line-clamp-2 text-sm text-gray-600 dark:text-gray-300">{article.summary}</p>}
          {audioDuration != null && (
            <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs font-medium text-gray-600 dark:text-gray-400">
              <Icon name="headphones" className="size-4 text-brand-700 dark:text-brand-300" />
              {t('explain.duration')}
              <time dateTime={isoSeconds(audioDuration)} className="tabular-nums">
                {mediaClock(audioDuration)}
              </time>
            </p>
          )}
        </div>
      </div>
      {audioUrl ? (
        <audio
          className="mt-4 w-full print:hidden"
          controls
          preload="none"
          src={audioUrl}
          lang={locale}
          aria-label={t('explain.player', { name: article.title })}
          onPlay={pauseOthers}
        >
          <a href={audioUrl}>{t('explain.download')}</a>
        </audio>
      ) : (
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">{t('explain.noAudio')}</p>
      )}
      {transcript && (
        <details className="group mt-3 rounded-xl bg-gray-50 dark:bg-gray-800/60">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 [&::-webkit-details-marker]:hidden">
            {t('explain.transcript')}
            <Icon name="chevronRight" className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
          </summary>
          <p className="px-4 pb-4 text-sm leading-relaxed whitespace-pre-line text-gray-700 dark:text-gray-300">{transcript}</p>
        </details>
      )}
    </article>
  );
}
