/** The one notice rule (shared/notices.ts): in force at `now`, closures → warnings → news, newest first. */
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../shared/api/content.ts';
import { currentNotices, orderNotices, urgentNotices } from '../../shared/notices.ts';

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

describe('urgentNotices (the banner on every page)', () => {
  // NOW is 10:30 on 24 November in the area; 72 h before it is 10:30 on 21 November.
  const closure = (id: number, publishTime: string, endTime: string | null = null, startTime: string | null = null) =>
    notice(id, 'closure', publishTime, startTime, endTime);

  it('keeps closures published at most 72 h before now, newest first, with what the banner shows', () => {
    expect(
      urgentNotices(
        [
          closure(1, '2026-11-21T10:30:00+08:00'), // exactly 72 h ago: in
          closure(2, '2026-11-21T10:29:59+08:00'), // a second more: out
          closure(3, '2026-11-24T10:30:00+08:00'), // published exactly now: in
          closure(4, '2026-11-24T10:30:01+08:00'), // not published yet: out
          closure(5, '2026-11-17T16:00:00+08:00'), // the standing winter closure of a week ago: out
        ],
        NOW,
      ),
    ).toEqual([
      { id: 3, level: 'closure', title: 'n3', publishTime: '2026-11-24T10:30:00+08:00' },
      { id: 1, level: 'closure', title: 'n1', publishTime: '2026-11-21T10:30:00+08:00' },
    ]);
  });

  it('drops a closure that has ended, keeps one announced for later, and leaves warnings and news out', () => {
    const ids = urgentNotices(
      [
        closure(1, '2026-11-24T08:00:00+08:00', '2026-11-24T10:30:00+08:00'), // ends exactly now
        closure(2, '2026-11-24T08:00:00+08:00', '2026-11-24T10:30:01+08:00'), // ends a second later
        closure(3, '2026-11-23T08:00:00+08:00', null, '2026-11-26T00:00:00+08:00'), // announced: starts in two days
        notice(4, 'warning', '2026-11-24T09:00:00+08:00', null, null),
        notice(5, 'info', '2026-11-24T09:00:00+08:00', null, null),
      ],
      NOW,
    ).map((n) => n.id);
    expect(ids).toEqual([2, 3]);
  });

  it('shows at most three, the newest', () => {
    const five = [1, 2, 3, 4, 5].map((h) => closure(h, `2026-11-24T0${h}:00:00+08:00`));
    expect(urgentNotices(five, NOW).map((n) => n.id)).toEqual([5, 4, 3]);
  });

  it('leaves out a notice whose publication time cannot be read', () => {
    expect(urgentNotices([closure(1, 'yesterday')], NOW)).toEqual([]);
  });
});
