/**
 * The home page in both languages: hero, notices, today, sights, themes, news, tiles, map.
 * Through the real app and the embedded content service (startStack, at TEST_NOW); expected
 * text comes from the content service or the seed, everything asserted is in the server HTML.
 */
import { describe, expect, it } from 'vitest';
import type { HomeModule, ScenicSpot } from '../../shared/api/content.ts';
import type { Locale, Page } from '../../shared/api/envelope.ts';
import { at, esc, LOCALES } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get, api, list } = stackSuite();

const CLOSURE_TITLE: Record<Locale, string> = { 'zh-CN': '雪冠峰大本营步道冬季封闭', en: 'Snowcrown Base Camp trail closed for the winter' };

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
    // Notices at TEST_NOW (content-service/seed/notices.json): all six are still in force;
    // the closure (1) is pinned first, then warnings newest first (3, 2), then news (6, 5, 4).
    const section = html.slice(html.indexOf('data-testid="notices"'));
    expect([...section.matchAll(/tourist#notice-(\d+)"/g)].map((m) => m[1])).toEqual(['1', '3', '2', '6', '5', '4']);
    expect(section.indexOf(esc(CLOSURE_TITLE[locale]))).toBeLessThan(section.indexOf('data-level="warning"'));
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
