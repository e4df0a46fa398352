import { describe, expect, it } from 'vitest';
import { whereAllowRule } from '../../scripts/critical-css/where-rules.ts';

describe('critical CSS: which :where(…) rules are kept', () => {
  const rule = whereAllowRule('<div class="space-y-1 i14"><p class="space-y-1.5 [&amp;_a]:underline">x</p><svg class="dark:divide-gray-800"></svg></div>');

  it('keeps the rules of classes the markup has, escaped as a stylesheet writes them', () => {
    for (const selector of [':where(.space-y-1>:not(:last-child))', ':where(.space-y-1\\.5>:not(:last-child))', ':where(.i14)', ':where(.\\[\\&_a\\]\\:underline)']) {
      expect(rule.test(selector), selector).toBe(true);
    }
    expect(rule.test(':where(.dark\\:divide-gray-800:where(.dark,.dark *)>:not(:last-child))')).toBe(true);
  });

  it('drops those of classes it has not, including one the markup only begins', () => {
    for (const selector of [':where(.space-y-4>:not(:last-child))', ':where(.i16)', ':where(.space-y-10>:not(:last-child))', ':where(.divide-y>:not(:last-child))']) {
      expect(rule.test(selector), selector).toBe(false);
    }
    expect(whereAllowRule('<p class="space-y-1">x</p>').test(':where(.space-y-1\\.5>:not(:last-child))')).toBe(false);
  });

  it('always keeps the icons\' default size and the dark-mode rules, and nothing not written :where(…)', () => {
    const none = whereAllowRule('<p>no classes</p>');
    expect(none.test(':where(svg:not([viewBox],[width]))')).toBe(true);
    expect(none.test(':where(.dark,.dark *,.a11y-contrast,.a11y-contrast *) a')).toBe(true);
    expect(none.test(':where(.i14)')).toBe(false);
    expect(rule.test('.space-y-1')).toBe(false);
  });
});
