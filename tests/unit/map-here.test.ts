/** Where the "you are here" dot is drawn among the pins (client/components/map/layout.ts hereSpot). */
import { describe, expect, it } from 'vitest';
import { hereSpot, mapLayout } from '../../client/components/map/layout.ts';
import { projection } from '../../client/components/map/project.ts';
import type { MapFrame } from '../../client/components/map/types.ts';
import scenic from '../../content-service/seed/scenic.json' with { type: 'json' };
import shell from '../../content-service/seed/shell.json' with { type: 'json' };
import enPlaces from '../../locales/en/places.json' with { type: 'json' };

describe('the "you are here" dot', () => {
  const frame = shell.homeModule.map as MapFrame;
  const layout = mapLayout(frame, scenic as { lng: number; lat: number }[], { lake: enPlaces.map.lake, peak: [enPlaces.map.peak, enPlaces.map.peakAltitude], town: enPlaces.map.town });
  const proj = projection(frame);
  // Clear of a pin: the pin's 14 px radius, the dot's 20 px reach (its halo), 4 px between.
  const CLEAR_PX = 38;
  const nearestPin = (p: [number, number]) => Math.min(...layout.pins.map(([x, y]) => Math.hypot(x - p[0], y - p[1])));

  it.each([
    ['a 390 px phone at zoom 1', 350],
    ['a phone zoomed in twice', 700],
    ['a wide screen', 800],
  ])('on %s, a visitor on any pin is drawn beside it, clear of every pin', (_, px) => {
    const unitsPerPx = layout.width / px;
    for (const pin of layout.pins) {
      const spot = hereSpot(layout, pin, unitsPerPx);
      expect(nearestPin(spot) / unitsPerPx).toBeGreaterThanOrEqual(CLEAR_PX);
      // Beside it: within a few clearances, inside the drawing.
      expect(Math.hypot(spot[0] - pin[0], spot[1] - pin[1]) / unitsPerPx).toBeLessThan(3 * CLEAR_PX);
      expect(spot[0] >= 0 && spot[0] <= layout.width && spot[1] >= 0 && spot[1] <= layout.height).toBe(true);
    }
  });

  it('is drawn at the visitor\'s own point when that is clear of the pins (Lankou on a wide screen)', () => {
    const lankou = proj.point(102.515, 30.815);
    const unitsPerPx = layout.width / 800;
    expect(nearestPin(lankou) / unitsPerPx).toBeGreaterThan(CLEAR_PX);
    expect(hereSpot(layout, lankou, unitsPerPx)).toEqual(lankou);
  });

  it('moves off pin 6 at Lankou on a phone, where the dot reached over it', () => {
    const lankou = proj.point(102.515, 30.815);
    const unitsPerPx = layout.width / 350;
    expect(nearestPin(lankou) / unitsPerPx).toBeLessThan(CLEAR_PX);
    expect(nearestPin(hereSpot(layout, lankou, unitsPerPx)) / unitsPerPx).toBeGreaterThanOrEqual(CLEAR_PX);
  });
});
