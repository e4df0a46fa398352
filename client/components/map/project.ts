/**
 * Projection of lng/lat into the schematic map's SVG space (equirectangular, x scaled by
 * cos(latitude) so distances look right at this latitude). Pure; unit-tested.
 */
import type { MapFrame } from './types.ts';

const VIEW_WIDTH = 1000;

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

/** Numbers for path data: no leading zero, a space between them unless a minus sign separates them. */
function num(values: number[]): string {
  return values.map((v, i) => {
    const s = String(v).replace(/^(-?)0\./, '$1.');
    return i === 0 || s.startsWith('-') ? s : ` ${s}`;
  }).join('');
}

/** A smooth closed (or open) SVG path through points (Catmull-Rom as cubic Béziers). */
export function smoothPath(points: [number, number][], closed: boolean): string {
  const n = points.length;
  if (n < 2) return '';
  const at = (i: number): [number, number] => (closed ? points[(i + n) % n]! : points[Math.min(Math.max(i, 0), n - 1)]!);
  // One decimal without a trailing ".0", each curve relative to the end of the last one (`c`,
  // shorter numbers) from the rounded points, so rounding never adds up: the same drawing in
  // fewer bytes (docs/decisions/031-shorter-markup.md).
  const r = (v: number) => Math.round(v * 10) / 10;
  let [x, y] = [r(at(0)[0]), r(at(0)[1])];
  let d = `M${num([x, y])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [r(p1[0] + (p2[0] - p0[0]) / 6), r(p1[1] + (p2[1] - p0[1]) / 6)];
    const c2 = [r(p2[0] - (p3[0] - p1[0]) / 6), r(p2[1] - (p3[1] - p1[1]) / 6)];
    const end = [r(p2[0]), r(p2[1])];
    d += `c${num([c1[0]! - x, c1[1]! - y, c2[0]! - x, c2[1]! - y, end[0]! - x, end[1]! - y].map(r))}`;
    [x, y] = end as [number, number];
  }
  return closed ? `${d}Z` : d;
}

/**
 * A frame around some places (with a margin and a minimum span) so places that sit close
 * together (a hotel in town and its neighbours) spread out instead of piling up.
 */
export function fitFrame(frame: MapFrame, points: { lng: number; lat: number }[], minSpan = 0.05): MapFrame {
  if (points.length === 0) return frame;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    x0 = Math.min(x0, p.lng);
    x1 = Math.max(x1, p.lng);
    y0 = Math.min(y0, p.lat);
    y1 = Math.max(y1, p.lat);
  }
  let cx = (x0 + x1) / 2;
  let cy = (y0 + y1) / 2;
  const k = Math.cos((cy * Math.PI) / 180);
  // A 4:3 box in ground distance with a 35 % margin, never narrower than minSpan (degrees).
  const hx = Math.max(((x1 - x0) * k) / 2, ((y1 - y0) / 2) * (4 / 3), minSpan / 2) * 1.35;
  const hy = hx * 0.75;
  const [[a0, b0], [a1, b1]] = frame.bounds;
  if (hx / k >= (a1 - a0) / 2 || hy >= (b1 - b0) / 2) return frame;
  // Slide the box back inside the area so no side of it shows land outside the map.
  cx = Math.min(Math.max(cx, a0 + hx / k), a1 - hx / k);
  cy = Math.min(Math.max(cy, b0 + hy), b1 - hy);
  // The rest of the block (the trail lines) goes with it.
  return { ...frame, center: [cx, cy], bounds: [[cx - hx / k, cy - hy], [cx + hx / k, cy + hy]] };
}

/** A round scale-bar length (km) that takes at most about a third of the map's width. */
export function scaleKm(widthKm: number): number {
  const steps = [0.5, 1, 2, 5, 10, 20];
  let best = steps[0]!;
  for (const s of steps) if (s <= widthKm / 3) best = s;
  return best;
}

/**
 * Moves markers apart so none covers another (a pin is a 28 px target: WCAG 2.2 target
 * size). Deterministic: each pin that lands too close to an earlier one walks outwards on a
 * spiral around its true position until it is free (clearSpot). Positions are in drawing units.
 */
export function spreadMarkers(points: [number, number][], minDist: number, width: number, height: number): [number, number][] {
  const placed: [number, number][] = [];
  for (const [a, b] of points) placed.push(clearSpot([a, b], placed, minDist, minDist / 2, width, height));
  return placed;
}

/**
 * The spot nearest `start` that is at least `minDist` from every point of `taken`, found on a
 * golden-angle spiral around it, kept `margin` inside the drawing (so the frame's edge never
 * pushes two together). The one rule for pins among pins and for the "you are here" dot
 * among the pins (layout.ts hereSpot).
 */
export function clearSpot(start: [number, number], taken: [number, number][], minDist: number, margin: number, width: number, height: number): [number, number] {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, margin), max - margin);
  const [x0, y0] = [clamp(start[0], width), clamp(start[1], height)];
  let p: [number, number] = [x0, y0];
  for (let step = 0; step < 200 && taken.some(([x, y]) => Math.hypot(x - p[0], y - p[1]) < minDist); step++) {
    const angle = step * 2.4; // golden-angle spiral
    const r = minDist * (0.6 + step * 0.12);
    p = [clamp(x0 + Math.cos(angle) * r, width), clamp(y0 + Math.sin(angle) * r, height)];
  }
  return p;
}
