/** The bracket-depth scan that refuses deeply nested upstream JSON before parsing. */
import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from '../../server/upstream/json-depth.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('exceedsJsonDepth', () => {
  it('counts objects and arrays, and allows exactly the limit', () => {
    expect(exceedsJsonDepth(nested(32), 32)).toBe(false);
    expect(exceedsJsonDepth(nested(33), 32)).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
  });
  it('ignores brackets inside strings, including after escaped quotes', () => {
    expect(exceedsJsonDepth(JSON.stringify({ s: '[[[[[[{{{{{{' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ s: 'a\\"[[[[["' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ s: '\\', t: [[1]] }), 2)).toBe(true);
  });
  it('stops early on a 6,000-level body', () => {
    expect(exceedsJsonDepth(`{"code":0,"data":${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}}`, 32)).toBe(true);
  });
  it('sequential siblings do not add up', () => {
    expect(exceedsJsonDepth(`[${Array.from({ length: 100 }, () => '[1]').join(',')}]`, 2)).toBe(false);
  });
});
