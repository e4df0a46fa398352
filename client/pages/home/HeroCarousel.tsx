/**
 * The home hero (PRODUCT.md §4 "/"): the home module's banners as a full-bleed carousel.
 * Accessible carousel pattern (WAI-ARIA APG): previous/next, one button per slide, and a
 * pause button that is always reachable. Auto-advance stops on hover/focus and never runs
 * under prefers-reduced-motion. The server renders the first slide; the rest only fade in
 * once the page is interactive.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeBanner } from '../../../shared/api/content.ts';
import { Photo } from '../../components/cards/Cards.tsx';
import { LocaleLink } from '../../components/LocaleLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';

/** Time each slide stays before the next (no SPEC value; long enough to read a subtitle). */
export const HERO_INTERVAL_MS = 7000;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(mq.matches);
    const on = () => setReduced(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduced;
}

/** Round glass buttons on the photo (the design system's on-photo button). */
const ctrl = 'btn btn--on-photo btn--icon';

export function HeroCarousel({ banners, siteName }: { banners: HomeBanner[]; siteName: string }) {
  const { t } = useTranslation('places');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reduced = useReducedMotion();
  const n = banners.length;
  const go = useCallback((i: number) => setIndex(((i % n) + n) % n), [n]);
  const rotating = n > 1 && !paused && !held && !reduced;
  // Photos load only for slides shown so far and the next one, not all banners up front.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => setSeen((s) => (s.has(index) ? s : new Set(s).add(index))), [index]);

  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => go(index + 1), HERO_INTERVAL_MS);
    return () => window.clearTimeout(id);
  }, [rotating, index, go]);

  if (n === 0) return null;
  return (
    <section
      className="relative isolate h-[78svh] min-h-[30rem] w-full overflow-hidden bg-gray-900 sm:h-[86vh] sm:max-h-[54rem]"
      aria-roledescription="carousel"
      aria-label={t('home.hero.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      data-testid="hero"
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((b, i) => {
          const active = i === index;
          return (
            <div
              key={`${b.image}-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.hero.slide', { n: i + 1, total: n })}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-1000 motion-reduce:transition-none ${active ? 'opacity-100' : 'opacity-0'}`}
            >
              {(seen.has(i) || i === (index + 1) % n) && <Photo src={b.image} alt="" sizes="100vw" eager={i === 0} className="size-full object-cover" />}
              <div className="absolute inset-0 bg-gradient-to-t from-gray-950/85 via-gray-950/25 to-gray-950/45" />
              <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-5 pb-28 sm:px-8 sm:pb-32 lg:pb-36">
                <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-white/85 uppercase sm:text-sm">{siteName}</p>
                <h2 className="max-w-3xl text-4xl leading-tight font-bold text-balance text-white sm:text-6xl">{b.title}</h2>
                {b.subtitle && <p className="mt-4 max-w-2xl text-base text-pretty text-white/90 sm:text-xl">{b.subtitle}</p>}
                {b.link && (
                  <LocaleLink
                    to={b.link}
                    className="btn btn--primary btn--lg mt-7 shadow-lg shadow-black/20"
                  >
                    {t('home.hero.cta')}
                    <span className="sr-only">: {b.title}</span>
                    <Icon name="arrowRight" className="size-5" />
                  </LocaleLink>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {n > 1 && (
        <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 pb-8 sm:px-8 sm:pb-10">
          <ol className="flex items-center gap-1">
            {banners.map((b, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t('home.hero.goTo', { n: i + 1, title: b.title })}
                  aria-current={i === index ? 'true' : undefined}
                  className="group flex h-11 items-center px-1.5 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-8 bg-white' : 'w-4 bg-white/50 group-hover:bg-white/80'}`} />
                </button>
              </li>
            ))}
          </ol>
          <div className="flex items-center gap-2">
            {/* Under reduced motion nothing moves, so there is nothing to pause. */}
            {!reduced && (
              <button type="button" className={ctrl} onClick={() => setPaused((p) => !p)} aria-label={paused ? t('home.hero.play') : t('home.hero.pause')} data-testid="hero-pause">
                <Icon name={paused ? 'play' : 'pause'} className="size-5" />
              </button>
            )}
            <button type="button" className={ctrl} onClick={() => go(index - 1)} aria-label={t('home.hero.prev')}>
              <Icon name="chevronLeft" className="size-5" />
            </button>
            <button type="button" className={ctrl} onClick={() => go(index + 1)} aria-label={t('home.hero.next')}>
              <Icon name="chevronRight" className="size-5" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
