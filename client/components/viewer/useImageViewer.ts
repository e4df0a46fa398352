/**
 * A click handler that opens the image viewer on a set of photos. Used on links whose href is
 * the full-size photo: a plain click opens the viewer (lazy-loaded), a modified click (new
 * tab) or a page without JavaScript follows the link, and a failed viewer load only warns
 * and then follows it too.
 */
import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isPlainClick } from '../ui/plainClick.ts';
import { VIEWER_TOOLBAR, type ViewerLabels } from './options.ts';
import { openImageViewer, type ViewerImage } from './open.ts';

function useViewerLabels(): ViewerLabels {
  const { t } = useTranslation('places');
  const labels = Object.fromEntries(VIEWER_TOOLBAR.map((b) => [b, t(`viewer.${b}`)])) as Record<string, string>;
  return { ...labels, close: t('viewer.close') } as ViewerLabels;
}

export function useImageViewer(images: ViewerImage[]): (index: number) => (e: MouseEvent<HTMLElement>) => void {
  const labels = useViewerLabels();
  const key = images.map((i) => i.src).join('|');
  return useCallback(
    (index: number) => (e: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(e)) return;
      e.preventDefault();
      const from = e.currentTarget;
      const href = from instanceof HTMLAnchorElement ? from.href : null;
      openImageViewer(images, index, labels, from).catch((err: unknown) => {
        console.warn('[viewer] could not open the image viewer', err);
        if (href) window.location.assign(href);
      });
    },
    // `images` is compared by its URLs (`key`) so a re-render with equal data keeps the handler.
    [key, labels.close],
  );
}
