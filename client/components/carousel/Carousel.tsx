/**
 * The one carousel (home hero, /article/swiper, /theme/swiper, /template/swiper), after the
 * WAI-ARIA APG "Carousel" pattern: a labelled region, slides as labelled groups, previous/
 * next buttons, one dot per stop, arrow keys/Home/End, and — when it auto-advances — a pause
 * button that is always reachable; auto-advance also holds while the pointer or focus is
 * inside and never runs under reduced motion. Native scroll-snap does the moving
 * (useSnapTrack.ts), so touch and trackpads work and the server HTML is usable without JS.
 */
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { Icon } from '../ui/Icon.tsx';
import { useSlidePhotos } from './useSlidePhotos.ts';
import { useSnapTrack } from './useSnapTrack.ts';

interface Slide {
  key: string | number;
  node: ReactNode;
  /** Names the slide's dot ("Slide 3: …") where a slide has a title. */
  title?: string;
}

/** `one`: a full-width slide per view; `multi`: 1.15 / 2 / 3 slides per view by width. */
type PerView = 'one' | 'multi';

export interface CarouselProps {
  label: string;
  slides: Slide[];
  perView?: PerView;
  /** Auto-advance every this many ms (and wrap around); adds the pause button. */
  autoplayMs?: number;
  /** `photo`: the carousel fills its box and its controls sit on the photos (home hero). */
  tone?: 'default' | 'photo';
  className?: string;
  /** data-testid of the region; the pause button gets `<testId>-pause`. */
  testId?: string;
}

const SLIDE_WIDTH: Record<PerView, string> = {
  one: 'w-full',
  multi: 'w-[85%] sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]',
};

/** More dots than this do not fit one row beside the buttons at 360 px. */
const MAX_PHONE_DOTS = 8;

const BUTTON = {
  default:
    'inline-flex size-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:border-brand-300 dark:hover:text-brand-300',
  photo: 'btn btn--on-photo btn--icon',
};
/** Dot classes (client/styles/components/carousel.css); the current one is styled by its aria-current. */
const DOT = { default: 'group dot', photo: 'group dot-photo' };

export function Carousel({ label, slides, perView = 'multi', autoplayMs, tone = 'default', className = '', testId }: CarouselProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const { track, measured, count, active, heading, goTo, onScroll, release } = useSnapTrack(slides.length);
  const photos = useSlidePhotos(active, perView === 'one');
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const loop = autoplayMs !== undefined;
  const rotating = loop && count > 1 && !paused && !held && !reduced;
  const step = (to: number) => goTo(loop ? (to + count) % count : to);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => goTo((active + 1) % count), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, active, count, autoplayMs, goTo]);

  // A pointer over it or focus inside: auto-advance holds, and every slide's photo may load.
  const hold = () => {
    setHeld(true);
    photos.reach();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const from = heading.current ?? active;
    const to = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    step(to);
  };

  const photo = tone === 'photo';
  const titled = count === slides.length;
  const controls = (
    <div className={`${photo ? 'wrap absolute inset-x-0 bottom-0 flex items-center justify-between gap-4 pb-8 sm:pb-10' : 'mt-4 flex items-center justify-between gap-4'} print:hidden`}>
      {/* Many dots wrap on a phone: there a counter stands in for them. */}
      {count > MAX_PHONE_DOTS && (
        <p className="text-sm font-medium text-gray-600 tabular-nums sm:hidden dark:text-gray-300" aria-hidden="true">
          {active + 1} / {count}
        </p>
      )}
      {/* On a photo the controls sit in one row at the foot of the slide, under its text: the dots
          narrow rather than wrap onto a second row (at a larger text size) that would reach the text. */}
      <div className={`${count > MAX_PHONE_DOTS ? 'hidden sm:flex' : 'flex'} ${photo ? 'min-w-0' : 'flex-wrap'} items-center gap-1`} role="group" aria-label={t('swiper.dots')}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            data-carousel-dot=""
            aria-controls={`${id}-track`}
            aria-label={titled && slides[i]!.title ? t('swiper.goToTitled', { n: i + 1, title: slides[i]!.title }) : t('swiper.goTo', { n: i + 1, total: count })}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => goTo(i)}
            className={DOT[tone]}
          >
            <span />
          </button>
        ))}
      </div>
      <div className="flex shrink-0 gap-2">
        {/* Under reduced motion nothing moves, so there is nothing to pause. */}
        {loop && !reduced && (
          <button type="button" className={BUTTON[tone]} onClick={() => setPaused((p) => !p)} aria-label={paused ? t('swiper.play') : t('swiper.pause')} data-testid={`${testId ?? 'carousel'}-pause`}>
            <Icon name={paused ? 'play' : 'pause'} className="size-5" />
          </button>
        )}
        <button type="button" className={BUTTON[tone]} onClick={() => step(active - 1)} disabled={!loop && active === 0} aria-controls={`${id}-track`} aria-label={t('swiper.prev')}>
          <Icon name="chevronLeft" className="size-5" />
        </button>
        <button type="button" className={BUTTON[tone]} onClick={() => step(active + 1)} disabled={!loop && active >= count - 1} aria-controls={`${id}-track`} aria-label={t('swiper.next')}>
          <Icon name="chevronRight" className="size-5" />
        </button>
      </div>
    </div>
  );

  return (
    <section
      className={`relative ${className}`}
      role="region"
      aria-roledescription={t('swiper.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={hold}
      onMouseLeave={() => setHeld(false)}
      onPointerDown={photos.reach}
      onFocus={hold}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      data-carousel=""
      data-testid={testId}
    >
      <div
        ref={track}
        id={`${id}-track`}
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={release}
        onWheel={release}
        onTouchStart={release}
        className={`carousel-track ${photo ? 'h-full focus-visible:-outline-offset-4' : 'gap-4 rounded-xl pb-1 focus-visible:outline-offset-4'}`}
      >
        {slides.map((s, i) => {
          // One slide per view: the others are off screen, so out of the tab order and the a11y tree.
          const hidden = perView === 'one' && i !== active;
          return (
            <div
              key={s.key}
              role="group"
              aria-roledescription={t('swiper.slide')}
              aria-label={t('swiper.position', { n: i + 1, total: slides.length })}
              aria-hidden={hidden || undefined}
              inert={hidden}
              data-photo-wait={photos.waits(i) ? '' : undefined}
              className={`carousel-slide ${SLIDE_WIDTH[perView]}${photo ? ' relative h-full' : ''}`}
            >
              {s.node}
            </div>
          );
        })}
      </div>
      {count > 1 && controls}
      <p className="sr-only" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {measured ? t('swiper.position', { n: active + 1, total: count }) : ''}
      </p>
    </section>
  );
}
