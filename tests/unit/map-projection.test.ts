/** The schematic map: projection, fitting, scale and path smoothing. */
import { describe, expect, it } from 'vitest';
import { fitFrame, projection, scaleKm, smoothPath } from '../../client/components/map/project.ts';

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
    expect(smoothPath([[0, 0], [10, 0], [10, 10]], true)).toMatch(/^M0\.0,0\.0C.*Z$/);
    expect(scaleKm(24)).toBe(5);
    expect(scaleKm(7)).toBe(2);
    expect(scaleKm(1)).toBe(0.5);
  });
});
