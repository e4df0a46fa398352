import { describe, expect, it } from 'vitest';
import type { MenuRecord } from '../../shared/api/shell.ts';
import { buildMenuTree, withoutSingleChildGroups } from '../../shared/menu.ts';
import { parseMusicMsg } from '../../shared/music.ts';

const rec = (menuId: number, parentId: number, orderNum = menuId): MenuRecord => ({
  menuId, parentId, name: `m${menuId}`, path: `/p${menuId}`, url: null, icon: null, orderNum, target: '_self', menuPlatform: 1, menuPosition: 1,
});

describe('buildMenuTree', () => {
  it('nests children by parentId, sorted by orderNum, show=false on the top level', () => {
    const tree = buildMenuTree([rec(3, 1, 2), rec(1, 0, 1), rec(2, 1, 1), rec(4, 0, 0), rec(5, 2)]);
    expect(tree.map((n) => n.menuId)).toEqual([4, 1]);
    expect(tree.every((n) => n.show === false)).toBe(true);
    expect(tree[1]!.children.map((n) => n.menuId)).toEqual([2, 3]);
    expect(tree[1]!.children[0]!.children.map((n) => n.menuId)).toEqual([5]);
    expect(tree[1]!.children[0]!.show).toBe(true);
  });
  it('promotes orphans and breaks cycles instead of losing entries', () => {
    const tree = buildMenuTree([rec(1, 99), rec(2, 3), rec(3, 2)]);
    const ids = (ns: ReturnType<typeof buildMenuTree>): number[] => ns.flatMap((n) => [n.menuId, ...ids(n.children)]);
    expect(ids(tree).sort()).toEqual([1, 2, 3]);
  });
});

describe('withoutSingleChildGroups', () => {
  const group = (menuId: number, orderNum: number): MenuRecord => ({ ...rec(menuId, 0, orderNum), path: null });
  it('turns a one-item group into a plain link: its own page if it has one, else its only item', () => {
    // 1: a page with one child (Home ▸ Search); 2: a group without a page and one item; 3: a group of two.
    const tree = withoutSingleChildGroups(buildMenuTree([rec(1, 0, 1), rec(11, 1), group(2, 2), rec(21, 2), group(3, 3), rec(31, 3), rec(32, 3)]));
    expect(tree.map((n) => [n.menuId, n.path, n.orderNum, n.show, n.children.map((c) => c.menuId)])).toEqual([
      [1, '/p1', 1, false, []],
      [21, '/p21', 2, false, []],
      [3, null, 3, false, [31, 32]],
    ]);
  });
});

describe('parseMusicMsg', () => {
  const track = { name: '晨光', artist: 'Qinglan Ensemble', url: '/media/audio/music-1.mp3', cover: null, duration: 60 };
  it('parses the double-encoded playlist', () => {
    const msg = JSON.stringify({ musicList: JSON.stringify([track]) });
    expect(parseMusicMsg(msg)).toEqual([track]);
  });
  it.each([null, '', 'not json', '{"musicList": "nope"}', '{"musicList": 5}', JSON.stringify({ musicList: JSON.stringify([{ url: 'javascript:alert(1)' }]) })])(
    'yields an empty list for %j',
    (msg) => {
      expect(parseMusicMsg(msg)).toEqual([]);
    },
  );
});
