/**
 * Type-specific media on an article's own page: the audio guide player with its transcript,
 * or the live camera's link back to the live page. preload="none": nothing downloads before
 * the visitor presses play.
 */
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ArticleSummary } from '../../../../shared/api/content.ts';
import { safeUrl } from '../../../../shared/safe-url.ts';
import { LocaleLink } from '../../../components/LocaleLink.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';

export function MediaBlock({ a }: { a: ArticleSummary }) {
  const { t } = useTranslation('pages');
  const { audioUrl, transcript } = a.attrs;
  if (a.typeCode === 'explain' && audioUrl) {
    return (
      <div className="mb-8 rounded-3xl bg-violet-50 p-5 ring-1 ring-violet-200 dark:bg-violet-950/40 dark:ring-violet-900">
        <p className="mb-3 inline-flex items-center gap-2 font-semibold text-violet-900 dark:text-violet-200">
          <Icon name="headphones" className="size-5" />
          {t('titles.explain')}
        </p>
        <audio controls preload="none" src={safeUrl(audioUrl) ?? undefined} className="w-full print:hidden" />
        {transcript && <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-gray-700 dark:text-gray-300">{transcript}</p>}
      </div>
    );
  }
  if (a.typeCode === 'live') {
    return (
      <LocaleLink to="/live" className="mb-8 inline-flex h-11 items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800">
        <Icon name="camera" className="size-5" />
        {t('titles.live')}
      </LocaleLink>
    );
  }
  return null;
}
