/**
 * Layout of the schematic map's pins and landmark labels (docs/product.md §5), in drawing
 * units. Pins are HTML placed by percentage, so they keep their 28 px size while the drawing
 * scales: they are biggest relative to the drawing at the narrowest rendering (a 390 px
 * phone less the page's 20 px side padding), and that is the size everything is spaced for.
 * Pure and deterministic (server and client agree); unit-tested.
 */
import { LAKE_AXIS, PEAK, RIDGE, TOWN } from './geography.ts';
import { around, type Box, overlaps, placeLabel, rotatedBoxes, textSize } from './labels.ts';
import { kept } from './kept.ts';
import { clearSpot, projection, spreadMarkers } from './project.ts';
import type { MapFrame } from './types.ts';

/** Narrowest rendered width of the map, CSS px. */
const MIN_MAP_PX = 350;
/** A pin's diameter, CSS px (.map-pin: a 28 px target, WCAG 2.2 target size). */
const PIN_PX = 28;
/** Clear space kept between two pins and between a pin and a label, CSS px. */
const GAP_PX = 4;
/** The "you are here" dot with its halo, CSS px (.map-here: a 20 px dot, its ring and halo 10 px beyond). */
const HERE_PX = 40;
export const LABEL_FONT = 28;
export const LAKE_ANGLE = -38;
/** The lake's name, CSS px at the narrowest rendering, largest first. */
const LAKE_FONT_PX = [16, 13, 12];

export interface LabelTexts {
  lake: string;
  /** Name, then altitude: two lines so the label fits beside the summit. */
  peak: [string, string];
  town: string;
}

export interface MapLayout {
  width: number;
  height: number;
  /** Pin centres, in the places' order. */
  pins: [number, number][];
  /**
   * Trail badge centres (TrailLabels.tsx), in the order of the trail middles given: spread after
   * the pins by the same rule, so no badge covers a pin's number or target (docs/trails.md).
   */
  badges: [number, number][];
  /** A pin's diameter in drawing units at the narrowest rendering. */
  pinSize: number;
  /** The lake's name: centre, and boxes covering the slanted text. */
  lake: { x: number; y: number; size: number; boxes: Box[] } | null;
  peak: Box | null;
  town: Box | null;
  /** The drawn summits and the town's houses (labels keep off them). */
  drawings: Box[];
}

/** Pixels at the narrowest rendering → drawing units. */
const units = (px: number, width: number) => (px * width) / MIN_MAP_PX;

/** Layouts already made, by their inputs: the same map is drawn on every render of a page. */
const made = kept<Readonly<MapLayout>>(32);

/**
 * The layout for these inputs, computed once and shared (read-only) by later renders: placing
 * the labels tries hundreds of spots, a measurable share of a home render
 * (docs/decisions/032-cheaper-render-and-memory.md). At most 32 kept, oldest dropped first.
 */
export function mapLayout(frame: Pick<MapFrame, 'bounds'>, points: { lng: number; lat: number }[], texts: LabelTexts, trailMids: readonly [number, number][] = []): Readonly<MapLayout> {
  const key = JSON.stringify([frame.bounds, points.map((p) => [p.lng, p.lat]), texts, trailMids]);
  return made(key, () => computeLayout(frame, points, texts, trailMids));
}

function computeLayout(frame: Pick<MapFrame, 'bounds'>, points: { lng: number; lat: number }[], texts: LabelTexts, trailMids: readonly [number, number][]): MapLayout {
  const proj = projection(frame);
  const { width: w, height: h } = proj;
  const pinSize = units(PIN_PX, w);
  const gap = units(GAP_PX, w);
  // Pins first, then the trail badges (24 px, spaced as pins): each badge walks off the pins and the badges before it.
  const markers = spreadMarkers([...points.map((p) => proj.point(p.lng, p.lat)), ...trailMids], pinSize + gap, w, h);
  const pins = markers.slice(0, points.length);
  const badges = markers.slice(points.length);
  const pinBoxes = markers.map(([x, y]) => around(x, y, pinSize / 2 + gap));
  const [px, py] = proj.point(...PEAK);
  const [tx, ty] = proj.point(...TOWN);
  // The summits as drawn (SchematicMap's Summit: size 40 for the peak, 26 for the ridge).
  const summit = ([x, y]: [number, number], s: number): Box => ({ x0: x - s, y0: y - s * 0.9, x1: x + s, y1: y + s * 0.32 });
  const drawings = [summit([px, py], 40), ...RIDGE.map((r) => summit(proj.point(...r), 26)), { x0: tx - 25, y0: ty - 15, x1: tx + 17, y1: ty + 13 }];
  // North arrow (top left) and scale bar (bottom right).
  const furniture: Box[] = [{ x0: 30, y0: 30, x1: 70, y1: 100 }, { x0: w - 300, y0: h - 66, x1: w - 30, y1: h - 26 }];

  const lake = lakeLabel(proj, texts.lake, pinBoxes);
  const taken = [...pinBoxes, ...(lake?.boxes ?? []), ...furniture];
  const peak = proj.inside(...PEAK) ? placeLabel([px, py], 48, textSize(texts.peak, LABEL_FONT), [...taken, ...drawings], w, h) : null;
  if (peak) taken.push(peak);
  const town = proj.inside(...TOWN) ? placeLabel([tx, ty], 32, textSize([texts.town], LABEL_FONT), [...taken, ...drawings], w, h) : null;
  return { width: w, height: h, pins, badges, pinSize, lake, peak, town, drawings };
}

/**
 * The lake's name sits on the water, slanted along it: the spot nearest the preferred one
 * (a third of the way up the lake, on its axis) whose text is clear of the pins, or none.
 */
function lakeLabel(proj: ReturnType<typeof projection>, text: string, pins: Box[]): MapLayout['lake'] {
  const [[lng0, lat0], [lng1, lat1]] = LAKE_AXIS;
  const [a, b] = [proj.point(lng0, lat0), proj.point(lng1, lat1)];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  const spots: { x: number; y: number; cost: number }[] = [];
  for (let t = 0; t <= 1.0001; t += 0.025) {
    for (const off of [0, 15, -15, 30, -30, 45, -45, 60, -60, 75, -75, 90, -90]) {
      const [x, y] = [a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off];
      if (x >= 0 && x <= proj.width && y >= 0 && y <= proj.height) spots.push({ x, y, cost: Math.abs(t - 0.35) * len + Math.abs(off) * 2 });
    }
  }
  spots.sort((p, q) => p.cost - q.cost);
  // The lake is the map's main feature: its name at 16, 13 or 12 CSS px on the narrowest phone
  // (below 12 px it is hard to read), beside the water if not on it; smaller type only before giving up.
  for (const font of [...LAKE_FONT_PX.map((px) => units(px, proj.width)), LABEL_FONT, 24, 20]) {
    const size = textSize([text], font);
    for (const { x, y } of spots) {
      const boxes = rotatedBoxes(x, y, size, LAKE_ANGLE);
      const inside = boxes.every((box) => box.x0 >= 0 && box.y0 >= 0 && box.x1 <= proj.width && box.y1 <= proj.height);
      if (inside && !boxes.some((box) => pins.some((p) => overlaps(p, box)))) return { x, y, size: font, boxes };
    }
  }
  return null;
}

/**
 * Where the "you are here" dot is drawn: at the visitor's point, or, when that is under or
 * against a pin (the visitor at Lankou, beside pin 6), the nearest spot clear of every pin by
 * the same spiral the pins are spread by, so no part of the dot, its halo included, covers a
 * pin's number or its target. Unlike the pins, the dot is placed on the client at the map's rendered size:
 * `unitsPerPx` is drawing units per CSS px at the current width and zoom, so the dot moves
 * only as far as the pins' fixed 28 px need (a phone's map at zoom 1 moves it furthest).
 */
export function hereSpot(layout: Pick<MapLayout, 'pins' | 'badges' | 'width' | 'height'>, point: [number, number], unitsPerPx: number): [number, number] {
  const minDist = (PIN_PX / 2 + HERE_PX / 2 + GAP_PX) * unitsPerPx;
  return clearSpot(point, [...layout.pins, ...layout.badges], minDist, (HERE_PX / 2) * unitsPerPx, layout.width, layout.height);
}
