/** The area's opening hours, one timetable for the content service and the site (docs/decisions/024-area-time-live-data.md). */
import { describe, expect, it } from 'vitest';
import { areaStatus, isDark } from '../../shared/opening-hours.ts';

const at = (iso: string) => {
  const s = areaStatus(new Date(iso));
  return `${s.season} ${s.state} ${s.opens}-${s.closes} sales-end ${s.salesEnd} next ${s.nextOpens}${s.opensTomorrow ? ' tomorrow' : ''} changes ${s.changesAt.toISOString()}`;
};

describe('areaStatus', () => {
  it('low season boundaries (08:00-18:00, sales end 15:30)', () => {
    expect(at('2026-11-24T02:20:00+08:00')).toBe('low closed 08:00-18:00 sales-end 15:30 next 08:00 changes 2026-11-24T00:00:00.000Z');
    expect(at('2026-11-24T07:59:00+08:00')).toBe('low closed 08:00-18:00 sales-end 15:30 next 08:00 changes 2026-11-24T00:00:00.000Z');
    expect(at('2026-11-24T08:00:00+08:00')).toBe('low open 08:00-18:00 sales-end 15:30 next 08:00 changes 2026-11-24T07:30:00.000Z');
    expect(at('2026-11-24T15:29:00+08:00')).toBe('low open 08:00-18:00 sales-end 15:30 next 08:00 changes 2026-11-24T07:30:00.000Z');
    expect(at('2026-11-24T15:30:00+08:00')).toBe('low sales-closed 08:00-18:00 sales-end 15:30 next 08:00 changes 2026-11-24T10:00:00.000Z');
    expect(at('2026-11-24T17:59:00+08:00')).toBe('low sales-closed 08:00-18:00 sales-end 15:30 next 08:00 changes 2026-11-24T10:00:00.000Z');
    expect(at('2026-11-24T18:00:00+08:00')).toBe('low closed 08:00-18:00 sales-end 15:30 next 08:00 tomorrow changes 2026-11-25T00:00:00.000Z');
  });

  it('main season boundaries (07:00-19:00, sales end 16:30)', () => {
    expect(at('2026-07-15T06:59:00+08:00')).toBe('main closed 07:00-19:00 sales-end 16:30 next 07:00 changes 2026-07-14T23:00:00.000Z');
    expect(at('2026-07-15T07:00:00+08:00')).toBe('main open 07:00-19:00 sales-end 16:30 next 07:00 changes 2026-07-15T08:30:00.000Z');
    expect(at('2026-07-15T16:30:00+08:00')).toBe('main sales-closed 07:00-19:00 sales-end 16:30 next 07:00 changes 2026-07-15T11:00:00.000Z');
    expect(at('2026-07-15T19:00:00+08:00')).toBe('main closed 07:00-19:00 sales-end 16:30 next 07:00 tomorrow changes 2026-07-15T23:00:00.000Z');
  });

  it('season changes: after closing on 15 November the next opening is the low season 08:00; on 31 March the main 07:00', () => {
    expect(at('2026-11-15T19:30:00+08:00')).toBe('main closed 07:00-19:00 sales-end 16:30 next 08:00 tomorrow changes 2026-11-16T00:00:00.000Z');
    expect(at('2026-11-16T07:30:00+08:00')).toBe('low closed 08:00-18:00 sales-end 15:30 next 08:00 changes 2026-11-16T00:00:00.000Z');
    expect(at('2027-03-31T18:30:00+08:00')).toBe('low closed 08:00-18:00 sales-end 15:30 next 07:00 tomorrow changes 2027-03-31T23:00:00.000Z');
    expect(at('2027-04-01T07:00:00+08:00')).toBe('main open 07:00-19:00 sales-end 16:30 next 07:00 changes 2027-04-01T08:30:00.000Z');
    expect(at('2026-12-31T23:59:00+08:00')).toBe('low closed 08:00-18:00 sales-end 15:30 next 08:00 tomorrow changes 2027-01-01T00:00:00.000Z');
  });
});

// Daylight is sunrise to sunset (shared/sun.ts): 07:44–18:09 on 24 November, 06:16–20:15 on 15 July.
describe('isDark', () => {
  it.each([
    ['2026-11-24T02:20:00+08:00', true],
    ['2026-11-24T07:43:00+08:00', true],
    ['2026-11-24T07:44:00+08:00', false],
    ['2026-11-24T18:08:00+08:00', false],
    ['2026-11-24T18:09:00+08:00', true],
    ['2026-07-15T06:15:00+08:00', true],
    ['2026-07-15T06:16:00+08:00', false],
    ['2026-07-15T20:14:00+08:00', false],
    ['2026-07-15T20:15:00+08:00', true],
  ])('%s dark: %s', (iso, dark) => {
    expect(isDark(new Date(iso))).toBe(dark);
  });
});
