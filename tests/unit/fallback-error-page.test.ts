import { describe, expect, it } from 'vitest';
import { fallbackErrorHtml } from '../../server/render/fallback.ts';

describe('fallback error page', () => {
  it('is localized, has the actions and the colour-mode script, and no stack', () => {
    const en = fallbackErrorHtml('en');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Go to home page');
    expect(en).toContain('history.back()');
    expect(en).toContain('location.reload()');
    expect(en).toContain("localStorage.getItem('ql-color-mode')");
    expect(fallbackErrorHtml('zh-CN')).toContain('如果问题持续存在，请联系技术支持或稍后再试。');
  });
});
