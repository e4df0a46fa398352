/**
 * Part A pages through the real app and the embedded content service: home, every article
 * list, scenic spots and the four detail pages, in both languages. Expected text comes from
 * the content service itself (seeded from content-service/seed/), so the tests follow the
 * writers' data instead of copying it. Everything asserted is in the server-rendered HTML.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleSummary, HomeModule, Notice, ScenicSpot } from '../../shared/api/content.ts';
import type { Page } from '../../shared/api/envelope.ts';
import type { Locale } from '../../shared/api/envelope.ts';
import { articleHref, LIST_PATH } from '../../shared/routes.ts';
import en from '../../locales/en/pages.json' with { type: 'json' };
import zh from '../../locales/zh-CN/pages.json' with { type: 'json' };
import { startStack, type Site } from '../support/site.ts';

const API = '/website/api/web';
const LOCALES: Locale[] = ['zh-CN', 'en'];
const TITLES: Record<Locale, Record<string, string>> = { 'zh-CN': zh.titles, en: en.titles };
const at = (l: Locale, path: string) => (l === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
/** How React writes text into HTML. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

let site: Site & { content: { url: string } };
beforeAll(async () => {
  site = await startStack();
});
afterAll(() => site?.close());

const get = (path: string) => request(site.url).get(path);
async function api<T>(path: string, query: Record<string, string | number>, locale: Locale): Promise<T> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${site.content.url}${API}${path}?${qs}`, { headers: { 'accept-language': locale } });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`${path}: code ${body.code}`);
  return body.data;
}
const list = (typeCode: string, locale: Locale, extra: Record<string, string | number> = {}) =>
  api<Page<ArticleSummary>>('/article/getArticleList', { typeCode, pageNum: 1, pageSize: 12, ...extra }, locale);
/** Whether some <a> tag carries every one of these attribute strings (React's attribute order varies). */
const hasLink = (html: string, ...attrs: string[]) => [...html.matchAll(/<a\s[^>]*>/g)].some((m) => attrs.every((a) => m[0].includes(a)));
const jsonLd = (html: string): any[] => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

/** Route id → article type of every list page part A owns. */
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

describe('home', () => {
  it.each(LOCALES)('%s: hero, notices with closures first, today, sights, themes, news, tiles and map, server-rendered', async (locale) => {
    const res = await get(at(locale, '/'));
    expect(res.status).toBe(200);
    const html = res.text;
    const home = await api<HomeModule>('/homeModule/getHomeModule', {}, locale);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain('data-testid="hero"');
    for (const b of home.banners) expect(html).toContain(esc(b.title));
    expect(html).toContain('data-testid="hero-pause"');
    expect(html).toContain(esc(home.intro.title));
    // Notices: every closure is a pinned row before the rotating line.
    const notices = (await api<Page<Notice>>('/homeModule/getNotice', { pageNum: 1, pageSize: 10 }, locale)).records;
    const current = notices.filter((n) => !n.endTime || Date.parse(n.endTime) > Date.now());
    const closures = current.filter((n) => n.level === 'closure');
    expect(closures.length).toBeGreaterThan(0);
    const section = html.slice(html.indexOf('data-testid="notices"'));
    for (const c of closures) expect(section.indexOf(esc(c.title))).toBeLessThan(section.indexOf('data-level="warning"'));
    // Notices that have ended are not shown.
    for (const n of notices.filter((x) => !current.includes(x))) expect(section).not.toContain(`notice-${n.id}"`);
    // Today: flow against capacity from the shell data.
    expect(html).toContain('data-testid="today-flow"');
    const spots = (await api<Page<ScenicSpot>>('/scenic/getScenic', { pageNum: 1, pageSize: 30 }, locale)).records;
    expect(html).toContain(esc(spots[0]!.name));
    const news = (await list('news', locale, { pageSize: 4 })).records;
    expect(html).toContain(esc(news[0]!.title));
    // Tiles into every content area.
    for (const path of ['/scenicArea', '/landscapes', '/animal', '/island', '/hotel', '/restaurants', '/shop', '/poi', '/live', '/explain', '/store', '/ability', '/tourist', '/trends', '/theme/list']) {
      expect(html).toContain(`href="${at(locale, path)}"`);
    }
    // The map teaser is the server-rendered schematic with a marker per spot.
    expect(html).toContain('data-testid="schematic-map"');
    expect(html.match(/data-marker="s\d+"/g)?.length).toBe(spots.length);
  });
});

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
      for (const a of all.records) {
        if (a.attrs.stars === stars) expect(res.text).toContain(esc(a.title));
        else expect(res.text).not.toContain(`>${esc(a.title)}<`);
      }
      // The chosen chip is marked; the others keep the filter out of their links.
      expect(hasLink(res.text, `href="${at(locale, '/hotel')}?stars=${stars}"`, 'aria-current="true"', 'class="chip')).toBe(true);
      const cheap = Math.min(...all.records.map((a) => a.attrs.priceMin ?? Infinity));
      const budget = await get(at(locale, `/hotel?priceMax=${cheap}`));
      for (const a of all.records) if ((a.attrs.priceMin ?? Infinity) > cheap) expect(budget.text).not.toContain(`>${esc(a.title)}<`);
    }
  });

  it('restaurants: cuisine chips filter by category, labels localized', async () => {
    const all = await list('restaurant', 'en', { pageSize: 100 });
    const cats = [...new Set(all.records.map((a) => a.attrs.category).filter(Boolean))] as string[];
    expect(cats.length).toBeGreaterThan(1);
    const res = await get(`/en/restaurants?category=${cats[0]}`);
    expect(res.text).toContain('data-testid="list-filters"');
    expect(res.text).toContain('Cuisine');
    for (const a of all.records) {
      if (a.attrs.category === cats[0]) expect(res.text).toContain(esc(a.title));
      else expect(res.text).not.toContain(`>${esc(a.title)}<`);
    }
  });

  it('news: newest first with dates, paging in the query string keeps other parameters', async () => {
    const res = await get('/en/trends');
    const times = [...res.text.matchAll(/<time dateTime="(\d{4}-\d\d-\d\d)"/g)].map((m) => m[1]!);
    expect(times.length).toBeGreaterThan(5);
    expect([...times].sort().reverse()).toEqual(times);
    const all = await list('news', 'en', { pageSize: 100 });
    if (all.total > 12) {
      const p2 = await get('/en/trends?page=2&utm=x');
      const second = await list('news', 'en', { pageNum: 2 });
      for (const a of second.records) expect(p2.text).toContain(esc(a.title));
      expect(p2.text).toMatch(/aria-current="page"[^>]*>2</);
      expect(p2.text).toContain('href="/en/trends?utm=x"');
    }
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

describe('detail pages', () => {
  const DETAILS = [
    ['hotel', '/hotel/detail', 'Hotel'],
    ['restaurant', '/restaurants/detail', 'Restaurant'],
    ['shop', '/shop/detail', 'Store'],
    ['poi', '/poi/detail', 'TouristAttraction'],
  ] as const;

  it.each(DETAILS.flatMap((d) => LOCALES.map((l) => [...d, l] as const)))('%s %s (%s, %s): gallery, facts, rich text, map, related, JSON-LD', async (type, path, schema, locale) => {
    const first = (await list(type, locale)).records[0]!;
    const a = await api<ArticleDetail>('/article/getArticleDetail', { id: first.id }, locale);
    const res = await get(at(locale, `${path}?id=${a.id}`));
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain(`<title>${esc(a.title)}`);
    expect(html).toMatch(/<h1[^>]*>/);
    // Gallery links go to the full-size photo; thumbnails use the srcset variants.
    expect(html).toContain('data-testid="gallery"');
    expect(html).toContain(`href="${a.cover}"`);
    expect(html).toMatch(/srcSet="\/media\/photos\/w480\//i);
    // Key facts; the phone is a tel: link.
    expect(html).toContain('data-testid="key-facts"');
    if (a.attrs.phone) expect(html).toContain(`href="tel:${a.attrs.phone.replace(/[^\d+]/g, '')}"`);
    if (a.attrs.address) expect(html).toContain(esc(a.attrs.address));
    expect(html).toContain('data-testid="rich-text"');
    if (a.attrs.lat != null) expect(html).toContain('data-testid="schematic-map"');
    for (const r of a.related.slice(0, 8)) expect(html).toContain(`href="${at(locale, articleHref(r.typeCode, r.id))}"`);
    const ld = jsonLd(html);
    expect(ld.find((d) => d['@type'] === schema)?.name).toBe(a.title);
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: any) => c.name)).toEqual([locale === 'en' ? 'Home' : '首页', TITLES[locale][type === 'restaurant' ? 'restaurants' : type], a.title]);
    expect(html).toContain(`<meta property="og:image" content="`);
  });

  it('hotel JSON-LD carries stars, price range and amenities', async () => {
    const first = (await list('hotel', 'en')).records.find((h) => h.attrs.stars)!;
    const res = await get(`/en/hotel/detail?id=${first.id}`);
    const hotel = jsonLd(res.text).find((d) => d['@type'] === 'Hotel');
    expect(hotel.starRating.ratingValue).toBe(first.attrs.stars);
    if (first.attrs.priceMin !== undefined) expect(hotel.priceRange).toContain(String(first.attrs.priceMin));
    if (first.attrs.amenities?.length) expect(hotel.amenityFeature).toHaveLength(first.attrs.amenities.length);
  });

  it('missing, malformed, unknown or wrong-type ids are 404 "Page not found"', async () => {
    const restaurant = (await list('restaurant', 'zh-CN')).records[0]!;
    const hotel = (await list('hotel', 'zh-CN')).records[0]!;
    const bad = ['/hotel/detail', '/hotel/detail?id=', '/hotel/detail?id=abc', '/hotel/detail?id=999999', `/hotel/detail?id=${restaurant.id}`, `/restaurants/detail?id=${hotel.id}`, '/shop/detail?id=0', '/poi/detail?id=1.5'];
    for (const url of bad) {
      const zhRes = await get(url);
      expect(zhRes.status, url).toBe(404);
      expect(zhRes.text).toContain('页面未找到');
      const enRes = await get(`/en${url}`);
      expect(enRes.status, url).toBe(404);
      expect(enRes.text).toContain('Page not found');
    }
  });

  it('the same detail data comes from the JSON URL for client navigations', async () => {
    const hotel = (await list('hotel', 'en')).records[0]!;
    const res = await get(`/_data/page/en/hotel/detail?id=${hotel.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.kind).toBe('article-detail');
    expect(res.body.data.article.id).toBe(hotel.id);
    expect(res.body.data.contentHtml).not.toMatch(/<script/i);
  });
});

describe('structured data and SEO', () => {
  it('every JSON-LD block is valid JSON without a raw "<"', async () => {
    for (const path of ['/', '/en/hotel', '/scenicArea', '/en/landscapes']) {
      const res = await get(path);
      const blocks = [...res.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const b of blocks) {
        expect(b).not.toContain('<');
        expect(() => JSON.parse(b)).not.toThrow();
      }
    }
  });

  it('localized descriptions and Open Graph images', async () => {
    const res = await get('/en/landscapes');
    expect(res.text).toMatch(/<meta name="description" content="Lake, snow peaks, forest and meadow/);
    expect(res.text).toMatch(/<meta property="og:image" content="http[^"]+\/media\/photos\//);
    const zhRes = await get('/scenicArea');
    expect(zhRes.text).toMatch(/<meta name="description" content="青岚山的主要景点/);
  });
});
