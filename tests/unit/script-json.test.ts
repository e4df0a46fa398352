import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../shared/script-json.ts';

describe('scriptJson (dehydrated state and JSON-LD)', () => {
  it('escapes exactly < > & U+2028 U+2029 as \\uXXXX', () => {
    expect(scriptJson('</script>')).toBe('"\\u003c/script\\u003e"');
    expect(scriptJson('<!--')).toBe('"\\u003c!--"');
    expect(scriptJson('x&y')).toBe('"x\\u0026y"');
    expect(scriptJson('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
    expect(scriptJson({ t: '</script><script>alert(1)</script>' })).toBe('{"t":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
    expect(scriptJson({ name: '青岚', n: 1, ok: true, none: null })).toBe('{"name":"青岚","n":1,"ok":true,"none":null}');
  });

  it('reads back to the same value, as JSON and as a JS expression', () => {
    const payload = { t: '</script><script>alert(1)</script>', u: 'a\u2028b\u2029c', amp: 'x&y', c: '<!--' };
    const s = scriptJson(payload);
    expect(JSON.parse(s)).toEqual(payload);
    expect(new Function(`return ${s};`)()).toEqual(payload);
  });
});
