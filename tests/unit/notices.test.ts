import { describe, expect, it } from 'vitest';
import type { Notice } from '../../shared/api/content.ts';
import { currentNotices } from '../../server/data/loaders/info.ts';

const notice = (id: number, level: Notice['level'], publishTime: string, endTime: string | null): Notice =>
  ({ id, title: `n${id}`, content: '', level, publishTime, startTime: publishTime, endTime }) as Notice;

describe('currentNotices', () => {
  it('keeps notices without an end or ending after now, closures first, then newest first by level', () => {
    const now = new Date('2026-11-24T02:30:00Z');
    const notices = [
      notice(1, 'info', '2026-11-01T00:00:00Z', null),
      notice(2, 'warning', '2026-11-20T00:00:00Z', '2026-11-24T02:29:59Z'), // ended a second ago
      notice(3, 'warning', '2026-11-21T00:00:00Z', '2026-11-24T02:30:01Z'),
      notice(4, 'closure', '2026-10-01T00:00:00Z', '2027-01-01T00:00:00Z'),
      notice(5, 'info', '2026-11-10T00:00:00Z', '2026-12-01T00:00:00Z'),
      notice(6, 'warning', '2026-11-22T00:00:00Z', null),
      notice(7, 'info', '2026-11-23T00:00:00Z', '2026-11-24T02:30:00Z'), // ends exactly now
    ];
    expect(currentNotices(notices, now).map((n) => n.id)).toEqual([4, 6, 3, 5, 1]);
  });
});
