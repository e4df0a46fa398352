/**
 * Where the schematic map's landmark labels go (docs/product.md §5): each label tries a few
 * positions around its landmark and takes the first that stays inside the drawing and clear
 * of the pins, the drawn summits and the labels already placed. Pure and deterministic (same
 * on server and client); unit-tested. Units are drawing units (the drawing is 1000 wide).
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A box around a point, `half` each side. */
export const around = (x: number, y: number, half: number): Box => ({ x0: x - half, y0: y - half, x1: x + half, y1: y + half });

/**
 * Width and height of a label of one or more lines: Han characters are a full em wide,
 * others about 0.62 em at the weight used (a generous estimate, so boxes never undershoot).
 */
export function textSize(lines: string[], fontSize: number, lineHeight = 1.2): { w: number; h: number } {
  const width = (s: string) => [...s].reduce((sum, ch) => sum + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(ch) ? 1 : 0.62), 0) * fontSize;
  return { w: Math.max(0, ...lines.map(width)), h: lines.length * fontSize * lineHeight };
}

/** Box positions tried around a landmark `clear` units from its centre: right, left, below, above, then corners. */
function candidates(x: number, y: number, clear: number, w: number, h: number): Box[] {
  const at = (x0: number, y0: number): Box => ({ x0, y0, x1: x0 + w, y1: y0 + h });
  return [
    at(x + clear, y - h / 2),
    at(x - clear - w, y - h / 2),
    at(x - w / 2, y + clear),
    at(x - w / 2, y - clear - h),
    at(x + clear * 0.7, y + clear * 0.7),
    at(x - clear * 0.7 - w, y + clear * 0.7),
    at(x + clear * 0.7, y - clear * 0.7 - h),
    at(x - clear * 0.7 - w, y - clear * 0.7 - h),
    at(x + clear * 2, y - h / 2),
    at(x - clear * 2 - w, y - h / 2),
    at(x - w / 2, y + clear * 2),
    at(x - w / 2, y - clear * 2 - h),
  ];
}

/**
 * The first candidate box inside the drawing (`pad` from its edges) that overlaps no
 * obstacle, or null: a label left out is better than one over a pin (the legend and the
 * pins' names still say what is where).
 */
export function placeLabel(anchor: [number, number], clear: number, size: { w: number; h: number }, obstacles: Box[], width: number, height: number, pad = 8): Box | null {
  const inside = (b: Box) => b.x0 >= pad && b.y0 >= pad && b.x1 <= width - pad && b.y1 <= height - pad;
  return candidates(anchor[0], anchor[1], clear, size.w, size.h).find((b) => inside(b) && !obstacles.some((o) => overlaps(b, o))) ?? null;
}

/**
 * A w×h label centred on (x, y) and rotated by `deg`, as boxes covering `parts` slices of
 * it along its length (one box around a slanted label would claim far too much room).
 */
export function rotatedBoxes(x: number, y: number, size: { w: number; h: number }, deg: number, parts = 4): Box[] {
  const a = (deg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const part = size.w / parts;
  const hw = (Math.abs(c) * part + Math.abs(s) * size.h) / 2;
  const hh = (Math.abs(s) * part + Math.abs(c) * size.h) / 2;
  return Array.from({ length: parts }, (_, i) => {
    const d = -size.w / 2 + part * (i + 0.5);
    return { x0: x + c * d - hw, y0: y + s * d - hh, x1: x + c * d + hw, y1: y + s * d + hh };
  });
}
