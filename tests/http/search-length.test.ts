/**
 * A list search longer than the CMS accepts (it refuses more than 100 characters with
 * code -1) is cut to 100 characters: a 200 page searching for the cut query, never a 500.
 * On every list type, through the real app and the embedded content service.
 */
import { describe, expect, it } from 'vitest';
import { pageState } from '../support/html.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get } = stackSuite();

/** Route id → path of every article list page. */
const LISTS: Record<string, string> = {
  ability: '/ability',
  landscapes: '/landscapes',
  animal: '/animal',
  island: '/island',
  hotel: '/hotel',
  restaurants: '/restaurants',
  shop: '/shop',
  poi: '/poi',
  live: '/live',
  explain: '/explain',
  store: '/store',
  trends: '/trends',
};

describe('list search length', () => {
  it.each(Object.entries(LISTS).flatMap(([id, path]) => [101, 200].map((n) => [id, path, n] as const)))('%s %s?q=<%i characters> → 200, the query cut to 100', async (id, path, n) => {
    const res = await get(`${path}?q=${encodeURIComponent('镜'.repeat(n))}`);
    expect(res.status).toBe(200);
    expect(pageState(res.text).router.loaderData[`zh-CN:${id}`].filters.keyword).toBe('镜'.repeat(100));
  });

  it('a cut never splits a character outside the BMP', async () => {
    const res = await get(`/hotel?q=${encodeURIComponent('a' + '😀'.repeat(60))}`);
    expect(res.status).toBe(200);
    expect(pageState(res.text).router.loaderData['zh-CN:hotel'].filters.keyword).toBe('a' + '😀'.repeat(49));
  });
});
