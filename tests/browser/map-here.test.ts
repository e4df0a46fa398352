/**
 * "Show where I am" never hides a pin (client/components/map/layout.ts hereSpot): the dot is
 * laid beside a pin it would cover, at the size the map is drawn, and the pins stay above it,
 * so every number stays readable and tappable. Positions are WGS-84, as a phone reports them;
 * each is the point whose GCJ-02 shift (the map's datum) lands where its name says.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, pageOpener } from '../support/browser-suite.ts';

const suite = browserSuite();
const { open } = pageOpener(suite);

const AT = {
  // Lankou, GCJ-02 30.815 N 102.515 E: the dot sat on pin 6.
  Lankou: { longitude: 102.513459, latitude: 30.817566 },
  // On the true points of pin 6 (Lanxi Qiang Village, 102.533/30.826) and pin 9 (the wetland, 102.667/30.936).
  'pin 6': { longitude: 102.531514, latitude: 30.82861 },
  'pin 9': { longitude: 102.665484, latitude: 30.938561 },
  'Mirror Lake': { longitude: 102.62, latitude: 30.9 },
};

/** Each pin in view: how far its centre is from the dot's, and whether a tap on its centre reaches it. */
const pinsAroundDot = (page: Page) =>
  page.evaluate(() => {
    const dot = document.querySelector('[data-testid="map-here"]')!.getBoundingClientRect();
    const [dx, dy] = [dot.x + dot.width / 2, dot.y + dot.height / 2];
    const frame = document.querySelector('[data-testid="map-frame"]')!.getBoundingClientRect();
    const pins = [...document.querySelectorAll('.map-places .map-pin')].map((pin) => {
      const r = pin.getBoundingClientRect();
      const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
      const seen = x > frame.left && x < frame.right && y > frame.top && y < frame.bottom;
      return { n: pin.textContent!, seen, gap: Math.hypot(x - dx, y - dy) - r.width / 2, tappable: !seen || pin.contains(document.elementFromPoint(x, y)) };
    });
    // The dot's halo reaches 10 px beyond its edge (map.css .map-here).
    return { dotShown: document.elementFromPoint(dx, dy)?.getAttribute('data-testid') === 'map-here', reach: dot.width / 2 + 10, pins };
  });

describe('the "you are here" dot and the pins', () => {
  for (const width of [390, 1440]) {
    it.each(Object.entries(AT))(`at ${width} px, at %s: the dot shows and every pin stays clear of it and tappable`, async (_, at) => {
      const page = await open('/en/scenicArea', { width, height: 900 }, { locale: 'en-US', geolocation: at, permissions: ['geolocation'] });
      await page.getByTestId('schematic-map').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Show where I am' }).click();
      await page.getByTestId('map-here').waitFor();
      const { dotShown, reach, pins } = await pinsAroundDot(page);
      expect(dotShown).toBe(true);
      expect(pins.filter((p) => p.seen)).toHaveLength(10);
      // No part of the dot, its halo included (20 px from its centre), lies on a pin's disc.
      expect(reach).toBe(20);
      expect(pins.filter((p) => p.gap < reach || !p.tappable).map((p) => p.n)).toEqual([]);
    });
  }

  it('at Lankou, zoomed in: the dot stays clear of pin 6 as the pins spread apart', async () => {
    const page = await open('/en/scenicArea', { width: 390, height: 900 }, { locale: 'en-US', geolocation: AT.Lankou, permissions: ['geolocation'] });
    await page.getByTestId('schematic-map').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Show where I am' }).click();
    await page.getByTestId('map-here').waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByTestId('map-here').scrollIntoViewIfNeeded();
    const { dotShown, reach, pins } = await pinsAroundDot(page);
    expect(dotShown).toBe(true);
    expect(pins.find((p) => p.n === '6')!.seen).toBe(true);
    expect(pins.filter((p) => p.seen && (p.gap < reach || !p.tappable)).map((p) => p.n)).toEqual([]);
  });
});
