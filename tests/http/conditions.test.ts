/**
 * The conditions board (/conditions, /en/conditions) over HTTP, rendered from the content
 * service at a pinned clock (docs/decisions/024-area-time-live-data.md).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageState } from '../support/html.ts';
import { startStack, type Site } from '../support/site.ts';
import { stackSuite } from '../support/stack-suite.ts';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const testIdHtml = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>(.*?)</p>`).exec(html)?.[1] ?? '';
/** Each altitude band's row as read: name, altitude, sky, now, low / high, wind, UV, snow. */
const bands = (html: string) => [...html.matchAll(/data-testid="mountain-band" data-band="\w+">(.*?)<\/li>/g)].map((m) => text(m[1]!));

const entries = (html: string) =>
  [...html.matchAll(/data-testid="condition" data-facility="([^"]+)" data-status="([^"]*)"/g)].map((m) => `${m[1]}:${m[2]}`);

describe('at TEST_NOW (10:30, low season)', () => {
  const { get } = stackSuite();

  it('/en/conditions: open now, each trail and road with state, reason and since, car parks and queues with times', async () => {
    const res = await get('/en/conditions');
    expect(res.status).toBe(200);
    expect(entries(res.text)).toEqual([
      'trail:icy', 'trail:closed', 'trail:partly-open', 'road:partly-open', 'road:open',
      'parking:', 'parking:closed', 'shuttle-stop:', 'shuttle-stop:', 'shuttle-stop:',
    ]);
    expect(res.text).toContain('Open now · closes 18:00');
    // The mountain weather per band (world model at 10:30 on 24 November), the sun and the snow line.
    expect(bands(res.text)).toEqual([
      'Valley and gates 2,800 m Sunny 6°C -6° / 6°C Wind 11 km/h · UV 5 · No snow lying',
      'Lakes 3,300 m Sunny 3°C -9° / 3°C Wind 12 km/h · UV 6 · 10 cm of snow',
      'High trail and base camp 4,200 m Sunny -2°C -14° / -2°C Wind 48 km/h · UV 6 · 46 cm of snow',
    ]);
    expect(text(testIdHtml(res.text, 'mountain-sun'))).toBe('Sunrise 07:44, sunset 18:09 · snow line 3,045 m');
    expect(res.text).toContain('Icy boards in the morning: wear grips and keep to the inside');
    expect(res.text).toContain('Since 08:00');
    expect(res.text).toContain('Closed for the winter; reopens on 1 May');
    expect(res.text).toContain('Since 16 Nov<');
    expect(res.text).toContain('317 of 800 spaces free (60% taken)');
    // The overflow car park opens only once the main one is full.
    expect(res.text).toContain('Opens once the Visitor Centre car park is full');
    expect(res.text).toContain('600 of 600 spaces free (0% taken)');
    expect(res.text).toContain('About 75 waiting · wait about 15 min');
    // Ten entries, the board's weather and the footer's weather and flow cards.
    expect(res.text.match(/Updated 10:30/g)).toHaveLength(13);
    expect(pageState(res.text).router.loaderData['en:conditions'].live.stale).toBe(false);
  });

  it('/conditions in Chinese', async () => {
    const res = await get('/conditions');
    expect(res.status).toBe(200);
    expect(res.text).toContain('开放中 · 18:00 闭园');
    expect(res.text).toContain('清晨栈道结冰，请穿防滑鞋、走内侧');
    expect(res.text).toContain('空余 317 / 800 个车位（已用 60%）');
    expect(res.text).toContain('游客中心停车场停满后启用');
    expect(res.text).toContain('更新于 10:30');
  });

  it('is linked from the header live figures and from /tourist', async () => {
    const tourist = (await get('/en/tourist')).text;
    expect(tourist).toContain('<a class="utility-chip" data-testid="weather-chip" href="/en/conditions"');
    expect(tourist).toContain('<a class="utility-chip" data-testid="flow-chip" data-level="comfortable" href="/en/conditions"');
    expect(tourist).toContain('>Trails, roads and car parks now</a>');
  });
});

describe('at 02:20 China time', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startStack({ CLOCK_NOW: '2026-11-24T02:20:00+08:00' });
  });
  afterAll(() => site.close());

  it('everything inside is closed with the area, since last closing; the access road is open', async () => {
    const res = await request(site.url).get('/en/conditions');
    expect(entries(res.text)).toEqual([
      'trail:closed', 'trail:closed', 'trail:closed', 'road:open', 'road:closed',
      'parking:', 'parking:closed', 'shuttle-stop:closed', 'shuttle-stop:closed', 'shuttle-stop:closed',
    ]);
    expect(res.text).toContain('Closed now · opens 08:00');
    expect(res.text).toContain('The scenic area is closed; opens 08:00');
    expect(res.text).toContain('Since 23 Nov 18:00');
    expect(res.text).toContain('Since 23 Nov 17:00'); // the access road, since the day's roadworks stopped
    expect(res.text).toContain('Updated 02:20');
  });
});
