/**
 * The trail pages in the browser (docs/trails.md) at 390 and 1440 px in both languages: axe finds
 * nothing, the elevation profile is an SVG named and described with its points in a table, the
 * page's trail is drawn over the others on the area map and its badge links to it, nothing runs
 * off a phone's screen, and the detail prints on two sheets at most.
 */
import { describe, expect, it } from 'vitest';
import trails from '../../content-service/seed/trails.json' with { type: 'json' };
import { axeRun } from '../support/axe.ts';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';
import { pdfSheets } from '../support/pdf-text.ts';

const suite = browserSuite();
const { open } = pageOpener(suite);
const at = (locale: 'zh-CN' | 'en', path: string) => (locale === 'en' ? `/en${path}` : path);
const CASES = (['zh-CN', 'en'] as const).flatMap((locale) => [390, 1440].map((width) => [locale, width] as const));
const gorge = trails.find((t) => t.slug === 'gorge')!;

describe('trail pages', () => {
  it.each(CASES)('/trails (%s, %i px): axe finds nothing; every trail is listed and drawn on the map', async (locale, width) => {
    const page = await open(at(locale, '/trails'), { width, height: 900 }, { locale: locale === 'en' ? 'en-US' : 'zh-CN' });
    expect((await axeRun(page)).violations).toEqual([]);
    expect(await page.locator('[data-testid="trail-list"] > li').count()).toBe(trails.length);
    expect(await page.locator('[data-map-trail]').count()).toBe(trails.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });

  it.each(CASES)('/trails/detail (%s, %i px): axe finds nothing; the profile has its text equivalent; the trail is highlighted on the map', async (locale, width) => {
    const page = await open(at(locale, '/trails/detail?id=1'), { width, height: 900 }, { locale: locale === 'en' ? 'en-US' : 'zh-CN' });
    expect((await axeRun(page)).violations).toEqual([]);
    const chart = page.locator('[data-testid="elevation-profile"] svg[role="img"]');
    const named = await chart.evaluate((svg) => (svg.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''));
    expect(named).toEqual(
      locale === 'en'
        ? ['Elevation profile of Qinglan Gorge boardwalk', 'From 2,600 m to 2,880 m over 4.2 km: 280 m of climbing and 0 m of descent.']
        : ['青岚峡栈道海拔剖面图', '全程 4.2 公里，海拔从 2,600 米到 2,880 米：累计爬升 280 米，累计下降 0 米。'],
    );
    const rows = await page.locator('[data-testid="profile-table"] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent!.replace(',', '')))));
    expect(rows).toEqual(gorge.profile);
    const lit = page.locator('[data-testid="trail-highlight"]');
    expect(await lit.getAttribute('data-trail')).toBe('1');
    const box = (await lit.boundingBox())!;
    expect(box.width).toBeGreaterThan(width < 600 ? 100 : 200);
    const badge = page.locator('[data-map-trail="1"]');
    expect(await badge.getAttribute('aria-label')).toBe(locale === 'en' ? 'Qinglan Gorge boardwalk: 4.2 km · 280 m of climbing' : '青岚峡栈道：4.2 公里 · 爬升 280 米'.replace('：', ': '));
    expect(await badge.locator('.map-trail-pin--lit').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });

  it('the detail prints on two sheets at most, the profile table included', async () => {
    const page = await open('/en/trails/detail?id=4', { width: 1280, height: 900 }, { locale: 'en-US' });
    const sheets = await pdfSheets(await page.pdf({ format: 'A4' }));
    expect(sheets.length).toBeLessThanOrEqual(2);
    // The profile's table prints whole (txtwrite joins a sheet's words without spaces).
    expect(sheets.join('')).toContain('distance(km)altitude(m)');
    expect(sheets.join('')).toContain('7.84,180');
  });
});
