/** Sunrise and sunset in the area (shared/sun.ts), against the textbook facts they must obey. */
import { describe, expect, it } from 'vitest';
import { clockOf, sunTimesOn } from '../../shared/sun.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86400_000;

describe('sunTimesOn', () => {
  // Solar noon at 102.63° E on UTC+8 is 13:09.5 less the equation of time (+/- its extremes);
  // the day at 30.9° N lasts about 14 h 08 at the June solstice and 10 h 10 at the December one
  // (upper limb, with refraction), 12 h 08 at the equinoxes. Within 3 minutes.
  it.each([
    ['2026-06-21', 13 * 60 + 11, 14 * 60 + 8],
    ['2026-12-22', 13 * 60 + 8, 10 * 60 + 10],
    ['2026-03-20', 13 * 60 + 17, 12 * 60 + 8],
  ])('%s: solar noon and day length', (date, noon, length) => {
    const s = sunTimesOn(day(date));
    expect(Math.abs((s.rise + s.set) / 2 - noon)).toBeLessThanOrEqual(3);
    expect(Math.abs(s.set - s.rise - length)).toBeLessThanOrEqual(3);
  });

  // The equation of time's extremes: the sun is earliest in early November, latest in mid-February.
  it.each([
    ['2026-11-03', 12 * 60 + 53],
    ['2026-02-11', 13 * 60 + 24],
  ])('%s: solar noon', (date, noon) => {
    const s = sunTimesOn(day(date));
    expect(Math.abs((s.rise + s.set) / 2 - noon)).toBeLessThanOrEqual(3);
  });

  it('writes minutes as a clock', () => {
    expect([clockOf(0), clockOf(464), clockOf(1215)]).toEqual(['00:00', '07:44', '20:15']);
  });
});
