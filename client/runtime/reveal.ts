/**
 * Scroll-reveal animations (docs/behaviour.md §9 defaults: offset 120, delay 0, duration 400 ms,
 * easing ease, throttle 99 ms, debounce 50 ms). Any element with `data-reveal` fades/slides
 * in when it comes within 120 px of the viewport bottom.
 * Elements already on screen at load are left alone (no flash, no delayed LCP); nothing is
 * hidden without JavaScript; prefers-reduced-motion turns it all off.
 * Per element: data-reveal="fade-up | fade | zoom | fade-left | fade-right",
 * data-reveal-delay / data-reveal-duration (ms), data-reveal-easing.
 */
import { REDUCED_MOTION_QUERY } from '../hooks/useReducedMotion.ts';

export const REVEAL_DEFAULTS = { offset: 120, delay: 0, duration: 400, easing: 'ease', throttle: 99, debounce: 50 } as const;

const PENDING = 'reveal-pending';
const DONE = 'is-revealed';

export function installReveal(): void {
  const reduce = matchMedia(REDUCED_MOTION_QUERY);
  const tracked = new WeakSet<Element>();
  const pending = new Set<HTMLElement>();

  const show = (el: HTMLElement) => {
    pending.delete(el);
    io?.unobserve(el);
    el.classList.add(DONE);
    el.classList.remove(PENDING);
  };

  const io =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const e of entries) if (e.isIntersecting) show(e.target as HTMLElement);
          },
          { rootMargin: `0px 0px -${REVEAL_DEFAULTS.offset}px 0px` },
        );

  const hide = (el: HTMLElement) => {
    const { revealDelay, revealDuration, revealEasing } = el.dataset;
    el.style.setProperty('--reveal-delay', `${Number(revealDelay ?? REVEAL_DEFAULTS.delay) || 0}ms`);
    el.style.setProperty('--reveal-duration', `${Number(revealDuration ?? REVEAL_DEFAULTS.duration) || REVEAL_DEFAULTS.duration}ms`);
    el.style.setProperty('--reveal-easing', revealEasing || REVEAL_DEFAULTS.easing);
    el.classList.add(PENDING);
    pending.add(el);
    io?.observe(el);
  };

  const scan = () => {
    const fresh = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter((el) => !tracked.has(el));
    for (const el of fresh) tracked.add(el);
    if (reduce.matches) return;
    // Only what is below the fold gets hidden; what the visitor already sees stays put. Every
    // position is read before anything is written: one layout for the batch, where reading
    // after each element's writes forced a layout per element.
    const fold = window.innerHeight - REVEAL_DEFAULTS.offset;
    const below = fresh.filter((el) => el.getBoundingClientRect().top >= fold);
    for (const el of below) hide(el);
  };

  // Fallback without IntersectionObserver: a scroll check throttled to 99 ms.
  if (!io) {
    let last = 0;
    let timer = 0;
    const check = () => {
      last = Date.now();
      for (const el of pending) if (el.getBoundingClientRect().top < window.innerHeight - REVEAL_DEFAULTS.offset) show(el);
    };
    window.addEventListener(
      'scroll',
      () => {
        const wait = REVEAL_DEFAULTS.throttle - (Date.now() - last);
        clearTimeout(timer);
        if (wait <= 0) check();
        else timer = window.setTimeout(check, wait);
      },
      { passive: true },
    );
  }

  // New content (client navigations) is picked up, debounced by 50 ms.
  let debounce = 0;
  const rescan = () => {
    clearTimeout(debounce);
    debounce = window.setTimeout(scan, REVEAL_DEFAULTS.debounce);
  };
  new MutationObserver(rescan).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', rescan, { passive: true });
  reduce.addEventListener('change', () => {
    if (reduce.matches) for (const el of [...pending]) show(el);
  });
  scan();
}
