/** JSON-LD is written so that it cannot close its script element. */
import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../client/components/ui/JsonLd.tsx';

describe('JSON-LD text', () => {
  it('cannot close its <script> tag', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', x: '\u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', x: '\u2028' });
  });
});
