/**
 * Article list pages (every type, filters, paging, maps) and the scenic spots page.
 * Through the real app and the embedded content service (startStack, at TEST_NOW); expected
 * text comes from the content service or the seed, everything asserted is in the server HTML.
 */
import { describe, expect, it } from 'vitest';
import type { ScenicSpot } from '../../shared/api/content.ts';
import type { Locale, Page } from '../../shared/api/envelope.ts';
import { LIST_PATH } from '../../shared/routes.ts';
import en from '../../locales/en/pages.json' with { type: 'json' };
import zh from '../../locales/zh-CN/pages.json' with { type: 'json' };
import { hasLink, jsonLd } from '../support/content-api.ts';
import { at, esc, LOCALES } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get, api, list } = stackSuite();
const TITLES: Record<Locale, Record<string, string>> = { 'zh-CN': zh.titles, en: en.titles };

/** Route id → article type of every list page. */
const LISTS: Record<string, string> = {
  hotel: 'hotel',
  restaurants: 'restaurant',
  shop: 'shop',
  poi: 'poi',
  animal: 'animal',
  island: 'island',
  landscapes: 'landscape',
  live: 'live',
  explain: 'explain',
  store: 'store',
  ability: 'service',
  trends: 'news',
};


describe('article lists', () => {
  it.each(Object.entries(LISTS).flatMap(([id, type]) => LOCALES.map((l) => [id, type, l] as const)))('%s (%s, %s): 200, title and the first page of entries', async (id, type, locale) => {
    const path = id === 'ability' ? '/ability' : LIST_PATH[type as keyof typeof LIST_PATH];
    const res = await get(at(locale, path));
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${esc(TITLES[locale][id]!)}`);
    const page = await list(type, locale);
    expect(page.records.length).toBeGreaterThan(0);
    for (const a of page.records) expect(res.text).toContain(esc(a.title));
    expect(res.text).toContain('data-testid="list-items"');
  });

  it('hotels: stars and budget filters come from the query string and show only matches', async () => {
    for (const locale of LOCALES) {
      const all = await list('hotel', locale, { pageSize: 100 });
      const stars = all.records.find((a) => a.attrs.stars)!.attrs.stars!;
      const res = await get(at(locale, `/hotel?stars=${stars}`));
      expect(res.status).toBe(200);
      const others = all.records.filter((a) => a.attrs.stars !== stars);
      expect(others.length).toBeGreaterThan(0);
      for (const a of all.records.filter((x) => x.attrs.stars === stars)) expect(res.text).toContain(esc(a.title));
      for (const a of others) expect(res.text).not.toContain(`>${esc(a.title)}<`);
      // The chosen chip is marked; the others keep the filter out of their links.
      expect(hasLink(res.text, `href="${at(locale, '/hotel')}?stars=${stars}"`, 'aria-current="true"', 'class="chip')).toBe(true);
      const cheap = Math.min(...all.records.map((a) => a.attrs.priceMin ?? Infinity));
      const budget = await get(at(locale, `/hotel?priceMax=${cheap}`));
      const dearer = all.records.filter((a) => (a.attrs.priceMin ?? Infinity) > cheap);
      expect(dearer.length).toBeGreaterThan(0);
      for (const a of dearer) expect(budget.text).not.toContain(`>${esc(a.title)}<`);
    }
  });

  it('restaurants: cuisine chips filter by category, labels localized', async () => {
    const all = await list('restaurant', 'en', { pageSize: 100 });
    const cats = [...new Set(all.records.map((a) => a.attrs.category).filter(Boolean))] as string[];
    expect(cats.length).toBeGreaterThan(1);
    const res = await get(`/en/restaurants?category=${cats[0]}`);
    expect(res.text).toContain('data-testid="list-filters"');
    expect(res.text).toContain('Cuisine');
    for (const a of all.records.filter((x) => x.attrs.category === cats[0])) expect(res.text).toContain(esc(a.title));
    for (const a of all.records.filter((x) => x.attrs.category !== cats[0])) expect(res.text).not.toContain(`>${esc(a.title)}<`);
  });

  it('news: newest first with dates, paging in the query string keeps other parameters', async () => {
    const res = await get('/en/trends');
    const times = [...res.text.matchAll(/<time dateTime="(\d{4}-\d\d-\d\d)"/g)].map((m) => m[1]!);
    expect(times.length).toBeGreaterThan(5);
    expect([...times].sort().reverse()).toEqual(times);
    const all = await list('news', 'en', { pageSize: 100 });
    expect(all.total).toBeGreaterThan(12);
    const p2 = await get('/en/trends?page=2&utm=x');
    const second = await list('news', 'en', { pageNum: 2 });
    expect(second.records.length).toBeGreaterThan(0);
    for (const a of second.records) expect(p2.text).toContain(esc(a.title));
    expect(p2.text).toContain('aria-current="page"><span aria-hidden="true">2</span><span class="sr-only">Page 2, current</span>');
    expect(p2.text).toContain('href="/en/trends?utm=x"');
    // A page past the end is an empty state, not an error.
    const past = await get('/en/trends?page=999');
    expect(past.status).toBe(200);
    expect(past.text).toContain('There is nothing on this page');
  });

  it('lists with coordinates server-render the offline map with markers linking to details', async () => {
    const res = await get('/hotel');
    expect(res.text).toContain('data-testid="schematic-map"');
    const hotels = (await list('hotel', 'zh-CN')).records.filter((a) => a.attrs.lat != null);
    expect(hotels.length).toBeGreaterThan(0);
    for (const h of hotels) expect(hasLink(res.text, `href="/hotel/detail?id=${h.id}"`, `data-marker="${h.id}"`)).toBe(true);
  });

  it('junk query values are ignored, never a 500', async () => {
    for (const q of ['?page=-1', '?page=abc', '?stars=9', '?priceMax=1e9', '?category=%3Cscript%3E', '?page=99999999999']) {
      const res = await get(`/hotel${q}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<script>alert');
    }
  });
});

describe('scenic spots', () => {
  it.each(LOCALES)('%s: every spot with hours, tickets, capacity and visit time, and the map', async (locale) => {
    const res = await get(at(locale, '/scenicArea'));
    expect(res.status).toBe(200);
    const spots = (await api<Page<ScenicSpot>>('/scenic/getScenic', { pageNum: 1, pageSize: 100 }, locale)).records;
    for (const s of spots) {
      expect(res.text).toContain(`id="spot-${s.id}"`);
      expect(res.text).toContain(esc(s.name));
      expect(res.text).toContain(esc(s.openHours));
      expect(res.text).toContain(esc(s.ticket));
    }
    expect(res.text).toContain('data-testid="schematic-map"');
    const ld = jsonLd(res.text).find((d) => d['@type'] === 'ItemList');
    expect(ld.itemListElement[0].item['@type']).toBe('TouristAttraction');
  });
});
