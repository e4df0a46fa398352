/**
 * A light, accessible carousel (PRODUCT.md §4: /article/swiper, /theme/swiper,
 * /template/swiper): native horizontal scrolling with scroll-snap does the moving (touch,
 * trackpad and no-JS all work), the buttons, dots and arrow keys only call scrollTo.
 * Pattern: WAI-ARIA APG "Carousel" (region + roledescription, slides as labelled groups).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Slide {
  key: string | number;
  node: ReactNode;
}

/** `one`: a full-width slide per view; `multi`: 1.15 / 2 / 3 slides per view by width. */
type PerView = 'one' | 'multi';

const SLIDE_WIDTH: Record<PerView, string> = {
  one: 'w-full',
  multi: 'w-[85%] sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]',
};

/** More dots than this do not fit one row beside the buttons at 360 px. */
const MAX_PHONE_DOTS = 8;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Swiper({ label, slides, perView = 'multi', className = '' }: { label: string; slides: Slide[]; perView?: PerView; className?: string }) {
  const { t } = useTranslation('guide');
  const track = useRef<HTMLDivElement>(null);
  const id = useId();
  // Scroll positions the carousel can rest at: one per slide, except that slides which can
  // never reach the left edge (the last ones in a multi view) share the end position.
  // Before measuring (server render) every slide is a stop.
  const [stops, setStops] = useState<number[] | null>(null);
  const [active, setActive] = useState(0);
  const count = stops?.length ?? slides.length;

  const measure = useCallback(() => {
    const el = track.current;
    const first = el?.firstElementChild as HTMLElement | null;
    if (!el || !first) return;
    const max = el.scrollWidth - el.clientWidth;
    const xs: number[] = [];
    for (const child of Array.from(el.children) as HTMLElement[]) {
      const x = child.offsetLeft - first.offsetLeft;
      if (x < max - 2) xs.push(x);
    }
    if (max > 0) xs.push(max);
    setStops(xs.length ? xs : [0]);
  }, []);

  // While the carousel glides to a stop it was sent to, the positions it passes on the way
  // must not move the current dot (two quick presses of → would otherwise lose a step).
  const target = useRef<number | null>(null);

  const nearest = useCallback(() => {
    const el = track.current;
    if (!el || !stops) return 0;
    let best = 0;
    stops.forEach((x, i) => {
      if (Math.abs(x - el.scrollLeft) < Math.abs(stops[best]! - el.scrollLeft)) best = i;
    });
    return best;
  }, [stops]);

  const onScroll = useCallback(() => {
    const el = track.current;
    if (!el || !stops) return;
    if (target.current !== null) {
      if (Math.abs(el.scrollLeft - stops[target.current]!) > 2) return;
      target.current = null;
    }
    setActive(nearest());
  }, [stops, nearest]);

  /** The visitor takes over (finger, wheel, scrollbar): follow the scroll position again. */
  const release = useCallback(() => {
    target.current = null;
  }, []);

  const onScrollEnd = useCallback(() => {
    target.current = null;
    setActive(nearest());
  }, [nearest]);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    el.addEventListener('scrollend', onScrollEnd);
    return () => el.removeEventListener('scrollend', onScrollEnd);
  }, [onScrollEnd]);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [measure, slides.length]);

  useEffect(() => setActive(nearest()), [nearest]);

  const goTo = (i: number) => {
    const el = track.current;
    if (!el || !stops) return;
    const n = Math.max(0, Math.min(stops.length - 1, i));
    setActive(n);
    target.current = Math.abs(el.scrollLeft - stops[n]!) > 2 ? n : null;
    el.scrollTo({ left: stops[n]!, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const from = target.current ?? active;
    const to = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    goTo(to);
  };

  const atStart = active === 0;
  const atEnd = active >= count - 1;
  const btn =
    'inline-flex size-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:border-brand-300 dark:hover:text-brand-300';

  return (
    <section
      className={`relative ${className}`}
      role="region"
      aria-roledescription={t('swiper.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-swiper=""
    >
      <div
        ref={track}
        id={`${id}-track`}
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={release}
        onWheel={release}
        onTouchStart={release}
        className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain rounded-xl pb-1 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((s, i) => (
          <div
            key={s.key}
            role="group"
            aria-roledescription={t('swiper.slide')}
            aria-label={t('swiper.position', { n: i + 1, total: slides.length })}
            className={`${SLIDE_WIDTH[perView]} shrink-0 snap-start`}
          >
            {s.node}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-4 flex items-center justify-between gap-4">
          {/* Many dots wrap on a phone: there a counter stands in for them. */}
          {count > MAX_PHONE_DOTS && (
            <p className="text-sm font-medium text-gray-600 tabular-nums sm:hidden dark:text-gray-300" aria-hidden="true">
              {active + 1} / {count}
            </p>
          )}
          <div className={`${count > MAX_PHONE_DOTS ? 'hidden sm:flex' : 'flex'} flex-wrap items-center gap-1`} role="group" aria-label={t('swiper.dots')}>
            {Array.from({ length: count }, (_, i) => (
              <button
                key={i}
                type="button"
                data-swiper-dot=""
                aria-controls={`${id}-track`}
                aria-label={t('swiper.goTo', { n: i + 1, total: count })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => goTo(i)}
                className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === active ? 'w-5 bg-brand-600 dark:bg-brand-300' : 'w-2 bg-gray-300 group-hover:bg-gray-400 dark:bg-gray-600'}`}
                />
              </button>
            ))}
          </div>
          <div className="flex shrink-0 gap-2">
            <button type="button" className={btn} onClick={() => goTo(active - 1)} disabled={atStart} aria-controls={`${id}-track`} aria-label={t('swiper.prev')}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M12.5 4.5 7 10l5.5 5.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <button type="button" className={btn} onClick={() => goTo(active + 1)} disabled={atEnd} aria-controls={`${id}-track`} aria-label={t('swiper.next')}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M7.5 4.5 13 10l-5.5 5.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
        </div>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {stops ? t('swiper.position', { n: active + 1, total: count }) : ''}
      </p>
    </section>
  );
}
