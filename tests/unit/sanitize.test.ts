/** CMS rich text is made inert on the server (docs/product.md §6); what the detail pages render. */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/data/sanitize.ts';

describe('sanitizeRichText', () => {
  it('drops scripts, styles and iframes with their content', () => {
    const out = sanitizeRichText('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>');
    expect(out).toBe('<p>ok</p>');
  });

  it('removes event handlers and inline styles', () => {
    const out = sanitizeRichText('<img src="/media/photos/a.jpg" onerror="alert(1)" style="x"><p onclick="x()" style="color:red">t</p>');
    expect(out).not.toMatch(/onerror|onclick|style=/i);
    expect(out).toContain('<img src="/media/photos/a.jpg"');
    expect(out).toContain('<p>t</p>');
  });

  it('refuses javascript:, data: and vbscript: URLs (a link without a safe href is dropped, its text kept)', () => {
    const out = sanitizeRichText(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="vbscript:x">c</a><img src="data:image/png;base64,AAAA"><a href="/hotel">ok</a>',
    );
    expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(out).toContain('<a href="/hotel">ok</a>');
  });

  it('opens links to other sites in a new tab without opener, marked as external', () => {
    expect(sanitizeRichText('<a href="https://example.org/">x</a>')).toBe('<a href="https://example.org/" target="_blank" rel="external noopener noreferrer" data-external>x</a>');
  });

  it('keeps the structure the CMS writes (headings, lists, tables, quotes) and lazy-loads images', () => {
    const html = '<h2>A</h2><ul><li><strong>b</strong></li></ul><table><tbody><tr><td>c</td></tr></tbody></table><blockquote>d</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<img src="/media/photos/a.jpg">')).toBe('<img src="/media/photos/a.jpg" loading="lazy" alt="" />');
  });

  it('survives junk and empty input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('<p><b>unclosed')).toBe('<p><b>unclosed</b></p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).not.toMatch(/<svg|<script|<math/);
  });
});
