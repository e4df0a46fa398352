/**
 * Part B pages through the real app and the embedded content service: article and theme
 * layouts, theme detail, live, audio guides, tourist information, search, template pages,
 * sitemap.xml and robots.txt. Expected text comes from the seed files, so a writer's change
 * to the seed cannot make these tests pass by accident.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import { articleHref } from '../../shared/routes.ts';
import { currentNotices } from '../../server/data/loaders/info.ts';
import { at, esc, LOCALES, pick, seed, type Raw } from '../support/seed.ts';
import { startStack, type Site } from '../support/site.ts';


const subjects = seed('subjects.json');
const articles = ['news', 'live', 'explain', 'hotel', 'service'].flatMap((t) => seed(`articles/${t}.json`).map((a): Raw => ({ typeCode: t, ...a })));
const live = articles.filter((a) => a.typeCode === 'live');
const explain = articles.filter((a) => a.typeCode === 'explain');
const faq = seed('faq.json');

let site: Site;
beforeAll(async () => {
  site = await startStack();
});
afterAll(() => site?.close());

const get = (path: string) => request(site.url).get(path);

describe('article layouts (/article/list|grid|swiper, /article)', () => {
  const newest = [...seed('articles/news.json')].sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime))[0]!;
  it.each(LOCALES.flatMap((l) => ['/article/list', '/article/grid', '/article/swiper', '/article'].map((p) => [l, p] as const)))('%s %s shows the newest article, the type tabs and the layout switch', async (l, p) => {
    const res = await get(at(l, p));
    expect(res.status).toBe(200);
    expect(res.text).toContain(esc(pick(newest.title, l)));
    expect(res.text).toContain(`href="${at(l, `${p}?type=live`)}"`); // a type tab
    expect(res.text).toMatch(/aria-current="page"[^>]*>[^<]*<svg/); // the current layout in the switch
  });

  it('filters by ?type= and keeps the type in the other layouts', async () => {
    for (const l of LOCALES) {
      const res = await get(at(l, '/article/grid?type=live'));
      expect(res.status).toBe(200);
      for (const a of live) expect(res.text).toContain(esc(pick(a.title, l)));
      expect(res.text).not.toContain(esc(pick(explain[0]!.title, l)));
      expect(res.text).toContain(`href="${at(l, '/article/swiper?type=live')}"`);
    }
  });

  it('shows the swiper with its controls in the server HTML', async () => {
    const res = await get('/en/article/swiper?type=news');
    expect(res.text).toContain('aria-roledescription="carousel"');
    expect(res.text).toContain('aria-label="Next slide"');
    expect(res.text).toContain('aria-label="Slide 1 of 12"');
  });

  it('pages with ?page= and answers junk paging with page 1', async () => {
    const p2 = await get('/article/list?page=2');
    expect(p2.status).toBe(200);
    expect(p2.text).not.toContain(esc(pick(newest.title, 'zh-CN')));
    expect((await get('/article/list?page=abc')).text).toContain(esc(pick(newest.title, 'zh-CN')));
  });

  it('shows one article by ?id= and 404s an unknown or malformed one', async () => {
    const a = explain[0]!;
    const res = await get(`/en/article?id=${a.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(esc(pick(a.title, 'en')));
    for (const l of LOCALES) {
      expect((await get(at(l, '/article?id=999999'))).status).toBe(404);
      expect((await get(at(l, '/article?id=-1'))).status).toBe(404);
    }
  });
});

describe('theme layouts and detail', () => {
  it.each(LOCALES.flatMap((l) => ['/theme/list', '/theme/grid', '/theme/swiper', '/theme'].map((p) => [l, p] as const)))('%s %s lists every theme', async (l, p) => {
    const res = await get(at(l, p));
    expect(res.status).toBe(200);
    for (const s of subjects) expect(res.text).toContain(esc(pick(s.title, l)));
    expect(res.text).toContain(`href="${at(l, `/theme?id=${subjects[0]!.id}`)}"`);
  });

  it.each(LOCALES)('%s: a theme shows its itinerary linked to the real entries, with TouristTrip JSON-LD', async (l) => {
    const s = subjects[0]!;
    const res = await get(at(l, `/theme?id=${s.id}`));
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<h1 class="mt-1 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white">${esc(pick(s.title, l))}</h1>`);
    const days = pick(s.itinerary, l) as Raw[];
    for (const d of days) expect(res.text).toContain(esc(pick(d.title, l)));
    const stops = days.flatMap((d) => d.stops as Raw[]);
    for (const st of stops) expect(res.text).toContain(esc(pick(st.name, l)));
    const linked = stops.find((st) => st.ref?.kind === 'article')!;
    expect(res.text).toContain(`href="${at(l, articleHref(linked.ref.typeCode, linked.ref.id))}"`);
    const spot = stops.find((st) => st.ref?.kind === 'scenic');
    if (spot) expect(res.text).toContain(`href="${at(l, `/scenicArea#spot-${spot.ref.id}`)}"`);
    const ld = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const trip = ld.find((x) => x['@type'] === 'TouristTrip');
    expect(trip.name).toBe(pick(s.title, l));
    expect(trip.itinerary.itemListElement).toHaveLength(stops.length);
    expect(ld.some((x) => x['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it.each(['/theme?id=abc', '/theme?id=999999', '/theme?id=0', '/en/theme?id=abc', '/en/theme?id=999999'])('%s → 404', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('live cameras and audio guides', () => {
  it.each(LOCALES)('%s /live shows each camera with its snapshot and hours', async (l) => {
    const res = await get(at(l, '/live'));
    expect(res.status).toBe(200);
    for (const a of live) {
      expect(res.text).toContain(esc(pick(a.title, l)));
      expect(res.text).toContain(esc(pick(a.attrs.openHours, l)));
      expect(res.text).toContain(`/media/photos/w960/${(a.attrs.poster as string).split('/').pop()}`);
    }
    // The server checked the streams (the demo hosts none): the snapshot message is in the HTML.
    expect(res.text).toContain('data-live-state="unavailable"');
  });

  it.each(LOCALES)('%s /explain has a player per stop in this language, preload=none, with the transcript', async (l) => {
    const res = await get(at(l, '/explain'));
    expect(res.status).toBe(200);
    for (const a of explain) {
      expect(res.text).toContain(esc(pick(a.title, l)));
      expect(res.text).toContain(`preload="none" src="${pick(a.attrs.audioUrl, l)}"`);
      expect(res.text).toContain(esc((pick(a.attrs.transcript, l) as string).slice(0, 20)));
    }
    expect(res.text).toContain(l === 'en' ? 'Read the transcript' : '讲解文稿');
  });
});

describe('tourist information', () => {
  it.each(LOCALES)('%s /tourist: FAQ by category with anchors, notices, services, hotline and FAQPage JSON-LD', async (l) => {
    const res = await get(at(l, '/tourist'));
    expect(res.status).toBe(200);
    for (const f of faq) {
      expect(res.text).toContain(`id="faq-${f.id}"`);
      expect(res.text).toContain(esc(pick(f.question, l)));
    }
    for (const c of new Set(faq.map((f) => pick(f.category, l) as string))) expect(res.text).toContain(esc(c));
    const notices = currentNotices(seed('notices.json').map((n) => ({ ...n, title: pick(n.title, l), content: pick(n.content, l) })) as never, new Date());
    for (const n of notices) expect(res.text).toContain(esc(n.title));
    const closure = notices.find((n) => n.level === 'closure');
    if (closure) expect(res.text.indexOf(esc(closure.title))).toBeLessThan(res.text.indexOf(esc(notices.find((n) => n.level !== 'closure')!.title)));
    expect(res.text).toContain('href="tel:08362880000"');
    expect(res.text).toContain('href="tel:08362880110"');
    expect(res.text).toContain('href="tel:08362880315"');
    expect(res.text).toContain(esc(pick(seed('articles/service.json').find((s) => s.attrs.category === 'tickets')!.title, l)));
    const ld = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const page = ld.find((x) => x['@type'] === 'FAQPage');
    expect(page.mainEntity).toHaveLength(faq.length);
    expect(page.mainEntity[0].acceptedAnswer.text).toBe(pick(faq[0]!.answer, l));
  });
});

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

describe('template pages', () => {
  it.each(LOCALES.flatMap((l) => ['/template/color', '/template/i18', '/template/swiper', '/template/preview-images'].map((p) => [l, p] as const)))('%s %s is noindex and shows its demo', async (l, p) => {
    const res = await get(at(l, p));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    const marks: Record<string, string> = {
      '/template/color': '#74bd55',
      '/template/i18': 'guide:i18n.visitors',
      '/template/swiper': 'aria-roledescription=',
      '/template/preview-images': '/media/photos/eveningglow.jpg',
    };
    expect(res.text).toContain(marks[p]);
  });
});
