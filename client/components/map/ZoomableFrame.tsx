/**
 * The full map's frame (/scenicArea, docs/product.md §5): zoom buttons that scale the drawing
 * and its pins together inside a frame that scrolls (drag or swipe to pan; ctrl + wheel
 * zooms too), and a "you are here" button that asks for the position only when pressed.
 * The server renders zoom 1 and no position, so the markup hydrates unchanged. No map
 * library: the drawing is the same SVG, only wider.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../ui/Icon.tsx';
import { hereSpot, type MapLayout } from './layout.ts';
import { type Located, locate } from './locate.ts';
import type { Projection } from './project.ts';

const LEVELS = [1, 1.5, 2, 3, 4];

interface ZoomableFrameProps {
  proj: Projection;
  /** The pins as laid out, which the "you are here" dot keeps clear of. */
  layout: Pick<MapLayout, 'pins' | 'badges' | 'width' | 'height'>;
  ratio: string;
  className: string;
  children: ReactNode;
}

export function ZoomableFrame({ proj, layout, ratio, className, children }: ZoomableFrameProps) {
  const { t } = useTranslation('places');
  const [level, setLevel] = useState(0);
  const [here, setHere] = useState<Located | null>(null);
  const [busy, setBusy] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  // The frame's width in CSS px: the dot keeps clear of the pins at the size they are drawn.
  const [framePx, setFramePx] = useState(0);
  // The point of the drawing (fractions) that stays in the middle across a zoom.
  const focus = useRef<[number, number] | null>(null);

  const zoomTo = (next: number, at?: [number, number]) => {
    const el = frame.current;
    const to = Math.min(Math.max(next, 0), LEVELS.length - 1);
    if (!el || to === level) return;
    focus.current = at ?? [(el.scrollLeft + el.clientWidth / 2) / el.scrollWidth, (el.scrollTop + el.clientHeight / 2) / el.scrollHeight];
    setLevel(to);
  };

  useLayoutEffect(() => {
    const el = frame.current;
    const f = focus.current;
    if (!el || !f) return;
    focus.current = null;
    el.scrollLeft = f[0] * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = f[1] * el.scrollHeight - el.clientHeight / 2;
  }, [level]);

  const zoomRef = useRef(zoomTo);
  zoomRef.current = zoomTo;
  // Ctrl + wheel (and a trackpad pinch, which browsers report as one) zooms the map, not the page.
  const levelRef = useRef(level);
  levelRef.current = level;
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const r = el.getBoundingClientRect();
      zoomRef.current(levelRef.current + (e.deltaY < 0 ? 1 : -1), [(el.scrollLeft + e.clientX - r.left) / el.scrollWidth, (el.scrollTop + e.clientY - r.top) / el.scrollHeight]);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => setFramePx(el.clientWidth));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);

  // Mouse drag pans (touch already scrolls the frame natively).
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  const onLocate = async () => {
    setBusy(true);
    const found = await locate(proj);
    setBusy(false);
    setHere(found);
    const el = frame.current;
    if (found.kind === 'inside' && el && LEVELS[level]! > 1) {
      el.scrollLeft = (found.x / proj.width) * el.scrollWidth - el.clientWidth / 2;
      el.scrollTop = (found.y / proj.height) * el.scrollHeight - el.clientHeight / 2;
    }
  };

  const scale = LEVELS[level]!;
  const dot = here?.kind === 'inside' && framePx > 0 ? hereSpot(layout, [here.x, here.y], proj.width / (framePx * scale)) : null;
  const message = busy ? t('map.locating') : here && here.kind !== 'inside' ? t(`map.${here.kind}`) : '';
  const btn = 'map-control';
  return (
    <div>
      {/* Above the map, not over it: on a phone three 44 px buttons would hide pins and the peak. */}
      <div className="mb-2 flex items-center justify-end gap-2">
        <p role="status" className="mr-auto min-w-0 text-sm text-gray-700 dark:text-gray-200" data-testid="map-status">
          {message}
        </p>
        <button type="button" className={btn} aria-label={t('map.zoomIn')} title={t('map.zoomIn')} disabled={level === LEVELS.length - 1} onClick={() => zoomTo(level + 1)}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className={btn} aria-label={t('map.zoomOut')} title={t('map.zoomOut')} disabled={level === 0} onClick={() => zoomTo(level - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className={btn} aria-label={t('map.locate')} title={t('map.locate')} aria-busy={busy || undefined} onClick={() => void onLocate()} data-testid="map-locate">
          <Icon name="pin" className="size-5" />
        </button>
      </div>
      <div className={`relative ${className}`} style={{ aspectRatio: ratio }} data-testid="schematic-map">
        <div
          ref={frame}
          className={`absolute inset-0 overflow-auto overscroll-contain ${scale > 1 ? 'cursor-grab' : ''}`}
          data-testid="map-frame"
          onMouseDown={(e) => {
            const el = frame.current;
            if (!el || scale === 1 || e.button !== 0 || (e.target as HTMLElement).closest('a,button')) return;
            drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
          }}
          onMouseMove={(e) => {
            const el = frame.current;
            if (!el || !drag.current) return;
            el.scrollLeft = drag.current.left - (e.clientX - drag.current.x);
            el.scrollTop = drag.current.top - (e.clientY - drag.current.y);
          }}
          onMouseUp={() => (drag.current = null)}
          onMouseLeave={() => (drag.current = null)}
        >
          <div className="relative" style={{ width: `${scale * 100}%`, aspectRatio: ratio }} data-zoom={scale}>
            {children}
            {dot && <span className="map-here" style={{ left: `${(dot[0] / proj.width) * 100}%`, top: `${(dot[1] / proj.height) * 100}%` }} role="img" aria-label={t('map.here')} data-testid="map-here" />}
          </div>
        </div>
      </div>
    </div>
  );
}
