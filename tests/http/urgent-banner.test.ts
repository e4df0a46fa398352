/**
 * The urgent banner on every page (docs/product.md §5 "Urgent notices"): a closure published an
 * hour and a half before TEST_NOW is in the server's HTML of every kind of page, both languages,
 * linked to its notice on /tourist, and in the page state the client hydrates from; the seed's
 * standing winter closure (published a week before TEST_NOW) is not. The seed is a copy of the
 * content service's with one notice added (tests/support/urgent-seed.ts), so the demo seed
 * itself never carries one.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import { pageState } from '../support/html.ts';
import { at, esc, LOCALES } from '../support/seed.ts';
import { startStack, type Site } from '../support/site.ts';
import { URGENT_TITLE as TITLE } from '../support/urgent-notice.ts';
import { startUrgentStack } from '../support/urgent-seed.ts';

const WINTER_CLOSURE: Record<Locale, string> = { 'zh-CN': '雪冠峰大本营步道冬季封闭', en: 'Snowcrown Base Camp trail closed for the winter' };
const PUBLISHED: Record<Locale, string> = { 'zh-CN': '发布于 11月24日 09:00', en: 'Published 24 Nov 09:00' };

/** The banner's markup, or null when the page has none. */
const banner = (html: string) => /<section class="urgent-banner"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

let site: Site;
let plain: Site;
beforeAll(async () => {
  [site, plain] = await Promise.all([startUrgentStack(), startStack()]);
});
afterAll(async () => {
  await site?.close();
  await plain?.close();
});

const PAGES = ['/', '/hotel', '/hotel/detail?id=1001', '/tickets', '/trails', '/tourist', '/when-to-visit', '/search?keyword=lake'];

describe('urgent banner', () => {
  it.each(LOCALES.flatMap((l) => PAGES.map((p) => [l, at(l, p)] as const)))('%s %s: the new closure above the header, linked to /tourist', async (l, path) => {
    const res = await request(site.url).get(path);
    expect(res.status).toBe(200);
    const html = res.text;
    const b = banner(html);
    expect(b).not.toBeNull();
    expect(html.indexOf('class="urgent-banner"')).toBeLessThan(html.indexOf('data-testid="site-header"'));
    expect([...b!.matchAll(/<li [^>]*data-notice="(\d+)"/g)].map((m) => m[1])).toEqual(['99']);
    expect(b).toContain(`href="${at(l, '/tourist')}#notice-99">${esc(TITLE[l])}</a>`);
    expect(b).toContain(PUBLISHED[l]);
    expect(b).not.toContain(esc(WINTER_CLOSURE[l]));
    // The client hydrates from the same list, so it renders what the server did.
    const root = Object.values(pageState(html).router.loaderData as Record<string, { urgent?: unknown }>).find((d) => d && 'urgent' in d);
    expect(root?.urgent).toEqual([{ id: 99, level: 'closure', title: TITLE[l], publishTime: '2026-11-24T09:00:00+08:00' }]);
  });

  it.each(LOCALES)('%s: the notice the banner links to is on /tourist under that id', async (l) => {
    const html = (await request(site.url).get(at(l, '/tourist'))).text;
    expect(html).toMatch(new RegExp(`<li id="notice-99"[^>]*>[\\s\\S]*?${esc(TITLE[l])}`));
  });

  it.each(LOCALES)('%s: with only the seed\'s week-old winter closure, no page has a banner', async (l) => {
    for (const path of ['/', '/hotel', '/tourist']) {
      const html = (await request(plain.url).get(at(l, path))).text;
      // Still listed where notices are (the home ticker, /tourist), never in a banner.
      expect(html.includes(esc(WINTER_CLOSURE[l]))).toBe(path !== '/hotel');
      expect(banner(html)).toBeNull();
    }
    const root = Object.values(pageState((await request(plain.url).get(at(l, '/hotel'))).text).router.loaderData as Record<string, { urgent?: unknown }>).find((d) => d && 'urgent' in d);
    expect(root?.urgent).toEqual([]);
  });

  it.each(LOCALES)('%s: the whole shell a language switch fetches carries the banner too', async (l) => {
    const res = await request(site.url).get(`/_data/shell/${l}`);
    expect(res.status).toBe(200);
    expect((res.body as { data: { urgent: unknown } }).data.urgent).toEqual([{ id: 99, level: 'closure', title: TITLE[l], publishTime: '2026-11-24T09:00:00+08:00' }]);
  });
});
