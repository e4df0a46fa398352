/**
 * The schematic map's land in drawing units: woods, summits, water and the road (the trails,
 * records of the content service, are drawn by trailLines below).
 * It depends on the frame's bounds alone, so it is the same for every page, language and
 * visitor until the CMS moves the bounds: drawn once per bounds and kept (a few), not on every
 * render. Drawn per render it was 4.3 % of the server's busy time rendering home pages with the
 * microcache off (1.0 % once kept) (docs/decisions/032-cheaper-render-and-memory.md).
 */
import type { MapTrail } from '../../../shared/api/content.ts';
import { FORESTS, LAKE, MELTWATER, PEAK, RIDGE, ROAD, STREAM, TOWN } from './geography.ts';
import { kept } from './kept.ts';
import { projection, smoothPath, type Projection } from './project.ts';
import type { MapFrame } from './types.ts';

export interface Terrain {
  proj: Projection;
  peak: [number, number];
  town: [number, number];
  /** Forest patches (ellipses), then their tree dots (one path per size), as SVG markup (numbers only). */
  woods: string;
  /** Every summit's rock, then every snow cap, as one path each (they never overlap). */
  rock: string;
  snow: string;
  road: string;
  stream: string;
  meltwater: string;
  lake: string;
}

/** Drawing units to one decimal: the drawing is 1000 units wide, and full doubles doubled its bytes. */
export const r1 = (v: number) => Math.round(v * 10) / 10;

/** Tree dots inside a forest patch: deterministic (same on server and client). */
function treeDots(seed: number, cx: number, cy: number, rad: number): [number, number, number][] {
  let x = (seed + 1) * 9301;
  const rnd = () => ((x = (x * 9301 + 49297) % 233280) / 233280);
  return Array.from({ length: 16 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * 0.85;
    return [r1(cx + Math.cos(a) * d * rad * 1.15), r1(cy + Math.sin(a) * d * rad * 0.8), r1(6 + rnd() * 5)];
  });
}

/**
 * Tree dots come in three sizes, each size one path of zero-length strokes with round caps
 * (a dot per `M x y h0`): 3 elements instead of 64 per map, and 14 bytes a dot instead of 38
 * (docs/decisions/032-cheaper-render-and-memory.md).
 */
const TREE_DOT_RADII = [7, 8.5, 10] as const;
const dotSize = (r: number): number => (r < 7.75 ? 0 : r < 9.25 ? 1 : 2);

/** A summit's rock and snow cap as path data. */
function summit(x: number, y: number, size: number): [string, string] {
  const h = size * 0.9;
  const p = (v: number) => r1(v);
  [x, y] = [r1(x), r1(y)];
  return [
    `M${p(x - size)},${p(y + h * 0.35)}L${x},${p(y - h)}L${p(x + size)},${p(y + h * 0.35)}Z`,
    `M${p(x - size * 0.42)},${p(y - h * 0.42)}L${x},${p(y - h)}L${p(x + size * 0.42)},${p(y - h * 0.42)}L${p(x + size * 0.14)},${p(y - h * 0.3)}L${p(x - size * 0.12)},${p(y - h * 0.46)}Z`,
  ];
}

function draw(bounds: MapFrame['bounds']): Terrain {
  const proj = projection({ bounds });
  const at = (lng: number, lat: number): [number, number] => proj.point(lng, lat).map(r1) as [number, number];
  const pts = (list: [number, number][]) => list.map(([lng, lat]) => proj.point(lng, lat));
  const peak = at(...PEAK);
  const dots: string[][] = TREE_DOT_RADII.map(() => []);
  const patches = FORESTS.map(([c, r], i) => {
    const [cx, cy] = at(...c);
    const rad = (r / (bounds[1][1] - bounds[0][1])) * proj.height;
    for (const [x, y, tr] of treeDots(i, cx, cy, rad)) dots[dotSize(tr)]!.push(`M${x} ${y}h0`);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${r1(rad * 1.2)}" ry="${r1(rad * 0.85)}"/>`;
  });
  const woods = patches.join('') + TREE_DOT_RADII.map((radius, k) => `<path stroke-width="${radius * 2}" d="${dots[k]!.join('')}"/>`).join('');
  const summits = [...RIDGE.map(([lng, lat]) => summit(...at(lng, lat), 26)), summit(...peak, 40)];
  return {
    proj,
    peak,
    town: at(...TOWN),
    woods,
    rock: summits.map((s) => s[0]).join(''),
    snow: summits.map((s) => s[1]).join(''),
    road: smoothPath(pts(ROAD), false),
    stream: smoothPath(pts(STREAM), false),
    meltwater: smoothPath(pts(MELTWATER), false),
    lake: smoothPath(pts(LAKE), true),
  };
}

/** Bounds drawn at once: the site has one frame; a CMS change brings a second. */
const drawn = kept<Terrain>(4);

export function terrain(bounds: MapFrame['bounds']): Terrain {
  return drawn(bounds.flat().join(','), () => draw(bounds));
}

/** A trail's line in drawing units, and where its label goes (its middle point). */
export interface TrailLine {
  id: number;
  d: string;
  mid: [number, number];
}

const drawnTrails = kept<TrailLine[]>(8);

/** The map block's trails drawn for the bounds: kept by bounds and paths, like the land. */
export function trailLines(bounds: MapFrame['bounds'], trails: readonly MapTrail[]): TrailLine[] {
  const key = `${bounds.flat().join(',')}|${trails.map((t) => `${t.id}:${t.path.flat().join(',')}`).join(';')}`;
  return drawnTrails(key, () => {
    const proj = projection({ bounds });
    return trails
      .filter((t) => t.path.length >= 2)
      .map((t) => {
        const pts = t.path.map(([lng, lat]) => proj.point(lng, lat));
        const mid = pts[Math.floor((pts.length - 1) / 2)]!;
        return { id: t.id, d: smoothPath(pts, false), mid: [r1(mid[0]), r1(mid[1])] as [number, number] };
      });
  });
}
