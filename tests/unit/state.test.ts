import { describe, expect, it } from 'vitest';
import { fallbackErrorHtml } from '../../server/render/fallback.ts';
import { serializeState } from '../../server/render/state.ts';

describe('serializeState', () => {
  const payload = { t: '</script><script>alert(1)</script>', u: 'a\u2028b\u2029c', amp: 'x&y', c: '<!--' };

  it('escapes every character that could end the script or the JS string', () => {
    const s = serializeState(payload);
    expect(s).not.toMatch(/[<>&\u2028\u2029]/);
    expect(s).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(s).toContain('a\\u2028b\\u2029c');
    expect(s).toContain('x\\u0026y');
  });

  it('reads back to the same value, as JSON and as a JS expression', () => {
    const s = serializeState(payload);
    expect(JSON.parse(s)).toEqual(payload);
    expect(new Function(`return ${s};`)()).toEqual(payload);
  });
});

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
