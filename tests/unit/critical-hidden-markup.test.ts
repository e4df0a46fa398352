import { describe, expect, it } from 'vitest';
import { withoutHiddenParts, withPlainClasses } from '../../scripts/critical-css/hidden-markup.ts';

describe('critical CSS: the markup matched is what the first paint can show', () => {
  it('cuts elements with the hidden attribute and closed dialogs, with everything inside them', () => {
    const html =
      '<header><nav><a class="nav-link" href="/">Home</a><ul class="nav-sub" hidden=""><li><a class="sub-link" href="/a">A</a></li></ul></nav>' +
      '<dialog class="drawer"><p class="drawer-item">Menu</p></dialog><dialog class="sheet" open><p class="sheet-item">Open</p></dialog></header>' +
      '<ul><li class="notice-line">first</li><li hidden class="notice-line notice-line--later">second</li></ul>';
    expect(withoutHiddenParts(html)).toBe(
      '<header><nav><a class="nav-link" href="/">Home</a></nav><dialog class="sheet" open><p class="sheet-item">Open</p></dialog></header>' +
        '<ul><li class="notice-line">first</li></ul>',
    );
  });

  it('writes an `&` in a class as itself, as Beasties matches the class attribute as written (arbitrary variants)', () => {
    const html = '<div class="px-5 [&amp;_.breadcrumb_*]:text-white/85"><span class="w-px [li:last-child&gt;&amp;]:hidden" title="a &amp; b">x</span></div>';
    expect(withPlainClasses(html)).toBe('<div class="px-5 [&_.breadcrumb_*]:text-white/85"><span class="w-px [li:last-child>&]:hidden" title="a &amp; b">x</span></div>');
  });

  it('keeps a closed dialog that a button opens by its invoker command, which works before the stylesheet (the drawer)', () => {
    const html = '<button commandfor="site-drawer" command="show-modal">Menu</button><dialog id="site-drawer" class="drawer"><p class="drawer-item">Menu</p></dialog><dialog id="other"><p>x</p></dialog>';
    expect(withoutHiddenParts(html)).toBe('<button commandfor="site-drawer" command="show-modal">Menu</button><dialog id="site-drawer" class="drawer"><p class="drawer-item">Menu</p></dialog>');
  });

  it('keeps inert and aria-hidden parts, which still take space on screen (carousel slides)', () => {
    const html = '<div class="track"><div class="slide">1</div><div class="slide" aria-hidden="true" inert>2</div></div>';
    expect(withoutHiddenParts(html)).toBe(html);
  });
});
