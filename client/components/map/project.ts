/**
 * Projection of lng/lat into the schematic map's SVG space (equirectangular, x scaled by
 * cos(latitude) so distances look right at this latitude). Pure; unit-tested.
 */
import type { MapFrame } from './types.ts';

export const VIEW_WIDTH = 1000;

export interface Projection {
  width: number;
  height: number;
  /** SVG coordinates of a point (may fall outside the frame). */
  point(lng: number, lat: number): [number, number];
  /** Whether a point lies inside the frame's bounds. */
  inside(lng: number, lat: number): boolean;
}

export function projection(frame: Pick<MapFrame, 'bounds'>): Projection {
  const [[lng0, lat0], [lng1, lat1]] = normalize(frame.bounds);
  const k = Math.cos((((lat0 + lat1) / 2) * Math.PI) / 180);
  const spanX = (lng1 - lng0) * k;
  const spanY = lat1 - lat0;
  const height = Math.round((VIEW_WIDTH * spanY) / spanX);
  return {
    width: VIEW_WIDTH,
    height,
    point: (lng, lat) => [((lng - lng0) * k * VIEW_WIDTH) / spanX, ((lat1 - lat) * height) / spanY],
    inside: (lng, lat) => lng >= lng0 && lng <= lng1 && lat >= lat0 && lat <= lat1,
  };
}

/** Bounds in either corner order, made [[min, min], [max, max]]; a degenerate box gets a margin. */
function normalize(b: MapFrame['bounds']): [[number, number], [number, number]] {
  let [[a, c], [d, e]] = b;
  if (a > d) [a, d] = [d, a];
  if (c > e) [c, e] = [e, c];
  if (d - a < 1e-6) [a, d] = [a - 0.01, d + 0.01];
  if (e - c < 1e-6) [c, e] = [c - 0.01, e + 0.01];
  return [[a, c], [d, e]];
}

/** A smooth closed (or open) SVG path through points (Catmull-Rom as cubic Béziers). */
export function smoothPath(points: [number, number][], closed: boolean): string {
  const n = points.length;
  if (n < 2) return '';
  const at = (i: number): [number, number] => (closed ? points[(i + n) % n]! : points[Math.min(Math.max(i, 0), n - 1)]!);
  const f = (v: number) => v.toFixed(1);
  let d = `M${f(at(0)[0])},${f(at(0)[1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}
