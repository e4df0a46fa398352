/** Dates in the area's time (UTC+8, by hand, no Intl), counts and prices, phone links. */
import { describe, expect, it } from 'vitest';
import {
  areaTime,
  clockTime,
  dateRange,
  dayDiff,
  duration,
  isoDay,
  isoSeconds,
  isoWall,
  longDate,
  mediaClock,
  parseWallTime,
  shortDate,
  shortDateTime,
  weekdayName,
  weekdayOf,
} from '../../client/format/dates.ts';
import { formatCount, formatPrice, isFree, percentOf, priceFrom, priceSpan } from '../../client/format/numbers.ts';
import { displayPhone, telHref } from '../../client/format/phone.ts';

describe('dates in the area time', () => {
  it('prints fixed patterns per locale', () => {
    expect(longDate('2026-11-22T08:30:00+08:00', 'zh-CN')).toBe('2026年11月22日');
    expect(longDate('2026-11-22T08:30:00+08:00', 'en')).toBe('22 November 2026');
    expect(shortDate('2026-11-22T08:30:00+08:00', 'zh-CN')).toBe('11月22日');
    expect(shortDate('2026-11-22T08:30:00+08:00', 'en')).toBe('22 Nov');
    expect(clockTime('2026-11-22T08:05:00+08:00')).toBe('08:05');
    expect(shortDateTime('2024-05-01T02:05:00Z', 'en')).toBe('1 May 10:05');
    expect(shortDateTime(parseWallTime('2024-05-01 10:05:00'), 'zh-CN')).toBe('5月1日 10:05');
  });

  it('turns a UTC instant late in the day into the next area day', () => {
    // 2026-11-23 16:30 UTC is 00:30 on 24 November in the area.
    expect(areaTime('2026-11-23T16:30:00Z')).toEqual({ year: 2026, month: 11, day: 24, hour: 0, minute: 30 });
    expect(longDate('2026-11-23T16:30:00Z', 'en')).toBe('24 November 2026');
    expect(isoDay('2026-11-23T16:30:00Z')).toBe('2026-11-24');
    // New Year in the area happens at 16:00 UTC.
    expect(longDate('2026-12-31T16:00:00Z', 'zh-CN')).toBe('2027年1月1日');
  });

  it('prints midnight as 00:00', () => {
    expect(clockTime('2026-11-24T00:00:00+08:00')).toBe('00:00');
    expect(clockTime('2026-11-23T16:00:00Z')).toBe('00:00');
    expect(isoWall(areaTime('2026-11-23T16:00:00Z')!)).toBe('2026-11-24T00:00+08:00');
  });

  it('returns empty for what does not parse', () => {
    expect(longDate('soon', 'en')).toBe('');
    expect(shortDate(null, 'zh-CN')).toBe('');
    expect(isoDay(undefined)).toBeUndefined();
  });

  it('prints ranges', () => {
    expect(dateRange('2026-11-24T00:00:00+08:00', '2026-11-26T00:00:00+08:00', 'zh-CN')).toBe('2026年11月24日至26日');
    expect(dateRange('2026-11-24T00:00:00+08:00', '2026-11-26T00:00:00+08:00', 'en')).toBe('24–26 November 2026');
    expect(dateRange('2026-11-18T00:00:00+08:00', '2027-05-31T00:00:00+08:00', 'zh-CN')).toBe('2026年11月18日至2027年5月31日');
    expect(dateRange('2026-11-18T00:00:00+08:00', '2027-05-31T00:00:00+08:00', 'en')).toBe('18 November 2026 – 31 May 2027');
    expect(dateRange('2026-11-18T00:00:00+08:00', '2026-12-02T00:00:00+08:00', 'en')).toBe('18 November – 2 December 2026');
  });

  it('names weekdays and counts days', () => {
    expect(weekdayOf('2026-11-24', 'zh-CN')).toBe('周二');
    expect(weekdayOf('2026-11-29', 'en')).toBe('Sun');
    expect(weekdayName('7', 'en')).toBe('Sun');
    expect(weekdayName('1', 'zh-CN')).toBe('周一');
    expect(weekdayName('8', 'en')).toBeNull();
    expect(dayDiff('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('prints durations', () => {
    expect(duration(45, 'zh-CN')).toBe('45 分钟');
    expect(duration(45, 'en')).toBe('45 min');
    expect(duration(90, 'en')).toBe('1.5 hours');
    expect(duration(60, 'en')).toBe('1 hour');
    expect(duration(120, 'zh-CN')).toBe('2 小时');
    expect(mediaClock(44)).toBe('0:44');
    expect(mediaClock(125.4)).toBe('2:05');
    expect(isoSeconds(44.4)).toBe('PT44S');
  });
});

describe('numbers', () => {
  it('groups counts and prices the same in both languages', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(1234567.4)).toBe('1,234,567');
    expect(formatPrice(1280)).toBe('¥1,280');
    expect(formatPrice(80)).toBe('¥80');
    expect(percentOf(0.654)).toBe(65);
    expect(percentOf(-0.1)).toBe(0);
  });

  it('writes a price span, and "free" when every price given is 0', () => {
    expect(priceSpan({ priceMin: 680, priceMax: 1280 }, 'Free')).toBe('¥680 – ¥1,280');
    expect(priceSpan({ priceMin: 80, priceMax: 80 }, 'Free')).toBe('¥80');
    expect(priceSpan({ priceMin: 80 }, 'Free')).toBe('¥80');
    expect(priceSpan({ priceMax: 50 }, 'Free')).toBe('¥50');
    expect(priceSpan({ priceMin: 0 }, 'Free')).toBe('Free');
    expect(priceSpan({ priceMin: 0, priceMax: 0 }, '免费')).toBe('免费');
    expect(priceSpan({ priceMin: 0, priceMax: 50 }, 'Free')).toBe('¥0 – ¥50');
    expect(priceSpan({ priceMax: 0 }, 'Free')).toBe('Free');
    expect(priceSpan({}, 'Free')).toBeNull();
    expect([isFree({ priceMin: 0 }), isFree({ priceMin: 0, priceMax: 30 }), isFree({}), isFree({ priceMax: 0 }), isFree({ priceMin: 5 })]).toEqual([true, false, false, true, false]);
  });

  it('writes a card\'s short price: free, or from the lowest price', () => {
    const from = (price: string) => `from ${price}`;
    expect(priceFrom({ priceMin: 80, priceMax: 160 }, 'Free', from)).toBe('from ¥80');
    expect(priceFrom({ priceMin: 1280 }, 'Free', from)).toBe('from ¥1,280');
    expect(priceFrom({ priceMin: 0 }, 'Free', from)).toBe('Free');
    expect(priceFrom({ priceMax: 0 }, 'Free', from)).toBe('Free');
    expect(priceFrom({ priceMax: 50 }, 'Free', from)).toBeNull();
    expect(priceFrom({}, 'Free', from)).toBeNull();
  });
});

describe('phone numbers', () => {
  it('builds tel: links from what editors write', () => {
    expect(telHref('0836-288 0000')).toBe('tel:08362880000');
    expect(telHref('+86 836 288 0000')).toBe('tel:+868362880000');
    expect(telHref('12345')).toBe('tel:12345');
    expect(displayPhone(' 0836-288  0000 ')).toBe('0836-288 0000');
  });
});
