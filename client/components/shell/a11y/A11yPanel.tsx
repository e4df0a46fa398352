/**
 * The accessibility toolbar (docs/product.md §5), a lazy chunk loaded on the first
 * click of its button: text size, high contrast, reading guide, large cursor, read aloud
 * (speechSynthesis in the page language), read the page, reset. Settings are kept
 * (settings.ts). A non-modal panel: Escape or the close button closes it and focus goes
 * back to where it came from.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../ui/Icon.tsx';
import { applyA11y, canSpeak, readPage, stopSpeaking } from './effects.ts';
import { DEFAULT_A11Y, readA11y, saveA11y, ZOOM_STEPS, type A11ySettings } from './settings.ts';

type Flag = 'contrast' | 'guide' | 'cursor' | 'speak';

/** @public Loaded on demand: `import('./A11yPanel.tsx')` in its opener. */
export function A11yPanel({ onClose, lang }: { onClose(): void; lang: string }) {
  const { t } = useTranslation('common');
  const [s, setS] = useState<A11ySettings>(readA11y);
  const ref = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    returnTo.current = document.activeElement;
    ref.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // Once per opening: the panel mounts when it opens, and `close` from that render stays valid.
  }, []);

  // Just below the header as drawn: its height follows the text size, the language and
  // wrapped rows, which the stylesheet's header tokens cannot know (docs/product.md §5).
  // Measured while rendering, before the panel is in the page, so its first style already
  // has it: measured after mounting, the panel is first laid out at the tokens' guess and
  // then moves (and under reduced motion's short transitions, base.css, it slides there).
  const [top, setTop] = useState(headerBottom);
  useEffect(() => {
    const header = document.querySelector('.site-header');
    if (!header || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setTop(headerBottom()));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  const close = () => {
    onClose();
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
  };

  const update = (next: A11ySettings) => {
    setS(next);
    saveA11y(next);
    applyA11y(next, lang);
  };
  const zoomIndex = Math.max(0, ZOOM_STEPS.indexOf(s.zoom as (typeof ZOOM_STEPS)[number]));
  const setZoom = (i: number) => update({ ...s, zoom: ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, Math.max(0, i))]! });
  const flag = (k: Flag, label: string, icon: Parameters<typeof Icon>[0]['name'], disabled = false) => (
    <button type="button" className="a11y-toggle" aria-pressed={s[k]} disabled={disabled} onClick={() => update({ ...s, [k]: !s[k] })} data-testid={`a11y-${k}`}>
      <Icon name={icon} size={18} />
      {label}
    </button>
  );
  const speech = canSpeak();

  return (
    <div ref={ref} className="a11y-panel" style={top === undefined ? undefined : ({ '--a11y-top': `${top}px` } as CSSProperties)} role="region" aria-label={t('a11y.toolbar')} data-a11y-toolbar="" data-testid="a11y-panel">
      <div className="a11y-panel__head">
        <h2 className="a11y-panel__title">{t('a11y.toolbar')}</h2>
        <button type="button" className="icon-btn" onClick={close} aria-label={t('a11y.close')}>
          <Icon name="close" />
        </button>
      </div>
      <div className="a11y-panel__zoom" role="group" aria-label={t('a11y.textSize')}>
        <button type="button" className="icon-btn" onClick={() => setZoom(zoomIndex - 1)} disabled={zoomIndex === 0} data-testid="a11y-zoom-out">
          {/* The name starts with the visible label (WCAG 2.5.3, Label in Name). */}
          A−<span className="sr-only"> {t('a11y.zoomOut')}</span>
        </button>
        <output className="a11y-panel__zoom-value" aria-live="polite">
          {Math.round(s.zoom * 100)}%
        </output>
        <button type="button" className="icon-btn" onClick={() => setZoom(zoomIndex + 1)} disabled={zoomIndex === ZOOM_STEPS.length - 1} data-testid="a11y-zoom-in">
          A+<span className="sr-only"> {t('a11y.zoomIn')}</span>
        </button>
      </div>
      <div className="a11y-panel__grid">
        {flag('contrast', t('a11y.contrast'), 'sun')}
        {flag('guide', t('a11y.guide'), 'list')}
        {flag('cursor', t('a11y.cursor'), 'a11y')}
        {flag('speak', t('a11y.speak'), 'volume', !speech)}
      </div>
      {speech ? (
        <>
          <p className="a11y-panel__hint">{t('a11y.speakHint')}</p>
          <div className="a11y-panel__row">
            <button type="button" className="btn btn--sm btn--secondary" onClick={() => readPage(lang)}>
              {t('a11y.readPage')}
            </button>
            <button type="button" className="btn btn--sm" onClick={stopSpeaking}>
              {t('a11y.stop')}
            </button>
          </div>
        </>
      ) : (
        <p className="a11y-panel__hint">{t('a11y.unsupported')}</p>
      )}
      <button type="button" className="btn btn--sm btn--ghost a11y-panel__reset" onClick={() => update({ ...DEFAULT_A11Y })} data-testid="a11y-reset">
        {t('a11y.reset')}
      </button>
    </div>
  );
}

/** The header's bottom edge in whole pixels, or nothing where there is no header. */
function headerBottom(): number | undefined {
  const header = document.querySelector('.site-header');
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : undefined;
}
