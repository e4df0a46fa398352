/**
 * The offline map (docs/product.md §4): a drawn schematic of the area (lake, peak,
 * town, stream, road) projected from the home module's bounds, with the places as numbered
 * links. Server-rendered, so the places show without JavaScript and with no map key or no
 * internet; the AMap upgrade (AmapLayer) may cover it later on the client.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import type { Box } from './labels.ts';
import { LABEL_FONT, LAKE_ANGLE, mapLayout } from './layout.ts';
import { MARKER_CLASS } from './markers.ts';
import { scaleKm } from './project.ts';
import { r1, terrain, trailLines } from './terrain.ts';
import { TrailLabels } from './TrailLabels.tsx';
import { tipSide } from './tip-side.ts';
import { ZoomableFrame } from './ZoomableFrame.tsx';
import type { MapFrame, MapPlace } from './types.ts';

export interface SchematicMapProps {
  frame: MapFrame;
  places: MapPlace[];
  /** Accessible name of the map. */
  title: string;
  className?: string;
  /** Zoom, pan and "you are here" controls (the full map only). */
  zoomable?: boolean;
  /** The trail this page is about, drawn over the others (docs/trails.md). */
  highlight?: number | undefined;
}

/** Label sizes to two decimals. */
const r2 = (v: number) => Math.round(v * 100) / 100;

/** A label drawn in the box the layout chose for it (left-aligned, one line per entry). */
function BoxText({ box, lines }: { box: Box; lines: string[] }) {
  return (
    <text x={r1(box.x0)} y={r1(box.y0 + LABEL_FONT * 0.9)} className="stroke-[#eef3e6] dark:stroke-gray-800" strokeWidth={5}>
      {lines.map((line, i) => (
        <tspan key={i} x={r1(box.x0)} dy={i === 0 ? undefined : LABEL_FONT * 1.2}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export function SchematicMap({ frame, places, title, className = '', zoomable = false, highlight }: SchematicMapProps) {
  const { t } = useTranslation('places');
  const titleId = useId();
  // useId() output may hold characters url(#…) cannot reference.
  const gradId = `alp${titleId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const land = terrain(frame.bounds);
  const trails = trailLines(frame.bounds, frame.trails ?? []);
  // A trail whose middle is outside the frame (a map zoomed to another trail) gets no badge.
  const badged = trails.filter((l) => l.mid[0] >= 0 && l.mid[0] <= land.proj.width && l.mid[1] >= 0 && l.mid[1] <= land.proj.height);
  const lit = trails.find((l) => l.id === highlight);
  const { proj } = land;
  const { width: w, height: h } = proj;
  const [px, py] = land.peak;
  const [tx, ty] = land.town;
  // Scale bar: 1° of longitude is 111.32 km × cos(latitude).
  const kmPerDeg = 111.32 * Math.cos((frame.center[1] * Math.PI) / 180);
  const widthKm = Math.abs(frame.bounds[1][0] - frame.bounds[0][0]) * kmPerDeg;
  const barKm = scaleKm(widthKm);
  const bar = r1((barKm / widthKm) * w);
  const layout = mapLayout(frame, places, { lake: t('map.lake'), peak: [t('map.peak'), t('map.peakAltitude')], town: t('map.town') }, badged.map((l) => l.mid));
  const { pins } = layout;
  const pct = (v: number, of: number) => `${r1(Math.min(Math.max((v / of) * 100, 1.5), 98.5))}%`;

  const drawing = (
    <>
      <svg viewBox={`0 0 ${w} ${h}`} className="absolute inset-0 size-full" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        <defs>
          <radialGradient id={gradId} cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" className="[stop-color:#d6d3d1] dark:[stop-color:#44403c]" />
            <stop offset="1" stopOpacity="0" className="[stop-color:#d6d3d1] dark:[stop-color:#44403c]" />
          </radialGradient>
          <path id={`${gradId}r`} d={land.road} />
          <path id={`${gradId}t`} d={trails.map((l) => l.d).join('')} vectorEffect="non-scaling-stroke" />
        </defs>
        {/* Numbers only, written as self-closing tags (React would close each of the 68 shapes). */}
        <g className="map-woods" dangerouslySetInnerHTML={{ __html: land.woods }} />
        <circle cx={px} cy={py} r={w * 0.2} fill={`url(#${gradId})`} />
        <g fill="none" className="stroke-stone-400/50 dark:stroke-stone-500/40" strokeWidth={1.5}>
          {[0.16, 0.11, 0.065].map((r, i) => (
            <ellipse key={r} cx={r1(px - i * 6)} cy={r1(py + i * 4)} rx={r1(w * r * 1.15)} ry={r1(w * r * 0.8)} />
          ))}
        </g>
        <path d={land.stream} fill="none" className="stroke-sky-400 dark:stroke-sky-600" strokeWidth={4} strokeLinecap="round" />
        <path d={land.meltwater} fill="none" className="stroke-sky-400 dark:stroke-sky-600" strokeWidth={3} strokeLinecap="round" />
        <path d={land.lake} className="fill-sky-300 stroke-sky-500 dark:fill-sky-800 dark:stroke-sky-600" strokeWidth={2} />
        {/* The road and the trails are drawn twice (casing, then dash): one path each, used twice. */}
        <g fill="none" strokeLinecap="round">
          <use href={`#${gradId}r`} className="stroke-white dark:stroke-gray-500" strokeWidth={7} />
          <use href={`#${gradId}r`} className="stroke-amber-600/80 dark:stroke-amber-500/70" strokeWidth={2.5} strokeDasharray="10 8" />
        </g>
        {/* Trails above the land, water and road, in screen pixels whatever the map's size or zoom
            (a light casing, then a bold dark dash; no pin colour), so they show between the pins on a phone.
            One path of several lines: the dash starts afresh on each. */}
        <g fill="none" strokeLinecap="round" strokeLinejoin="round">
          <use href={`#${gradId}t`} className="stroke-white/90 dark:stroke-gray-900/90" strokeWidth={7} />
          <use href={`#${gradId}t`} className="stroke-stone-800 dark:stroke-amber-300" strokeWidth={3.5} strokeDasharray="7 4" />
          {/* The page's own trail: solid and wider, in the brand's red, over the dashed others. */}
          {lit && <path d={lit.d} data-testid="trail-highlight" data-trail={lit.id} vectorEffect="non-scaling-stroke" className="stroke-white dark:stroke-gray-900" strokeWidth={11} />}
          {lit && <path d={lit.d} vectorEffect="non-scaling-stroke" className="stroke-red-700 dark:stroke-red-400" strokeWidth={6} />}
        </g>
        <path d={land.rock} className="fill-stone-400 dark:fill-stone-600" />
        <path d={land.snow} className="fill-white dark:fill-gray-200" />
        <g className="fill-stone-600 dark:fill-stone-300">
          {[[-14, -6], [2, -10], [-4, 6], [12, 2], [-20, 8]].map(([dx, dy], i) => (
            <rect key={i} x={r1(tx + dx! - 5)} y={r1(ty + dy! - 5)} width={10} height={10} rx={1.5} />
          ))}
        </g>
        <g className="fill-gray-800 text-[28px] font-semibold dark:fill-gray-100" style={{ paintOrder: 'stroke' }}>
          {layout.lake && (
            <text x={r1(layout.lake.x)} y={r1(layout.lake.y + layout.lake.size * 0.35)} textAnchor="middle" className="fill-sky-900 stroke-[#eef3e6]/80 italic dark:fill-sky-100 dark:stroke-gray-800/80" strokeWidth={r2(layout.lake.size / 6)} fontSize={r2(layout.lake.size)} transform={`rotate(${LAKE_ANGLE} ${r1(layout.lake.x)} ${r1(layout.lake.y)})`}>
              {t('map.lake')}
            </text>
          )}
          {layout.peak && <BoxText box={layout.peak} lines={[t('map.peak'), t('map.peakAltitude')]} />}
          {layout.town && <BoxText box={layout.town} lines={[t('map.town')]} />}
        </g>
        <g transform={`translate(50 70)`} className="fill-gray-700 dark:fill-gray-200">
          <path d="M0,-34 L12,0 L0,-8 L-12,0Z" />
          <text y={26} textAnchor="middle" className="text-[22px] font-bold">N</text>
        </g>
        <g transform={`translate(${r1(w - 40 - bar)} ${h - 36})`} className="fill-gray-700 dark:fill-gray-200">
          <rect width={bar} height={6} y={-6} />
          <text x={bar} y={-14} textAnchor="end" className="text-[20px]">
            {barKm} km
          </text>
        </g>
      </svg>
      <ol className="map-places" aria-label={t('map.places')}>
        {places.map((p, i) => {
          const [x, y] = pins[i]!;
          const label = `${i + 1}. ${p.name}`;
          const pin = (
            <span className={`map-pin ${MARKER_CLASS[p.kind]}`}>
              {i + 1}
            </span>
          );
          return (
            <li key={p.id} style={{ left: pct(x, w), top: pct(y, h) }} data-tip={tipSide(x, w)}>
              {p.href ? (
                <LocaleLink to={p.href} aria-label={label} className="map-place__link" data-marker={p.id}>
                  {pin}
                </LocaleLink>
              ) : (
                <span role="img" aria-label={label} data-marker={p.id}>
                  {pin}
                </span>
              )}
              <span aria-hidden="true" className="map-tip">
                <b>{p.name}</b>
                {p.note && <span>{p.note}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <TrailLabels trails={frame.trails ?? []} lines={badged} spots={layout.badges} width={w} height={h} highlight={highlight} />
    </>
  );
  const outer = className ? `map-frame ${className}` : 'map-frame';
  if (zoomable) {
    return (
      <ZoomableFrame proj={proj} layout={layout} ratio={`${w} / ${h}`} className={outer}>
        {drawing}
      </ZoomableFrame>
    );
  }
  return (
    <div className={`relative ${outer}`} style={{ aspectRatio: `${w} / ${h}` }} data-testid="schematic-map">
      {drawing}
    </div>
  );
}
