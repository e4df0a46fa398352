/**
 * Site search (/search) in both languages: words, marks, grouping, empty states, junk, JSON.
 * Through the real app and the embedded content service (startStack, at TEST_NOW); expected
 * text comes from the seed files, so a writer's change to the seed cannot make these pass by accident.
 */
import { describe, expect, it } from 'vitest';
import { seed } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const subjects = seed('subjects.json');

const { get } = stackSuite();

describe('search', () => {
  const hotels = seed('articles/hotel.json');
  it('finds Chinese two-character words (酒店) with the word marked', async () => {
    const res = await get(`/search?q=${encodeURIComponent('酒店')}`);
    expect(res.status).toBe(200);
    const named = hotels.filter((h) => (h.title['zh-CN'] as string).includes('酒店'));
    expect(named.length).toBeGreaterThan(0);
    for (const h of named) expect(res.text).toContain(`href="/hotel/detail?id=${h.id}"`);
    expect(res.text).toContain('<mark class="');
    expect(res.text).toMatch(/<mark[^>]*>酒店<\/mark>/);
    expect(res.text).toContain('value="酒店"');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('finds 镜湖 across themes and articles, grouped by kind', async () => {
    const res = await get(`/search?q=${encodeURIComponent('镜湖')}`);
    const theme = subjects.find((s) => (s.title['zh-CN'] as string).includes('镜湖'))!;
    expect(res.text).toContain(`href="/theme?id=${theme.id}"`);
    expect(res.text).toContain('id="results-theme"');
    expect(res.text).toMatch(/<mark[^>]*>镜湖<\/mark>/);
  });

  it('finds English words by prefix in the English content', async () => {
    const res = await get('/en/search?q=hotel');
    expect(res.status).toBe(200);
    const named = hotels.filter((h) => /hotel/i.test(h.title.en as string));
    expect(named.length).toBeGreaterThan(0);
    for (const h of named) expect(res.text).toContain(`href="/en/hotel/detail?id=${h.id}"`);
    expect(res.text).toMatch(/<mark[^>]*>Hotel<\/mark>/i);
    expect(res.text).toContain('Results for “hotel”');
  });

  it('lists the hotels before the itineraries that mention them, in both languages', async () => {
    for (const path of [`/search?q=${encodeURIComponent('酒店')}`, '/en/search?q=hotel']) {
      const html = (await get(path)).text;
      const ids = [...html.matchAll(/<h2 id="(results-[a-z]+)"/g)].map((m) => m[1]);
      expect(ids.slice(0, 2)).toEqual(['results-hotel', 'results-theme']);
    }
  });

  it('lists places before itineraries for a place word (湖, lake): named places, then places by text', async () => {
    for (const path of [`/search?q=${encodeURIComponent('湖')}`, '/en/search?q=lake']) {
      const html = (await get(path)).text;
      const ids = [...html.matchAll(/<h2 id="(results-[a-z]+)"/g)].map((m) => m[1]);
      // Mirror Lake / 镜湖 is a landscape named by the word; the sights and islands only mention it.
      expect(ids.slice(0, 4)).toEqual(['results-landscape', 'results-scenic', 'results-island', 'results-theme']);
    }
  });

  it('offers the English site when an English word finds nothing on the Chinese site', async () => {
    const res = await get('/search?q=lake');
    expect(res.text).toContain('没有找到与“lake”相关的内容');
    expect(res.text).toContain('<a href="/en/search?q=lake" hrefLang="en"');
    expect(res.text).toContain('在英文站搜索“lake”');
    // Not for a Chinese word that finds nothing, nor on the English site for an English word.
    expect((await get(`/search?q=${encodeURIComponent('龘龘')}`)).text).not.toContain('在英文站搜索');
    expect((await get('/en/search?q=zzzzqqq')).text).not.toContain('hrefLang="zh-CN" class="font-semibold');
  });

  it('offers the Chinese site when a Chinese word finds nothing on the English site', async () => {
    const res = await get(`/en/search?q=${encodeURIComponent('镜湖')}`);
    expect(res.text).toContain('Nothing found for “镜湖”');
    expect(res.text).toContain(`<a href="/search?q=${encodeURIComponent('镜湖')}" hrefLang="zh-CN"`);
    expect(res.text).toContain('Search “镜湖” on the Chinese site');
    // Not for an English word that finds nothing.
    expect((await get('/en/search?q=zzzzqqq')).text).not.toContain('on the Chinese site');
  });

  it('escapes the query instead of interpreting it', async () => {
    const res = await get(`/en/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('helps when nothing is found, and with no query at all', async () => {
    const none = await get('/en/search?q=zzzzqqq');
    expect(none.text).toContain('Nothing found for “zzzzqqq”');
    expect(none.text).toContain(`href="/en/search?q=Mirror%20Lake"`);
    expect(none.text).toContain('href="/en/scenicArea"');
    const blank = await get('/search');
    expect(blank.status).toBe(200);
    expect(blank.text).toContain(`href="/search?q=${encodeURIComponent('镜湖')}"`);
  });

  it('serves the results as JSON for client navigations', async () => {
    const res = await get(`/_data/page/en/search?q=Mirror`);
    expect(res.status).toBe(200);
    expect(res.body.data.kind).toBe('search');
    expect(res.body.data.q).toBe('Mirror');
    expect(res.body.data.articles.total + res.body.data.subjects.total + res.body.data.scenic.total).toBeGreaterThan(0);
  });

  it('survives junk: long, odd and repeated q values', async () => {
    for (const q of ['%E0%A4%A', 'a'.repeat(500), '"*:()', '%00']) expect((await get(`/search?q=${q}`)).status).toBeLessThan(500);
    expect((await get('/search?q=a&q=b&page=999999999')).status).toBe(200);
  });
});
