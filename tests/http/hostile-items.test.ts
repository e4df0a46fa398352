/**
 * The trust boundary with the CMS (docs/decisions/041-item-by-item-validation.md), against the
 * real app on a cold cache: one off-enum menu item, every URL field carrying data:/vbscript:,
 * and a list reply claiming a billion entries. Each took every page (or the process) down
 * before: a reply was refused whole, the URL allow-list covered only some fields, and the
 * offline pack sized its follow-up pages from the CMS's counts.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../shared/api/shell.ts';
import { PACK_LIMITS, type PackManifest } from '../../shared/offline-pack.ts';
import type { Locale } from '../../shared/api/envelope.ts';
import { contentApi } from '../support/content-api.ts';
import { esc } from '../support/seed.ts';
import { BAD_MENU_TARGETS, BILLION_ENTRIES, FAULT_ENV, LIST, MENU, POISONED_URL, poisonUrls, SPOILED_MENU_ID } from '../support/faults.ts';
import type { Site } from '../support/site.ts';
import { upstreamSuite } from '../support/upstream-suite.ts';

const s = upstreamSuite();
let site: Site;
const logs: string[] = [];

beforeAll(async () => {
  site = await s.site({ env: FAULT_ENV, logStream: { write: (l) => void logs.push(l) } });
});
// Every case starts on a cold cache: no good copy to fall back on (a new replica, a Redis flush).
beforeEach(() => {
  s.upstream.reset();
  site.cache.clear();
});

const shellMenu = async (): Promise<MenuNode[]> => {
  const res = await request(site.url).get('/_data/shell/zh-CN');
  expect(res.status).toBe(200);
  return res.body.data.mainMenu as MenuNode[];
};
const find = (nodes: MenuNode[], id: number): MenuNode | undefined => nodes.map((m) => (m.menuId === id ? m : find(m.children, id))).find(Boolean);

describe('one menu item with a window name the site does not use', () => {
  it.each(BAD_MENU_TARGETS)('target %j: every page 200, the menu as without it, that item opening in place', async (target) => {
    const clean = await shellMenu();
    site.cache.clear();
    // The seed's main menu (menuPosition 1) has 24 records; menu 31 (/hotel) among them opens in place.
    s.upstream.set(MENU, { kind: 'edit', edit: (r) => ((r.data as { menuId: number; target: string }[]).forEach((m) => m.menuId === SPOILED_MENU_ID && (m.target = target)), r) });
    for (const path of ['/', '/en', '/hotel', '/en/trends', '/tourist']) expect((await request(site.url).get(path)).status, path).toBe(200);
    const menu = await shellMenu();
    expect(menu).toEqual(clean);
    expect(find(menu, SPOILED_MENU_ID)).toMatchObject({ menuId: SPOILED_MENU_ID, path: '/hotel', target: '_self' });
  });
});

describe('a list reply with one invalid item', () => {
  it('serves the valid items, counts the dropped one and logs where and why once per reply, never its text', async () => {
    const hotels = (await contentApi(() => s.content.url).list('hotel', 'zh-CN' as Locale)).records.map((h) => h.title);
    s.upstream.set(LIST, { kind: 'edit', edit: (r) => ((r.data.records[0].title = { zh: 'SECRET-ITEM-TEXT' }), r) });
    logs.length = 0;
    const res = await request(site.url).get('/hotel');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(esc(hotels[0]!));
    for (const title of hotels.slice(1)) expect(res.text).toContain(esc(title));
    // The page asks for two pages of the type (the filtered one and all of it): one dropped item in each reply.
    const metric = await site.metrics.registry.getSingleMetricAsString('upstream_items_dropped_total');
    expect(metric).toContain('upstream_items_dropped_total{endpoint="/article/getArticleList"} 2');
    const lines = logs.filter((l) => l.includes('invalid items dropped')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.endpoint, l.dropped, l.notes])).toEqual(
      Array(2).fill(['/article/getArticleList', 1, [{ kind: 'dropped', at: 'records[0]', reason: 'title: Invalid input: expected string, received object' }]]),
    );
    expect(logs.join('\n')).not.toContain('SECRET-ITEM-TEXT');
  });
});

describe('every CMS URL field carrying data: or vbscript:', () => {
  it('leaves no such URL in any rendered page or its data', async () => {
    s.upstream.setDefault({ kind: 'edit', edit: (r) => poisonUrls(r) });
    const hotel = (await contentApi(() => s.content.url).list('hotel', 'zh-CN' as Locale)).records[0]!.id;
    const pages = ['/', '/en', '/hotel', `/hotel/detail?id=${hotel}`, '/tourist', '/explain', '/live', '/store', '/scenicArea', '/theme/list', '/theme?id=1', '/en/landscapes'];
    for (const path of pages) {
      const res = await request(site.url).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toMatch(POISONED_URL);
      const data = await request(site.url).get(`/_data/page${path}`);
      expect(data.status, path).toBe(200);
      expect(data.text, path).not.toMatch(POISONED_URL);
    }
    const shell = await request(site.url).get('/_data/shell/en');
    expect(shell.status).toBe(200);
    expect(shell.text).not.toMatch(POISONED_URL);
  });
});

describe('a list reply claiming a billion entries of one per page', () => {
  it('gives a bounded offline pack manifest, and the process lives on', async () => {
    s.upstream.set(LIST, BILLION_ENTRIES);
    const res = await request(site.url).get('/_data/offline-pack/zh-CN');
    expect(res.status).toBe(200);
    const pages = (res.body.data as PackManifest).entries.filter((e) => e.kind === 'page').map((e) => e.url);
    // The audio-guide list is followed to its PACK_LIMITS.listPages-th page and no further; the rest is as the seed has it.
    const explain = ['/explain', ...Array.from({ length: PACK_LIMITS.listPages - 1 }, (_, i) => `/explain?page=${i + 2}`)];
    const seeded = ['/getting-here', '/scenicArea', '/theme/list', ...[1, 2, 3, 4, 5, 6, 7].map((id) => `/theme?id=${id}`), '/tourist', '/trails', ...[1, 2, 3, 4].map((id) => `/trails/detail?id=${id}`), '/when-to-visit'];
    expect(pages).toEqual([...explain, ...seeded].sort());
    expect((await request(site.url).get('/healthz')).status).toBe(200);
    // The list page itself pages through the bounded count.
    expect((await request(site.url).get('/explain')).status).toBe(200);
  }, 60_000);
});
