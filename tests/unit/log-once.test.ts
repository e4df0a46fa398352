/** Repeated-failure logging (server/ops/log-once.ts): once per key per interval, repeats counted. */
import { describe, expect, it } from 'vitest';
import { oncePerInterval } from '../../server/ops/log-once.ts';

describe('oncePerInterval', () => {
  it('logs a key once per interval and reports how many repeats it held back', () => {
    let now = 0;
    const lines: string[] = [];
    const once = oncePerInterval(60_000, () => now);
    const fail = (key: string) => once(key, (suppressed) => lines.push(`${key} suppressed=${suppressed}`));
    for (let i = 0; i < 50; i++) fail('zh-CN /a');
    fail('en /a');
    now = 59_999;
    fail('zh-CN /a');
    now = 60_000;
    fail('zh-CN /a');
    fail('zh-CN /a');
    now = 200_000;
    fail('zh-CN /a');
    expect(lines).toEqual(['zh-CN /a suppressed=0', 'en /a suppressed=0', 'zh-CN /a suppressed=50', 'zh-CN /a suppressed=1']);
  });

  it('stays bounded under a flood of distinct keys', () => {
    const lines: string[] = [];
    const once = oncePerInterval(60_000, () => 0);
    for (let i = 0; i < 6000; i++) once(`k${i}`, () => lines.push(`k${i}`));
    // The oldest keys were forgotten: logging them again is allowed.
    once('k0', () => lines.push('k0 again'));
    once('k5999', () => lines.push('k5999 again'));
    expect(lines).toHaveLength(6001);
    expect(lines.at(-1)).toBe('k0 again');
  });
});
