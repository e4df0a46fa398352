// @vitest-environment node
/** The conditions board moves with the clock, deterministically (docs/decisions/024-area-time-live-data.md). */
import { describe, expect, it } from 'vitest';
import type { ArticleAttrs } from '../../shared/api/index.ts';
import { liveConditionAttrs } from '../src/live/conditions.ts';
import { computeFlow } from '../src/live/live.ts';
import { loadSeedBundle } from '../src/seed/files.ts';

// Read as the service reads it: the facility records' figures written in (seed/facilities.json).
const seed = loadSeedBundle().articles.filter((a) => a.typeCode === 'conditions') as unknown as { id: number; attrs: ArticleAttrs }[];
const MAIN_SPACES = 800;
const board = (iso: string) => {
  const at = new Date(iso);
  const flow = computeFlow(at, { instantCapacity: 8000, dailyCapacity: 18000 });
  return seed.map(({ id, attrs }) => {
    const a = liveConditionAttrs(attrs, at, flow, 'en', MAIN_SPACES);
    return [id, a.status ?? null, a.statusReason ?? null, a.statusSince ?? null, a.occupied ?? a.waiting ?? null, a.waitMinutes ?? null].join(' | ');
  });
};

describe('conditions board', () => {
  it('at 10:30 in the low season: icy boardwalk, winter closure, one-way road, cars in the main car park only, queues', () => {
    expect(board('2026-11-24T10:30:00+08:00')).toEqual([
      '3101 | icy | Icy boards in the morning: wear grips and keep to the inside | 2026-11-24T08:00:00+08:00 |  | ',
      '3102 | closed | Closed for the winter; reopens on 1 May | 2026-11-16T00:00:00+08:00 |  | ',
      '3103 | partly-open | Upper loop closed by winter snow; lower loop open | 2026-11-16T00:00:00+08:00 |  | ',
      '3104 | partly-open | Resurfacing at km 31–34: one-way, alternating, by day | 2026-11-24T10:00:00+08:00 |  | ',
      '3105 | open | Shuttle buses only | 2026-11-24T08:10:00+08:00 |  | ',
      '3106 |  |  |  | 483 | ',
      '3107 | closed | Opens once the Visitor Centre car park is full |  | 0 | ',
      '3108 |  |  |  | 75 | 15',
      '3109 |  |  |  | 38 | 15',
      '3110 |  |  |  | 15 | 15',
    ]);
  });

  it('at 02:20: trails closed with the area since last closing, no buses, overnight cars only', () => {
    expect(board('2026-11-24T02:20:00+08:00')).toEqual([
      '3101 | closed | The scenic area is closed; opens 08:00 | 2026-11-23T18:00:00+08:00 |  | ',
      '3102 | closed | Closed for the winter; reopens on 1 May | 2026-11-16T00:00:00+08:00 |  | ',
      '3103 | closed | The scenic area is closed; opens 08:00 | 2026-11-23T18:00:00+08:00 |  | ',
      '3104 | open |  | 2026-11-23T17:00:00+08:00 |  | ',
      '3105 | closed | Shuttle buses only; first bus 08:10 | 2026-11-23T17:20:00+08:00 |  | ',
      '3106 |  |  |  | 32 | ',
      '3107 | closed | Opens once the Visitor Centre car park is full |  | 0 | ',
      '3108 | closed | First bus 08:10 | 2026-11-23T16:50:00+08:00 | 0 | 0',
      '3109 | closed | First bus 08:10 | 2026-11-23T16:50:00+08:00 | 0 | 0',
      '3110 | closed | First bus 08:10 | 2026-11-23T16:50:00+08:00 | 0 | 0',
    ]);
  });

  it('at 14:00 in July: the high trail is open for descent only, no winter roadworks, the main car park full (97 %) and the rest in Lankou South, the afternoon rush waits at Yingxue Bay', () => {
    expect(board('2026-07-15T14:00:00+08:00')).toEqual([
      '3101 | open |  | 2026-07-15T07:00:00+08:00 |  | ',
      '3102 | partly-open | No ascents after 11:00; descent only | 2026-07-15T11:00:00+08:00 |  | ',
      '3103 | open |  | 2026-07-15T07:00:00+08:00 |  | ',
      '3104 | open |  | 2026-04-01T00:00:00+08:00 |  | ',
      '3105 | open | Shuttle buses only | 2026-07-15T07:10:00+08:00 |  | ',
      '3106 |  |  |  | 776 | ',
      '3107 | open |  |  | 73 | ',
      '3108 |  |  |  | 34 | 10',
      '3109 |  |  |  | 340 | 30',
      '3110 |  |  |  | 204 | 20',
    ]);
  });
});
