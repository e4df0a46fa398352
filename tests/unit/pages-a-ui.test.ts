/** Pure helpers of part A: query-string state, page windows, map projection, JSON-LD escaping, facets. */
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../shared/api/content.ts';
import { fitFrame, projection, scaleKm, smoothPath } from '../../client/components/map/project.ts';
import { jsonLdText } from '../../client/components/ui/JsonLd.tsx';
import { pageWindow, withParams } from '../../client/components/ui/query.ts';
import { budgetSteps, humanize } from '../../client/pages/articles/list/labels.ts';
import { listFacets } from '../../server/data/loaders/articles.ts';

describe('withParams (list state lives in the query string)', () => {
  it('sets, replaces and deletes parameters and keeps the others', () => {
    expect(withParams('?category=inn&page=2', { page: 3 })).toBe('?category=inn&page=3');
    expect(withParams('?category=inn&page=2', { page: null })).toBe('?category=inn');
    expect(withParams('', { stars: 4 })).toBe('?stars=4');
    expect(withParams('?stars=4', { stars: '' })).toBe('');
    expect(withParams('?q=%E9%95%9C%E6%B9%96&page=2', { category: 'lake', page: null })).toBe('?q=%E9%95%9C%E6%B9%96&category=lake');
  });
});

describe('pageWindow', () => {
  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});

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

describe('JSON-LD text', () => {
  it('cannot close its <script> tag', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', x: '\u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', x: '\u2028' });
  });
});

describe('list filters', () => {
  const a = (attrs: ArticleSummary['attrs']) => ({ attrs }) as ArticleSummary;
  it('derives star ratings and the price span of a whole type', () => {
    expect(listFacets([a({ stars: 4, priceMin: 680 }), a({ stars: 2, priceMin: 168 }), a({ stars: 4 }), a({})])).toEqual({ stars: [2, 4], priceFloor: 168, priceCeiling: 680 });
    expect(listFacets([])).toEqual({ stars: [], priceFloor: null, priceCeiling: null });
  });
  it('offers only budget steps that narrow the list', () => {
    expect(budgetSteps('hotel', 168, 880)).toEqual([300, 500, 800]);
    expect(budgetSteps('restaurant', 30, 120)).toEqual([40, 60, 100]);
    expect(budgetSteps('shop', 10, 100)).toEqual([]);
    expect(budgetSteps('hotel', null, null)).toEqual([]);
  });
  it('makes unknown category codes readable', () => {
    expect(humanize('lost-found')).toBe('Lost found');
  });
});
