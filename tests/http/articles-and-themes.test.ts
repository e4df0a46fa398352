/**
 * Article layouts (/article/list|grid|swiper, /article) and theme layouts and detail (/theme…) in both languages.
 * Through the real app and the embedded content service (startStack, at TEST_NOW); expected
 * text comes from the seed files, so a writer's change to the seed cannot make these pass by accident.
 */
import { describe, expect, it } from 'vitest';
import { articleHref } from '../../shared/routes.ts';
import { at, esc, LOCALES, pick, seed, type Raw } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const subjects = seed('subjects.json');
const live = seed('articles/live.json');
const explain = seed('articles/explain.json');

const { get } = stackSuite();

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

  it.each(LOCALES.flatMap((l) => ['/theme/list', '/theme/grid'].map((p) => [l, p] as const)))('%s %s: the season of each theme is a line of its own, its tags are tags', async (l, p) => {
    const html = (await get(at(l, p))).text;
    for (const s of subjects) {
      const season = esc(pick(s.season, l));
      // The season is a sentence ("June to September (grazing season on Yak Meadow); …"), never squeezed into a pill.
      expect(html).toContain(`#sun"></use></svg><span>${season}</span></p>`);
      expect(html).not.toContain(`>${season}</li>`);
      for (const tag of (s.tags as Record<string, string[]>)[l]!.slice(0, 4)) expect(html).toContain(`>${esc(tag)}</li>`);
    }
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
    expect(spot).toBeDefined();
    expect(res.text).toContain(`href="${at(l, `/scenicArea#spot-${spot!.ref.id}`)}"`);
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
