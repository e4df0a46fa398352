/** The one notice rule (shared/notices.ts): in force at `now`, closures → warnings → news, newest first. */
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../shared/api/content.ts';
import { currentNotices, orderNotices } from '../../shared/notices.ts';

const notice = (id: number, level: Notice['level'], publishTime: string, startTime: string | null, endTime: string | null): Notice => ({
  id,
  title: `n${id}`,
  content: '',
  level,
  publishTime,
  startTime,
  endTime,
});

const NOW = new Date('2026-11-24T02:30:00Z');
const RECORDS: Notice[] = [
  notice(1, 'info', '2026-11-20T10:00:00+08:00', null, null),
  notice(2, 'warning', '2026-11-19T10:00:00+08:00', '2026-11-19T00:00:00+08:00', '2026-12-01T00:00:00+08:00'),
  notice(3, 'closure', '2026-11-10T10:00:00+08:00', '2026-11-10T00:00:00+08:00', null),
  notice(4, 'warning', '2026-11-22T10:00:00+08:00', null, '2026-11-30T00:00:00+08:00'),
  notice(5, 'closure', '2026-11-01T10:00:00+08:00', null, '2026-11-24T10:30:00+08:00'), // ends exactly now
  notice(6, 'warning', '2026-11-23T10:00:00+08:00', '2026-11-25T00:00:00+08:00', null), // announced: its event starts tomorrow
  notice(7, 'info', '2026-11-23T10:00:00+08:00', '2026-11-24T10:30:00+08:00', null), // starts exactly now
  notice(8, 'closure', '2026-11-21T10:00:00+08:00', null, null),
];

describe('currentNotices', () => {
  it('keeps what has not ended at now (announcements of later events too), most urgent first, newest first within a level', () => {
    expect(currentNotices(RECORDS, NOW).map((n) => n.id)).toEqual([8, 3, 6, 4, 2, 7, 1]);
  });

  it('depends only on the instant it is given', () => {
    expect(currentNotices(RECORDS, new Date('2026-11-25T00:00:00+08:00')).map((n) => n.id)).toEqual([8, 3, 6, 4, 2, 7, 1]);
    expect(currentNotices(RECORDS, new Date('2026-12-02T00:00:00+08:00')).map((n) => n.id)).toEqual([8, 3, 6, 7, 1]);
  });

  it('does not reorder its input', () => {
    const input = RECORDS.slice(0, 3);
    orderNotices(input);
    expect(input.map((n) => n.id)).toEqual([1, 2, 3]);
  });
});
