/**
 * The trail pages (docs/trails.md) through the real app and the embedded content service at
 * TEST_NOW (24 November 10:30: low season, the high trail closed): both languages, the 404 of an
 * unknown id, JSON-LD, the sitemap with hreflang; and one record everywhere: a trail's length,
 * climbing and highest point read the same on its page, in search, on the map and in the
 * itinerary texts, which name the record's fields instead of writing the figures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import type { TrailDetail, TrailSummary } from '../../shared/api/trails.ts';
import { registerSeoRoutes } from '../../server/seo/routes.ts';
import Fastify from 'fastify';
import { jsonLd } from '../support/content-api.ts';
import { at, esc, LOCALES, seed } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get, api, site } = stackSuite();
const trails = seed('trails.json');
const KM: Record<Locale, (n: number) => string> = { en: (n) => `${n} km`, 'zh-CN': (n) => `${n} 公里` };
const M: Record<Locale, (n: string) => string> = { en: (n) => `${n} m`, 'zh-CN': (n) => `${n} 米` };
/** The value a `data-fact` row shows (its <dd>'s text). */
const figure = (html: string, fact: string) => new RegExp(`data-fact="${fact}"[^>]*><dt[^>]*>.*?</dt><dd[^>]*>([^<]+)</dd>`).exec(html)?.[1] ?? null;

describe('trail pages', () => {
  it.each(LOCALES)('/trails (%s): every trail with length, climbing, time, difficulty and state; the scale written out', async (locale) => {
    const res = await get(at(locale, '/trails'));
    expect(res.status).toBe(200);
    const list = await api<TrailSummary[]>('/trail/getTrailList', {}, locale);
    expect(list.map((t) => t.id)).toEqual(trails.map((t) => t.id));
    for (const t of list) {
      const card = res.text.slice(res.text.indexOf(`data-trail="${t.id}"`), res.text.indexOf('</li>', res.text.indexOf(`data-trail="${t.id}"`)));
      expect(card).toContain(`href="${at(locale, `/trails/detail?id=${t.id}`)}"`);
      expect(card).toContain(esc(t.name));
      expect(figure(card, 'length')).toBe(KM[locale](t.lengthKm));
      expect(figure(card, 'gain')).toBe(M[locale](String(t.gainM)));
      expect(card).toContain(`data-status="${t.today.status}"`);
    }
    expect(list.map((t) => t.today.status)).toEqual(['icy', 'icy', 'partly-open', 'closed']);
    expect(res.text).toContain('id="difficulty-scale"');
    expect(res.text).toContain(locale === 'en' ? 'More than 500 m of climbing, above 3,600 m' : '爬升超过 500 米');
  });

  it.each(LOCALES)('/trails/detail (%s): the facts, today with its reason, the profile and its table, the map highlight, links, JSON-LD', async (locale) => {
    const t = await api<TrailDetail>('/trail/getTrailDetail', { id: 4 }, locale);
    const res = await get(at(locale, '/trails/detail?id=4'));
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain(`<title>${esc(t.name)}`);
    expect(figure(html, 'length')).toBe(KM[locale](7.8));
    expect(figure(html, 'gain')).toBe(M[locale]('880'));
    expect(figure(html, 'highest')).toBe(M[locale]('4,180'));
    expect(figure(html, 'lowest')).toBe(M[locale]('3,300'));
    expect(html).toContain('data-status="closed"');
    expect(html).toContain(esc(t.today.reason!));
    expect(html).toContain(locale === 'en' ? 'Open 1 May to 15 Nov' : '5月1日至11月15日开放');
    // The profile: an SVG named and described, and every point in the table.
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+t [^"]+d"/);
    const table = html.slice(html.indexOf('data-testid="profile-table"'), html.indexOf('</table>', html.indexOf('data-testid="profile-table"')));
    expect([...table.matchAll(/<tr><td[^>]*>([\d.]+)<\/td><td>([\d,]+)<\/td><\/tr>/g)].map((m) => [Number(m[1]), Number(m[2]!.replace(',', ''))])).toEqual(t.profile);
    expect(html).toContain('data-testid="trail-highlight" data-trail="4"');
    // Yak Meadow Shuttle Terminus (a point of interest) is the stop, the toilets and the first aid.
    expect(t.facilities.map((f) => f.at.id)).toEqual([1307, 1307, 1307]);
    expect(html).toContain(`href="${at(locale, '/poi/detail?id=1307')}"`);
    expect(html).toContain(`href="${at(locale, '/scenicArea#spot-10')}"`);
    const ld = jsonLd(html).find((d) => Array.isArray(d['@type']) && d['@type'].includes('TouristAttraction'));
    expect(ld).toMatchObject({ name: t.name, geo: { '@type': 'GeoCoordinates', elevation: 4180 } });
    expect(ld.url).toMatch(new RegExp(`${at(locale, '/trails/detail').replace(/\//g, '\\/')}\\?id=4$`));
  });

  it.each(LOCALES)('an unknown or malformed id is a 404 (%s)', async (locale) => {
    for (const q of ['?id=99', '?id=abc', '']) expect((await get(at(locale, `/trails/detail${q}`))).status).toBe(404);
  });

  it('the sitemap lists /trails and each trail in both languages with hreflang', async () => {
    const seo = Fastify();
    registerSeoRoutes(seo, { api: site().api, publicOrigin: 'http://qinglan.test' });
    await seo.ready();
    const xml = (await seo.inject({ url: '/sitemap.xml' })).body;
    await seo.close();
    for (const p of ['/trails', ...trails.map((t) => `/trails/detail?id=${t.id}`)]) {
      const loc = p.replace('?', '\\?');
      expect(xml).toMatch(new RegExp(`<loc>http://qinglan.test${loc}</loc>\\n<xhtml:link rel="alternate" hreflang="zh-CN" href="http://qinglan.test${loc}"/>\\n<xhtml:link rel="alternate" hreflang="en" href="http://qinglan.test/en${loc}"/>`));
      expect(xml).toContain(`<loc>http://qinglan.test/en${p}</loc>`);
    }
  });
});

describe('one record everywhere: the Qinglan Gorge boardwalk', () => {
  const rec = trails.find((t) => t.slug === 'gorge')!;

  it('the itinerary and sight texts name the record fields, not figures', () => {
    const raw = (file: string) => readFileSync(new URL(`../../content-service/seed/${file}`, import.meta.url), 'utf8');
    const texts = raw('subjects.json') + raw('scenic.json');
    expect(texts).toContain('{{fact:trail-gorge.lengthKm}} km');
    expect(texts).not.toMatch(/4\.2 ?(km|公里)/);
  });

  it.each(LOCALES)('%s: the same length, climbing and highest point on its page, in search, on the map and in the itinerary', async (locale) => {
    const km = KM[locale](rec.lengthKm);
    const gain = M[locale](String(rec.gainM));
    const high = M[locale]('2,880');
    expect([rec.lengthKm, rec.gainM, rec.highestM]).toEqual([4.2, 280, 2880]);
    const page = (await get(at(locale, '/trails/detail?id=1'))).text;
    expect([figure(page, 'length'), figure(page, 'gain'), figure(page, 'highest')]).toEqual([km, gain, high]);
    const figures = locale === 'en' ? `4.2 km · 280 m of climbing` : '4.2 公里 · 爬升 280 米';
    const search = (await get(at(locale, `/search?q=${encodeURIComponent(locale === 'en' ? 'gorge' : '青岚峡')}`))).text;
    expect(search).toContain('id="results-trails"');
    expect(search).toContain(`href="${at(locale, '/trails/detail?id=1')}"`);
    expect(search).toContain(figures);
    const map = (await get(at(locale, '/scenicArea'))).text;
    expect(map).toContain(`aria-label="${esc(`${rec.name[locale]}: ${figures}`)}" class="map-place__link" data-map-trail="1"`);
    const theme = (await get(at(locale, '/theme?id=2'))).text;
    expect(theme).toContain(locale === 'en' ? '4.2 km of gorge boardwalk' : '第一天走4.2公里峡谷栈道');
    expect(theme).toContain(locale === 'en' ? 'climbs from 2,600 m to 2,880 m' : '从2,600米上升到2,880米');
  });
});
