/**
 * The full map on /scenicArea: zoom buttons scale the drawing and the pins together (pins
 * keep their size, the distances between them grow), by mouse or keyboard, labelled in both
 * languages; "you are here" asks for the position only when pressed and shows a marker
 * inside the area, or says the visitor is outside it, or that the position is unavailable.
 * The home teaser stays a still picture.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration, watchConsole } from '../support/browser.ts';
import { startStack, type Site } from '../support/site.ts';

let site: Site;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  site = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});
afterEach(async () => {
  await context?.close();
});

async function open(path: string, opts: Parameters<Browser['newContext']>[0]): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...opts });
  // Counts the requests for the position (none may happen before the button is pressed).
  await context.addInitScript(() => {
    const w = window as unknown as { __asked: number };
    w.__asked = 0;
    const get = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (...args) => {
      w.__asked++;
      get(...args);
    };
  });
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
  return page;
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

describe('full map zoom', () => {
  it('zooms the drawing and pins together with 44 px buttons, by click and keyboard; labelled in Chinese and English', async () => {
    const page = await open('/scenicArea', { locale: 'zh-CN' });
    const seen = watchConsole(page);
    const zoomIn = page.getByRole('button', { name: '放大地图' });
    const zoomOut = page.getByRole('button', { name: '缩小地图' });
    expect(await zoomOut.isDisabled()).toBe(true);
    const size = (await zoomIn.boundingBox())!;
    expect([size.width, size.height]).toEqual([44, 44]);

    const frame = await box(page, '[data-testid="map-frame"]');
    const a1 = await box(page, '[data-marker="s1"]');
    const a2 = await box(page, '[data-marker="s10"]');
    await zoomIn.click();
    await expect.poll(() => page.locator('[data-zoom]').getAttribute('data-zoom')).toBe('1.5');
    const canvas = await box(page, '[data-zoom]');
    expect(canvas.width).toBeCloseTo(frame.width * 1.5, 0);
    const b1 = await box(page, '[data-marker="s1"]');
    const b2 = await box(page, '[data-marker="s10"]');
    // Pins keep their 28 px size; the distance between them grows with the drawing.
    expect(b1.width).toBe(a1.width);
    expect(b2.width).toBe(28);
    expect(b2.x - b1.x).toBeCloseTo((a2.x - a1.x) * 1.5, -1);
    // The frame scrolls to pan.
    expect(await page.locator('[data-testid="map-frame"]').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    // Keyboard: the buttons are ordinary buttons.
    await zoomIn.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-zoom]').getAttribute('data-zoom')).toBe('2');
    await zoomOut.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('[data-zoom]').getAttribute('data-zoom')).toBe('1');
    expect(await zoomOut.isDisabled()).toBe(true);
    expect(seen.errors).toEqual([]);
  });

  it('English labels; the home teaser has no controls', async () => {
    const page = await open('/en/scenicArea', { locale: 'en-US' });
    expect(await page.getByRole('button', { name: 'Zoom in on the map' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Zoom out' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Show where I am' }).count()).toBe(1);
    await page.goto(`${site.url}/en`);
    await waitForHydration(page);
    expect(await page.locator('[data-testid="schematic-map"]').count()).toBe(1);
    expect(await page.locator('[data-testid="map-frame"], [data-testid="map-locate"]').count()).toBe(0);
  });
});

describe('you are here', () => {
  it('inside the area: a marker on the map, asked for only on the click', async () => {
    // By Mirror Lake (WGS-84, as a phone reports it).
    const page = await open('/en/scenicArea', { locale: 'en-US', geolocation: { longitude: 102.62, latitude: 30.9 }, permissions: ['geolocation'] });
    expect(await page.locator('[data-testid="map-here"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
    await page.getByRole('button', { name: 'Show where I am' }).click();
    const here = page.getByRole('img', { name: 'You are here' });
    await here.waitFor({ state: 'visible' });
    // Drawn where the lake is: between pins 3 (Yingxue Bay) and 9 (the wetland) across the map,
    // give or take the 38 px a dot moves to keep clear of the pins (map-here.test.ts).
    const centre = (b: { x: number; y: number; width: number; height: number }) => [b.x + b.width / 2, b.y + b.height / 2] as const;
    const [[hx, hy], [x3, y3], [x9, y9]] = [centre((await here.boundingBox())!), centre(await box(page, '[data-marker="s3"]')), centre(await box(page, '[data-marker="s9"]'))];
    expect(hx).toBeGreaterThan(x3 - 38);
    expect(hx).toBeLessThan(x9 + 38);
    expect(hy).toBeLessThan(y3 + 38);
    expect(hy).toBeGreaterThan(y9 - 38);
    expect(await page.getByTestId('map-status').textContent()).toBe('');
    expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
  });

  it('outside the area (Chengdu): says so in Chinese, no marker', async () => {
    const page = await open('/scenicArea', { locale: 'zh-CN', geolocation: { longitude: 104.066, latitude: 30.657 }, permissions: ['geolocation'] });
    await page.getByRole('button', { name: '显示我的位置' }).click();
    await expect.poll(() => page.getByTestId('map-status').textContent()).toBe('您不在地图范围内');
    expect(await page.locator('[data-testid="map-here"]').count()).toBe(0);
  });

  it('outside the area in English; without permission it says the position cannot be shown', async () => {
    let page = await open('/en/scenicArea', { locale: 'en-US', geolocation: { longitude: 104.066, latitude: 30.657 }, permissions: ['geolocation'] });
    await page.getByRole('button', { name: 'Show where I am' }).click();
    await expect.poll(() => page.getByTestId('map-status').textContent()).toBe('You are outside the area shown');
    await context.close();
    page = await open('/en/scenicArea', { locale: 'en-US', geolocation: { longitude: 102.62, latitude: 30.9 } });
    await page.getByRole('button', { name: 'Show where I am' }).click();
    await expect.poll(() => page.getByTestId('map-status').textContent()).toBe('Location permission was denied, so your position cannot be shown.');
    expect(await page.locator('[data-testid="map-here"]').count()).toBe(0);
    // The long message wraps beside the controls; they keep their 44 px targets.
    const controls = await page.locator('.map-control').evaluateAll((els) => els.map((el) => `${el.getBoundingClientRect().width}x${el.getBoundingClientRect().height}`));
    expect(controls).toEqual(['44x44', '44x44', '44x44']);
  });
});
