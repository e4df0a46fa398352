import { describe, expect, it } from 'vitest';
import { excerpt } from '../../shared/excerpt.ts';

describe('excerpt', () => {
  it('keeps a text that fits, trimmed', () => {
    expect(excerpt('  镜湖清晨无风。 ', 10)).toBe('镜湖清晨无风。');
  });
  it('cuts a Chinese text at a comma in its last fifth, with an ellipsis', () => {
    expect(excerpt('峡谷长约6公里两侧是高大的云杉和冷杉，镜湖流出的青岚河', 20)).toBe('峡谷长约6公里两侧是高大的云杉和冷杉…');
  });
  it('cuts Latin text at a space, never inside a word', () => {
    expect(excerpt('The boardwalk climbs gently from the gorge mouth to the falls', 30)).toBe('The boardwalk climbs gently…');
  });
  it('cuts hard when no break is near, counting code points (never half an emoji)', () => {
    expect(excerpt('🏔️雪冠峰雪冠峰雪冠峰雪冠峰', 6)).toBe('🏔️雪冠峰…');
  });
  it('counts a surrogate pair as one code point and a lone surrogate as one, at the exact boundary', () => {
    expect(excerpt('ab😀', 3)).toBe('ab😀');
    expect(excerpt('abcd😀', 4)).toBe('abc…');
    expect(excerpt('😀😀😀😀', 3)).toBe('😀😀…');
    expect(excerpt('\ud800abc', 4)).toBe('\ud800abc');
    expect(excerpt('\ud800abcd', 4)).toBe('\ud800ab…');
  });
});
