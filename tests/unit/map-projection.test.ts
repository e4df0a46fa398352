/** The schematic map: projection, fitting, scale and path smoothing. */
import { describe, expect, it } from 'vitest';
import { type Box, overlaps, textSize } from '../../client/components/map/labels.ts';
import { FORESTS } from '../../client/components/map/geography.ts';
import { mapLayout } from '../../client/components/map/layout.ts';
import { fitFrame, projection, scaleKm, smoothPath } from '../../client/components/map/project.ts';
import { terrain } from '../../client/components/map/terrain.ts';
import type { MapFrame } from '../../client/components/map/types.ts';
import scenic from '../../content-service/seed/scenic.json' with { type: 'json' };
import shell from '../../content-service/seed/shell.json' with { type: 'json' };
import trails from '../../content-service/seed/trails.json' with { type: 'json' };
import enPlaces from '../../locales/en/places.json' with { type: 'json' };
import zhPlaces from '../../locales/zh-CN/places.json' with { type: 'json' };

describe('map projection', () => {
  const frame = { center: [102.625, 30.9] as [number, number], zoom: 11, bounds: [[102.5, 30.8], [102.75, 31]] as [[number, number], [number, number]] };

  it('puts the corners of the bounds at the corners of the drawing, north up', () => {
    const p = projection(frame);
    expect(p.width).toBe(1000);
    expect(p.height).toBeGreaterThan(900);
    expect(p.height).toBeLessThan(960);
    expect(p.point(102.5, 31)).toEqual([0, 0]);
    const [x, y] = p.point(102.75, 30.8);
    expect(x).toBeCloseTo(1000, 6);
    expect(y).toBeCloseTo(p.height, 6);
    expect(p.inside(102.63, 30.9)).toBe(true);
    expect(p.inside(102.4, 30.9)).toBe(false);
  });

  it('accepts bounds in either corner order', () => {
    const p = projection({ bounds: [[102.75, 31], [102.5, 30.8]] });
    expect(p.point(102.5, 31)).toEqual([0, 0]);
  });

  it('fits a frame around nearby places, inside the area, 4:3', () => {
    const f = fitFrame(frame, [{ lng: 102.515, lat: 30.815 }, { lng: 102.52, lat: 30.82 }]);
    const [[a, b], [c, d]] = f.bounds;
    expect(a).toBeGreaterThanOrEqual(102.5);
    expect(b).toBeGreaterThanOrEqual(30.8);
    expect(c).toBeLessThan(102.75);
    expect(d).toBeLessThan(31);
    expect(projection(f).inside(102.515, 30.815)).toBe(true);
    const k = Math.cos((((b + d) / 2) * Math.PI) / 180);
    expect(((c - a) * k) / (d - b)).toBeCloseTo(4 / 3, 3);
    // Places spread over the whole area keep the whole area.
    expect(fitFrame(frame, [{ lng: 102.51, lat: 30.81 }, { lng: 102.74, lat: 30.99 }])).toBe(frame);
    expect(fitFrame(frame, [])).toBe(frame);
  });

  it('draws smooth paths and picks a round scale bar', () => {
    expect(smoothPath([[0, 0]], false)).toBe('');
    expect(smoothPath([[0, 0], [10, 0], [10, 10]], true)).toBe('M0 0c0-1.7 8.3-1.7 10 0c1.7 1.7 1.7 10 0 10c-1.7 0-10-8.3-10-10Z');
    expect(smoothPath([[0.25, 0], [10, -0.55]], false)).toBe('M.3 0c1.6-.1 8.1-.5 9.7-.5');
    expect(scaleKm(24)).toBe(5);
    expect(scaleKm(7)).toBe(2);
    expect(scaleKm(1)).toBe(0.5);
  });
});

describe('map layout at the narrowest rendering (a 390 px phone: 350 px of map)', () => {
  const seedFrame = shell.homeModule.map as MapFrame;
  const spots = scenic as { lng: number; lat: number }[];
  // A 28 px pin in drawing units when 1000 units render 350 px wide.
  const pin = (28 * 1000) / 350;
  const texts = {
    en: { lake: enPlaces.map.lake, peak: [enPlaces.map.peak, enPlaces.map.peakAltitude] as [string, string], town: enPlaces.map.town },
    zh: { lake: zhPlaces.map.lake, peak: [zhPlaces.map.peak, zhPlaces.map.peakAltitude] as [string, string], town: zhPlaces.map.town },
  };
  const pinBox = ([x, y]: [number, number]): Box => ({ x0: x - pin / 2, y0: y - pin / 2, x1: x + pin / 2, y1: y + pin / 2 });
  // Frames as the pages draw them: the whole area (home, /scenicArea) and fitted to one or a few places (detail pages).
  const frames: [string, MapFrame, { lng: number; lat: number }[]][] = [
    ['whole area', seedFrame, spots],
    ['gorge and its neighbours', fitFrame(seedFrame, spots.slice(0, 3)), spots.slice(0, 3)],
    ['Lankou side', fitFrame(seedFrame, [spots[5]!, spots[6]!, spots[0]!]), [spots[5]!, spots[6]!, spots[0]!]],
    ['north end', fitFrame(seedFrame, [spots[7]!, spots[8]!, spots[9]!]), [spots[7]!, spots[8]!, spots[9]!]],
  ];

  for (const [name, frame, places] of frames) {
    for (const [lang, t] of Object.entries(texts)) {
      it(`${name} (${lang}): no two pins or trail badges closer than a pin; labels clear of them, of each other and of the summits`, () => {
        // Every seeded trail's middle, as SchematicMap gives them (inside the frame only).
        const p = projection(frame);
        const mids = trails.map((tr) => p.point(...(tr.path[Math.floor((tr.path.length - 1) / 2)] as [number, number]))).filter(([x, y]) => x >= 0 && x <= p.width && y >= 0 && y <= p.height);
        const l = mapLayout(frame, places, t, mids);
        expect(l.pins).toHaveLength(places.length);
        expect(l.badges).toHaveLength(mids.length);
        const markers = [...l.pins, ...l.badges];
        for (let i = 0; i < markers.length; i++) {
          for (let j = i + 1; j < markers.length; j++) {
            const [a, b] = [markers[i]!, markers[j]!];
            expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThanOrEqual(pin);
          }
          // Whole markers inside the drawing.
          const box = pinBox(markers[i]!);
          expect(box.x0).toBeGreaterThanOrEqual(0);
          expect(box.y0).toBeGreaterThanOrEqual(0);
          expect(box.x1).toBeLessThanOrEqual(l.width);
          expect(box.y1).toBeLessThanOrEqual(l.height);
        }
        const labels = [...(l.lake?.boxes ?? []), l.peak, l.town].filter((b): b is Box => b != null);
        for (const label of labels) {
          for (const m of markers) expect(overlaps(label, pinBox(m))).toBe(false);
        }
        const others = [l.peak, l.town].filter((b): b is Box => b != null);
        for (let i = 0; i < others.length; i++) for (const b of [...labels.slice(0, labels.length - others.length), ...others.slice(i + 1)]) expect(overlaps(others[i]!, b)).toBe(false);
        for (const label of [l.peak, l.town].filter((b): b is Box => b != null)) {
          for (const d of l.drawings) expect(overlaps(label, d)).toBe(false);
        }
      });
    }
  }

  it('the whole area shows all three labels, the peak label beside (not over) the peak', () => {
    const l = mapLayout(seedFrame, spots, texts.en);
    expect(l.lake).not.toBeNull();
    expect(l.peak).not.toBeNull();
    expect(l.town).not.toBeNull();
    const [px, py] = projection(seedFrame).point(102.725, 30.975);
    const peakDrawing: Box = { x0: px - 40, y0: py - 36, x1: px + 40, y1: py + 13 };
    expect(overlaps(l.peak!, peakDrawing)).toBe(false);
  });

  it('the lake name is readable on a phone: 16 px in Chinese on the water, 13 px in English beside it', () => {
    // Drawing units → CSS px when the 1000-unit drawing renders 350 px wide.
    const px = (units: number) => Math.round((units * 350) / 1000);
    expect(px(mapLayout(seedFrame, spots, texts.zh).lake!.size)).toBe(16);
    expect(px(mapLayout(seedFrame, spots, texts.en).lake!.size)).toBe(13);
  });

  it('the layout is made once per inputs and shared: same inputs, same object; other texts, another', () => {
    const a = mapLayout(seedFrame, spots, texts.en);
    expect(mapLayout(seedFrame, spots.map((p) => ({ ...p })), { ...texts.en })).toBe(a);
    expect(mapLayout(seedFrame, spots, texts.zh)).not.toBe(a);
    expect(mapLayout(seedFrame, spots.slice(1), texts.en)).not.toBe(a);
  });

  it('boxes: overlap is strict, text size counts Han characters as a full em', () => {
    expect(overlaps({ x0: 0, y0: 0, x1: 10, y1: 10 }, { x0: 10, y0: 0, x1: 20, y1: 10 })).toBe(false);
    expect(overlaps({ x0: 0, y0: 0, x1: 10, y1: 10 }, { x0: 9, y0: 9, x1: 20, y1: 20 })).toBe(true);
    expect(textSize(['岚口镇'], 28).w).toBe(84);
    expect(textSize(['ab', 'abcd'], 10)).toEqual({ w: 24.8, h: 24 });
  });
});

describe('map trails', () => {
  // Ground distance in metres (equirectangular; fine over a few km).
  const metres = ([a, b]: [number, number], [c, d]: [number, number]) => Math.hypot((a - c) * 111_320 * Math.cos((b * Math.PI) / 180), (b - d) * 111_320);
  const spot = (en: string): [number, number] => {
    const s = (scenic as { name: { en: string }; lng: number; lat: number }[]).find((x) => x.name.en === en)!;
    return [s.lng, s.lat];
  };
  // The lines are the trail records' paths (docs/trails.md).
  const pathOf = (slug: string) => trails.find((t) => t.slug === slug)!.path as [number, number][];
  const [gorge, lake, baseCamp] = [pathOf('gorge'), pathOf('lake'), pathOf('base-camp')];
  const near = (trail: [number, number][], p: [number, number]) => Math.min(...trail.map((q) => metres(q, p)));

  it('follow the seed: gorge boardwalk to White Ribbon Falls past the gorge, lake boardwalk from Yingxue Bay, Base Camp trail from Yak Meadow by Silver Curtain Falls and Crescent Tarn', () => {
    expect(metres(gorge.at(-1)!, spot('White Ribbon Falls'))).toBeLessThan(500);
    expect(near(gorge, spot('Qinglan Gorge'))).toBeLessThan(500);
    expect(metres(lake[0]!, spot('Yingxue Bay'))).toBeLessThan(200);
    expect(metres(baseCamp[0]!, spot('Yak Meadow'))).toBeLessThan(100);
    expect(metres(baseCamp.at(-1)!, spot('Snowcrown Base Camp'))).toBeLessThan(100);
    // Silver Curtain Falls and Crescent Tarn (landscape articles in the seed).
    expect(near(baseCamp, [102.695, 30.954])).toBeLessThan(100);
    expect(near(baseCamp, [102.703, 30.959])).toBeLessThan(100);
  });
});

describe('the land (woods, summits, water, road, trails)', () => {
  type Bounds = MapFrame['bounds'];
  const bounds: Bounds = [[102.5, 30.8], [102.75, 31]];
  const copy = (b: Bounds): Bounds => [[b[0][0], b[0][1]], [b[1][0], b[1][1]]];

  it('is drawn once per bounds, whoever asks (every render of every page)', () => {
    const first = terrain(bounds);
    expect(terrain(copy(bounds))).toBe(first);
    expect(first.lake).toMatch(/^M[\d.]+ [\d.]+c/);
    // Sixteen tree dots a patch, in three paths (one per size).
    expect(first.woods.match(/<ellipse /g)?.length).toBe(FORESTS.length);
    expect(first.woods.match(/<path stroke-width="(14|17|20)" d="(M[\d.]+ [\d.]+h0)+"\/>/g)?.length).toBe(3);
    expect(first.woods.match(/h0/g)?.length).toBe(16 * FORESTS.length);
    expect(first.proj.width).toBe(1000);
  });

  it('is drawn again for other bounds, and keeps the last four', () => {
    const first = terrain(bounds);
    const wider = terrain([[102.45, 30.75], [102.8, 31.05]]);
    expect(wider).not.toBe(first);
    expect(wider.lake).not.toBe(first.lake);
    for (const d of [0.01, 0.02, 0.03, 0.04]) terrain([[102.5 - d, 30.8], [102.75, 31]]);
    const again = terrain(copy(bounds));
    expect(again).not.toBe(first);
    const { proj: p1, ...drawnFirst } = first;
    const { proj: p2, ...drawnAgain } = again;
    expect(drawnAgain).toEqual(drawnFirst);
    expect(p2.height).toBe(p1.height);
  });
});
