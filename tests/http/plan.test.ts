/**
 * The plan pages (docs/plan.md) through the real app and the embedded content service at
 * TEST_NOW (10:30, 24 November 2026: the low season's first days, the high trail closed, the
 * bird days under way): /getting-here and /when-to-visit in both languages, an event's calendar
 * file byte for byte, the sitemap, and the links from /tourist and the footer. Expected figures
 * are written out here, not read from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { at, esc, LOCALES } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const { get, site } = stackSuite();

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
const monthSection = (html: string, month: number) => {
  const start = html.indexOf(`<section id="month-${month}"`);
  const next = html.indexOf('<section id="month-', start + 10);
  return html.slice(start, next === -1 ? undefined : next);
};

describe('/getting-here', () => {
  it('en: every leg with its time, fare and departures by season, the route map with its list of legs, altitude advice', async () => {
    const res = await get('/en/getting-here');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Getting here - ');
    expect(res.text).toContain('Timetables by season: main season 1 Apr – 15 Nov, low season 16 Nov – 31 Mar. Today the low season timetable runs.');
    expect([...res.text.matchAll(/data-leg="([a-z-]+)"/g)].map((m) => m[1])).toEqual(['flight', 'train', 'long-coach', 'drive', 'airport-coach', 'airport-taxi', 'station-coach', 'station-taxi', 'county-bus', 'county-taxi', 'county-drive']);
    expect(res.text).toMatch(/<svg viewBox="0 0 400 480" role="img" aria-labelledby="route-map-title"[^>]*><title id="route-map-title">Schematic route map/);
    expect(res.text).toContain(esc('Yunzhou (regional capital) → Xueling Airport: Flight, 55 min'));
    expect(res.text).toContain(esc('Qinglan county town → Lankou Town Visitor Centre: County bus, 1 h 40 min'));
    // The county bus: 38 CNY, 07:30–14:00 in the main season and 08:00–13:00 in the low.
    const bus = res.text.slice(res.text.indexOf('data-leg="county-bus"'), res.text.indexOf('data-leg="county-taxi"'));
    expect(bus).toContain('¥38');
    expect(bus.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain('Main season 1 Apr – 15 Nov 07:30 14:00 Low season 16 Nov – 31 Mar 08:00 13:00');
    expect(res.text).toContain('Xueling Airport is at 3,480 m');
    expect(res.text).toContain('0836-288 0110');
  });

  it('zh-CN: the same page in Chinese', async () => {
    const res = await get('/getting-here');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>交通指南 - ');
    expect(res.text).toContain('时刻按季节：旺季 4月1日至11月15日，淡季 11月16日至3月31日。今天执行淡季时刻表。');
    expect(res.text).toContain(esc('青岚县城 → 岚口镇游客中心：县城班车，1小时40分钟'));
    expect(res.text).toContain('雪岭机场海拔 3,480 米');
  });
});

describe('/when-to-visit', () => {
  it.each(LOCALES)('%s: twelve months, November marked as the current one', async (l) => {
    const res = await get(at(l, '/when-to-visit'));
    expect(res.status).toBe(200);
    expect([...res.text.matchAll(/data-testid="month" data-month="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect([...res.text.matchAll(/data-month="(\d+)" data-current="true"/g)].map((m) => m[1])).toEqual(['11']);
    expect([...res.text.matchAll(/<a href="#month-(\d+)" aria-current="date"/g)].map((m) => m[1])).toEqual(['11']);
  });

  it('en: what opens, the weather by altitude, crowds, events and itineraries of a month', async () => {
    const res = await get('/en/when-to-visit');
    const text = (m: number) => monthSection(res.text, m).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text(1)).toContain('Snowcrown base-camp trail Closed all month');
    expect(text(7)).toContain('Snowcrown base-camp trail Open all month');
    expect(text(11)).toContain('Snowcrown base-camp trail Open 1–15 Nov');
    expect(text(11)).toContain('Main season timetable 1–15 Nov: open 07:00–19:00, shuttle 07:10–18:00');
    expect(text(11)).toContain('Low season timetable 16–30 Nov: open 08:00–18:00, shuttle 08:10–16:50');
    expect(text(1)).toContain('Gates and valley 2,800 m precipitation falls as snow 0…6 °C −13…−7 °C');
    expect(text(10)).toContain('Typical day about 14,200 visitors, busiest days about 18,000, of 18,000 a day the area admits.');
    // The bird days (20–30 November 2026) are under way: still this month's, with the 2026 file.
    expect(text(11)).toContain('Ruddy Shelduck Wetland Bird Days 20–30 November 2026 · 08:00–11:00');
    expect(res.text).toContain('href="/en/when-to-visit/bird-days-2026.ics"');
    // The lantern night of March 2026 is past: the next one, 21 February 2027, is February's.
    expect(text(3)).toContain('No events this month.');
    expect(text(2)).toContain('Lantern Night in Lankou 21 February 2027 · 18:00–21:30');
    expect(monthSection(res.text, 1)).toContain('href="/en/theme?id=6"');
    const events = jsonLd(res.text).flat().filter((x) => x['@type'] === 'Event');
    expect(events.map((e) => [e.name, e.startDate, e.endDate])).toEqual([
      ['Lantern Night in Lankou', '2027-02-21T18:00:00+08:00', '2027-02-21T21:30:00+08:00'],
      ['Fir Gully Rhododendron Festival', '2027-05-25', '2027-06-15'],
      ['Perseids Star Night at Mirror Lake', '2027-08-11T21:00:00+08:00', '2027-08-13T23:30:00+08:00'],
      ['Mid-Autumn Moon over Mirror Lake', '2027-09-15T19:00:00+08:00', '2027-09-15T21:30:00+08:00'],
      ['Autumn Colours Photo Week', '2027-10-12', '2027-10-18'],
      ['Qiang New Year in Lanxi Village', '2027-10-29', '2027-10-29'],
      ['Ruddy Shelduck Wetland Bird Days', '2026-11-20T08:00:00+08:00', '2026-11-30T11:00:00+08:00'],
    ]);
    expect(events[0].location).toEqual({ '@type': 'Place', name: 'Old Street, Lankou Town', address: { '@type': 'PostalAddress', addressLocality: 'Lankou', addressCountry: 'CN' } });
  });

  it('zh-CN: the months and events in Chinese', async () => {
    const res = await get('/when-to-visit');
    const text = monthSection(res.text, 2).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('岚口元宵灯会 2027年2月21日 · 18:00–21:30');
    expect(text).toContain('农历正月十五');
    expect(res.text).toContain('href="/when-to-visit/lantern-night-2027.ics"');
  });
});

describe("an event's calendar file", () => {
  const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

  it('en: a timed event, exactly, as text/calendar at a stable URL', async () => {
    const res = await get('/en/when-to-visit/lantern-night-2027.ics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lantern-night-2027.ics"');
    const origin = site().url;
    const host = new URL(origin).host;
    expect(unfold(res.text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Qinglan Scenic Area//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:lantern-night-2027@${host}`,
      'DTSTAMP:20261124T023000Z',
      'DTSTART:20270221T100000Z',
      'DTEND:20270221T133000Z',
      'SUMMARY:Lantern Night in Lankou',
      'LOCATION:Old Street\\, Lankou Town',
      "DESCRIPTION:On the 15th day of the first lunar month Lankou's Old Street fills with lanterns\\, riddles\\, circle dances and sweet dumplings. Free.",
      `URL:${origin}/en/when-to-visit`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    // RFC 5545 §3.1: no line longer than 75 octets.
    expect(res.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('zh-CN: a range of days as an all-day event, its hours in the description', async () => {
    const res = await get('/when-to-visit/bird-days-2026.ics');
    expect(res.status).toBe(200);
    const lines = unfold(res.text);
    expect(lines.slice(7, 13)).toEqual([
      'DTSTAMP:20261124T023000Z',
      'DTSTART;VALUE=DATE:20261120',
      'DTEND;VALUE=DATE:20261201',
      'SUMMARY:黄鸭滩候鸟观察日',
      'LOCATION:黄鸭滩',
      'DESCRIPTION:08:00–11:00. 护林员带领清晨观鸟，借用望远镜，记录迁徙途经的赤麻鸭和黑颈鹤。',
    ]);
  });

  it('answers 404 for an unknown event, a year it has no date in, or another name', async () => {
    for (const path of ['/en/when-to-visit/no-such-event-2027.ics', '/en/when-to-visit/lantern-night-2031.ics', '/when-to-visit/lantern-night.ics', '/when-to-visit/x']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('links and the sitemap', () => {
  it('lists both pages in both languages with hreflang alternates', async () => {
    const xml = (await get('/sitemap.xml')).text;
    const origin = site().url;
    for (const path of ['/getting-here', '/when-to-visit']) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
      expect(xml).toContain(`<loc>${origin}/en${path}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en${path}"/>`);
    }
  });

  it.each(LOCALES)('%s: /tourist and the footer link to both pages', async (l) => {
    const res = await get(at(l, '/tourist'));
    const links = res.text.slice(res.text.indexOf('data-testid="plan-links"'));
    expect(links.slice(0, 600)).toContain(`href="${at(l, '/getting-here')}"`);
    expect(links.slice(0, 600)).toContain(`href="${at(l, '/when-to-visit')}"`);
    const footer = res.text.slice(res.text.indexOf('data-testid="visit-links"'));
    expect(footer.slice(0, 800)).toContain(`href="${at(l, '/getting-here')}"`);
    expect(footer.slice(0, 800)).toContain(`href="${at(l, '/when-to-visit')}"`);
  });
});
