/** Result groups on /search: named groups first, places first for a place word (docs/product.md §4, search). */
import { describe, expect, it } from 'vitest';
import { rankGroups } from '../../client/pages/search/rank.ts';

const group = (id: string, title: string, ...hits: string[]) => ({ id, title, hits: hits.map((h) => ({ title: h })) });
const place = (id: string, title: string, ...hits: string[]) => ({ ...group(id, title, ...hits), place: true });
const ids = (groups: { id: string }[]) => groups.map((g) => g.id);

describe('search result groups', () => {
  const sights = place('results-scenic', 'Sights', 'Yingxue Bay', 'Yak Meadow');
  const landscapes = place('results-landscape', 'Landscapes', 'Mirror Lake');
  const islands = place('results-island', 'Islands', 'Sunset Isle');
  const themes = group('results-theme', 'Itineraries', 'Two Days on Mirror Lake', 'Winter in Qinglan');
  const hotels = group('results-hotel', 'Where to stay', 'Yingxue Bay Lakeview Hotel', 'Qinglan Mountain Retreat');
  const services = group('results-service', 'Facilities', 'Visitor Centre');
  const all = [sights, themes, hotels, landscapes, islands, services];

  it('puts a group named by the query first', () => {
    expect(ids(rankGroups(all, 'where  to STAY'))[0]).toBe('results-hotel');
    expect(ids(rankGroups(all, 'Itineraries'))[0]).toBe('results-theme');
  });

  it('puts hotels before itineraries for "hotel" and "酒店", keeping the fixed order otherwise', () => {
    expect(ids(rankGroups([sights, themes, hotels, services], 'hotel'))).toEqual(['results-hotel', 'results-scenic', 'results-theme', 'results-service']);
    const zh = [group('results-theme', '主题行程', '镜湖与湖岛两日'), group('results-hotel', '住宿', '汤谷温泉酒店'), group('results-service', '服务设施', '青岚山游客中心')];
    expect(ids(rankGroups(zh, '酒店'))).toEqual(['results-hotel', 'results-theme', 'results-service']);
    expect(ids(rankGroups([sights, themes, hotels], 'snow'))).toEqual(['results-scenic', 'results-theme', 'results-hotel']);
    expect(ids(rankGroups([sights, themes, hotels], ''))).toEqual(['results-scenic', 'results-theme', 'results-hotel']);
  });

  it('puts places first for a place word: named places, then places by text, then the rest', () => {
    expect(ids(rankGroups(all, 'lake'))).toEqual(['results-landscape', 'results-scenic', 'results-island', 'results-theme', 'results-hotel', 'results-service']);
    expect(ids(rankGroups(all, 'Mirror Lake'))).toEqual(['results-landscape', 'results-scenic', 'results-island', 'results-theme', 'results-hotel', 'results-service']);
    const zh = [
      place('results-scenic', '景点', '映雪湾'),
      group('results-theme', '主题行程', '镜湖与湖岛两日'),
      group('results-hotel', '住宿', '映雪湾湖景酒店'),
      place('results-landscape', '风光', '镜湖'),
      place('results-island', '湖岛', '镜心岛'),
      group('results-explain', '语音导览', '第 2 站 · 映雪湾'),
    ];
    expect(ids(rankGroups(zh, '湖'))).toEqual(['results-landscape', 'results-scenic', 'results-island', 'results-theme', 'results-hotel', 'results-explain']);
  });

  it('keeps places in the fixed order when no place is named by the query', () => {
    expect(ids(rankGroups(all, 'retreat'))).toEqual(['results-hotel', 'results-scenic', 'results-theme', 'results-landscape', 'results-island', 'results-service']);
  });
});
