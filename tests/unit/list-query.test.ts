/** List pages keep their state in the query string: params, page windows, filters. */
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../shared/api/content.ts';
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
