/**
 * Detail pages (hotel, restaurant, shop, point of interest) in both languages, their 404s and their JSON-LD.
 * Through the real app and the embedded content service (startStack, at TEST_NOW); expected
 * text comes from the content service or the seed, everything asserted is in the server HTML.
 */
import { describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../../shared/api/content.ts';
import type { Locale } from '../../shared/api/envelope.ts';
import { articleHref } from '../../shared/routes.ts';
import en from '../../locales/en/pages.json' with { type: 'json' };
import zh from '../../locales/zh-CN/pages.json' with { type: 'json' };
import { jsonLd } from '../support/content-api.ts';
import { at, esc, LOCALES } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get, api, list } = stackSuite();
const TITLES: Record<Locale, Record<string, string>> = { 'zh-CN': zh.titles, en: en.titles };


describe('detail pages', () => {
  const DETAILS = [
    ['hotel', '/hotel/detail', 'Hotel'],
    ['restaurant', '/restaurants/detail', 'Restaurant'],
    ['shop', '/shop/detail', 'Store'],
    ['poi', '/poi/detail', 'TouristAttraction'],
  ] as const;

  it.each(DETAILS.flatMap((d) => LOCALES.map((l) => [...d, l] as const)))('%s %s (%s, %s): gallery, facts, rich text, map, related, JSON-LD', async (type, path, schema, locale) => {
    // The newest entry with a phone (some points of interest have none).
    const first = (await list(type, locale)).records.find((r) => r.attrs.phone);
    expect(first).toBeDefined();
    const a = await api<ArticleDetail>('/article/getArticleDetail', { id: first!.id }, locale);
    const res = await get(at(locale, `${path}?id=${a.id}`));
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain(`<title>${esc(a.title)}`);
    expect(html).toMatch(/<h1[^>]*>/);
    // No photo truly shows these entries (docs/decisions/018-true-pictures.md): nothing stands in
    // the gallery's place (no picture, no stand-in box between the heading and the key facts),
    // and JSON-LD names no image.
    expect(a.cover).toBeNull();
    expect(html).not.toContain('data-testid="gallery"');
    const top = html.slice(html.indexOf('<h1'), html.indexOf('data-testid="key-facts"'));
    expect(top).not.toMatch(/<img|kind-tile|data-kind=/);
    // Key facts; the phone is a tel: link.
    expect(html).toContain('data-testid="key-facts"');
    // Every entry of these types has an address and coordinates.
    expect(a.attrs.phone).toEqual(expect.any(String));
    expect(a.attrs.address).toEqual(expect.any(String));
    expect(a.attrs.lat).toEqual(expect.any(Number));
    expect(html).toContain(`href="tel:${a.attrs.phone!.replace(/[^\d+]/g, '')}"`);
    expect(html).toContain(esc(a.attrs.address!));
    expect(html).toContain('data-testid="rich-text"');
    expect(html).toContain('data-testid="schematic-map"');
    expect(a.related.length).toBeGreaterThan(0);
    for (const r of a.related.slice(0, 8)) expect(html).toContain(`href="${at(locale, articleHref(r.typeCode, r.id))}"`);
    const ld = jsonLd(html);
    expect(ld.find((d) => d['@type'] === schema)?.name).toBe(a.title);
    expect(ld.find((d) => d['@type'] === schema)).not.toHaveProperty('image');
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: any) => c.name)).toEqual([locale === 'en' ? 'Home' : '首页', TITLES[locale][type === 'restaurant' ? 'restaurants' : type], a.title]);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/logo\.png"\/>/);
  });

  it.each([
    ['/en/restaurants/detail?id=1105', 'Restaurant', '/media/photos/coffee.jpg'],
    ['/restaurants/detail?id=1105', 'Restaurant', '/media/photos/coffee.jpg'],
  ])('%s: the one true photo in the gallery, og:image and JSON-LD', async (path, schema, photo) => {
    const html = (await get(path)).text;
    // Gallery links go to the full-size photo; thumbnails use the srcset variants.
    expect(html).toContain('data-testid="gallery"');
    expect(html).toContain(`href="${photo}"`);
    expect(html).toContain(`srcSet="${photo.replace('/photos/', '/photos/w480/')} 480w`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+${photo}"`));
    expect(jsonLd(html).find((d) => d['@type'] === schema)?.image).toEqual([expect.stringMatching(new RegExp(`^http[^"]+${photo}$`))]);
  });

  it.each(LOCALES)('an entry that costs nothing reads "free" in the cards of a detail page, never "¥0" (%s)', async (locale) => {
    const a = await api<ArticleDetail>('/article/getArticleDetail', { id: 1101 }, locale);
    // The page shows the first eight related entries.
    const free = a.related.slice(0, 8).filter((r) => r.attrs.priceMin === 0 && !r.attrs.priceMax);
    expect(free.length).toBeGreaterThan(0);
    const html = (await get(at(locale, '/restaurants/detail?id=1101'))).text;
    const related = html.slice(html.indexOf('data-testid="related"'));
    for (const r of free) {
      const card = related.slice(related.indexOf(`href="${at(locale, articleHref(r.typeCode, r.id))}"`));
      expect(card.slice(0, card.indexOf('</li>'))).toContain(locale === 'en' ? '>Free<' : '>免费<');
    }
    expect(html).not.toMatch(/¥0(?![\d,.])/);
  });

  it.each([
    [1504, { isAccessibleForFree: true }],
    [1507, { priceRange: 'CNY 80' }],
  ])('island %i: JSON-LD says a free place is free instead of a price range of CNY 0', async (id, price) => {
    const ld = jsonLd((await get(`/article?id=${id}`)).text).find((d) => d['@type'] === 'TouristAttraction');
    expect({ isAccessibleForFree: ld.isAccessibleForFree, priceRange: ld.priceRange }).toEqual({ isAccessibleForFree: undefined, priceRange: undefined, ...price });
  });

  it.each(LOCALES)('the island list and its map notes never say "¥0" for an island that costs nothing (%s)', async (locale) => {
    const islands = (await list('island', locale)).records;
    expect(islands.filter((r) => r.attrs.priceMin === 0 && !r.attrs.priceMax).length).toBeGreaterThan(0);
    const html = (await get(at(locale, '/island'))).text;
    expect(html).not.toMatch(/¥0(?![\d,.])/);
  });

  it('hotel JSON-LD carries stars, price range and amenities', async () => {
    const first = (await list('hotel', 'en')).records.find((h) => h.attrs.stars)!;
    const res = await get(`/en/hotel/detail?id=${first.id}`);
    const hotel = jsonLd(res.text).find((d) => d['@type'] === 'Hotel');
    expect(hotel.starRating.ratingValue).toBe(first.attrs.stars);
    expect(first.attrs.priceMin).toEqual(expect.any(Number));
    expect(first.attrs.amenities?.length).toBeGreaterThan(0);
    expect(hotel.priceRange).toContain(String(first.attrs.priceMin));
    expect(hotel.amenityFeature).toHaveLength(first.attrs.amenities!.length);
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
