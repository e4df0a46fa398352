/** The one visitor-flow rule: comfortable < 50 %, moderate < 80 %, busy (warning) from 80 %, full at 100 %. */
import { describe, expect, it } from 'vitest';
import { flowLevel } from '../../client/components/today/flowLevel.ts';

const at = (current: number) => flowLevel({ current, instantCapacity: 1000 });

describe('visitor flow level', () => {
  it.each([
    [0, { percent: 0, level: 'empty', warn: false }],
    [1, { percent: 0, level: 'comfortable', warn: false }],
    [490, { percent: 49, level: 'comfortable', warn: false }],
    [500, { percent: 50, level: 'moderate', warn: false }],
    [650, { percent: 65, level: 'moderate', warn: false }],
    [790, { percent: 79, level: 'moderate', warn: false }],
    [799, { percent: 80, level: 'moderate', warn: false }],
    [800, { percent: 80, level: 'busy', warn: true }],
    [999, { percent: 100, level: 'busy', warn: true }],
    [1000, { percent: 100, level: 'full', warn: true }],
    [1200, { percent: 120, level: 'full', warn: true }],
  ])('%i of 1000 visitors', (current, expected) => {
    expect(at(current)).toEqual(expected);
  });

  it('treats a missing capacity as empty', () => {
    expect(flowLevel({ current: 50, instantCapacity: 0 })).toEqual({ percent: 0, level: 'comfortable', warn: false });
  });
});
