import { describe, expect, it } from 'vitest';
import { routeLabel } from '../../server/ops/route-label.ts';

describe('routeLabel', () => {
  it('labels pages and page data by the matched route, everything else by its Fastify route', () => {
    expect(routeLabel('/*', '/HOTEL?x=1')).toBe('page:hotel');
    expect(routeLabel('/*', '/en/hotel/detail?id=1')).toBe('page:hotelDetail');
    expect(routeLabel('/_data/page/*', '/_data/page/HOTEL')).toBe('page:hotel');
    expect(routeLabel('/_data/page/*', '/_data/page/en/trends?page=2')).toBe('page:trends');
    expect(routeLabel('/_data/page/*', '/_data/page')).toBe('page:home');
    expect(routeLabel('/*', '/nowhere')).toBe('page:unmatched');
    expect(routeLabel('/readyz', '/readyz')).toBe('/readyz');
    expect(routeLabel(undefined, '/x')).toBe('unmatched');
  });
});
