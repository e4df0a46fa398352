import { describe, expect, it } from 'vitest';
import { fallbackErrorHtml } from '../../server/render/fallback.ts';

describe('fallback error page', () => {
  it('is localized, has the actions and the colour-mode script, and no stack', () => {
    const en = fallbackErrorHtml('en');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Go to home page');
    expect(en).toContain('history.back()');
    expect(en).toContain('location.reload()');
    // The pre-paint script, which reads the stored colour mode under its key (decision 052 keeps
    // the key in one variable of the script).
    expect(en).toContain("K='ql-color-mode'");
    expect(en).toContain('localStorage.getItem(K)');
    expect(fallbackErrorHtml('zh-CN')).toContain('如果问题持续存在，请联系技术支持或稍后再试。');
  });
});
