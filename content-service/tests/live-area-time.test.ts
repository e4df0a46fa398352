// @vitest-environment node
/**
 * Live figures follow the area's clock (docs/decisions/024-area-time-live-data.md): nobody
 * inside when the area is closed, entries from zero at midnight rising through the opening
 * hours of the day's season, and night weather after dark. Figures are exact: the curve is
 * deterministic for a given instant.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WeatherData } from '../../shared/api/index.ts';
import { computeFlow } from '../src/live/live.ts';
import { localize } from '../src/locale.ts';

const cap = { instantCapacity: 8000, dailyCapacity: 18000 };
const flow = (iso: string) => {
  const f = computeFlow(new Date(iso), cap);
  return [f.current, f.todayTotal, f.updateTime];
};

describe('visitor flow by the area clock', () => {
  it('low season (08:00-18:00, sales to 15:30): nobody before opening, rising after, emptied by closing', () => {
    expect(flow('2026-11-24T00:00:00+08:00')).toEqual([0, 0, '2026-11-24T00:00:00+08:00']);
    expect(flow('2026-11-24T02:20:00+08:00')).toEqual([0, 0, '2026-11-24T02:20:00+08:00']);
    expect(flow('2026-11-24T07:59:00+08:00')).toEqual([0, 0, '2026-11-24T07:55:00+08:00']);
    expect(flow('2026-11-24T08:00:00+08:00')).toEqual([0, 0, '2026-11-24T08:00:00+08:00']);
    expect(flow('2026-11-24T08:05:00+08:00')).toEqual([9, 168, '2026-11-24T08:05:00+08:00']);
    expect(flow('2026-11-24T10:30:00+08:00')).toEqual([3757, 4233, '2026-11-24T10:30:00+08:00']);
    expect(flow('2026-11-24T15:30:00+08:00')).toEqual([3222, 7619, '2026-11-24T15:30:00+08:00']);
    expect(flow('2026-11-24T17:55:00+08:00')).toEqual([7, 7619, '2026-11-24T17:55:00+08:00']);
    expect(flow('2026-11-24T18:00:00+08:00')).toEqual([0, 7619, '2026-11-24T18:00:00+08:00']);
    expect(flow('2026-11-24T23:59:00+08:00')).toEqual([0, 7619, '2026-11-24T23:55:00+08:00']);
  });

  it('entries reset at midnight', () => {
    expect(flow('2026-11-25T00:00:00+08:00')).toEqual([0, 0, '2026-11-25T00:00:00+08:00']);
  });

  it('main season (07:00-19:00, sales to 16:30)', () => {
    expect(flow('2026-07-15T06:55:00+08:00')).toEqual([0, 0, '2026-07-15T06:55:00+08:00']);
    expect(flow('2026-07-15T07:00:00+08:00')).toEqual([0, 0, '2026-07-15T07:00:00+08:00']);
    expect(flow('2026-07-15T13:00:00+08:00')).toEqual([7105, 11462, '2026-07-15T13:00:00+08:00']);
    expect(flow('2026-07-15T18:55:00+08:00')).toEqual([7, 13262, '2026-07-15T18:55:00+08:00']);
    expect(flow('2026-07-15T19:00:00+08:00')).toEqual([0, 13262, '2026-07-15T19:00:00+08:00']);
  });

  it('follows the season change: 07:30 is open on 15 November and closed on 16 November', () => {
    expect(computeFlow(new Date('2026-11-15T07:30:00+08:00'), cap).current).toBeGreaterThan(0);
    expect(computeFlow(new Date('2026-11-16T07:30:00+08:00'), cap).current).toBe(0);
  });
});
