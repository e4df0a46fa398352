/** Result groups on /search: the groups the query names come first (docs/product.md §4 /search). */
import { describe, expect, it } from 'vitest';
import { groupScore, rankGroups } from '../../client/pages/search/rank.ts';

const group = (id: string, title: string, ...hits: string[]) => ({ id, title, hits: hits.map((h) => ({ title: h })) });

describe('search result groups', () => {
  const sights = group('results-scenic', 'Sights', 'Mirror Lake');
  const themes = group('results-theme', 'Itineraries', 'Two Days on Mirror Lake', 'Winter in Qinglan');
  const hotels = group('results-hotel', 'Where to stay', 'Yingxue Bay Lakeview Hotel', 'Qinglan Mountain Retreat');
  const services = group('results-service', 'Facilities', 'Visitor Centre');

  it('scores a group by how exactly the query names it or its hits', () => {
    expect(groupScore(hotels, 'Where to stay')).toBe(3);
    expect(groupScore(sights, 'mirror  LAKE')).toBe(2);
    expect(groupScore(hotels, 'hotel')).toBe(1);
    expect(groupScore(themes, 'hotel')).toBe(0);
    expect(groupScore(themes, '')).toBe(0);
    expect(groupScore(group('results-hotel', '住宿', '汤谷温泉酒店', '牦牛坪高山客栈'), '酒店')).toBe(1);
  });

  it('puts hotels before itineraries for "hotel" and "酒店", keeping the fixed order otherwise', () => {
    expect(rankGroups([sights, themes, hotels, services], 'hotel').map((g) => g.id)).toEqual(['results-hotel', 'results-scenic', 'results-theme', 'results-service']);
    const zh = [group('results-theme', '主题行程', '镜湖与湖岛两日'), group('results-hotel', '住宿', '汤谷温泉酒店'), group('results-service', '服务设施', '青岚山游客中心')];
    expect(rankGroups(zh, '酒店').map((g) => g.id)).toEqual(['results-hotel', 'results-theme', 'results-service']);
    expect(rankGroups([sights, themes, hotels], 'Mirror Lake').map((g) => g.id)).toEqual(['results-scenic', 'results-theme', 'results-hotel']);
    expect(rankGroups([sights, themes, hotels], 'snow').map((g) => g.id)).toEqual(['results-scenic', 'results-theme', 'results-hotel']);
  });
});
