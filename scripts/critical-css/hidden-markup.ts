/**
 * The markup Beasties matches rules against, without what the first paint cannot show
 * (docs/decisions/029-critical-css.md, amendment of 2026-11-25): elements with the `hidden`
 * attribute (closed menus, popovers, queued notices) and closed `<dialog>`s. Only script opens
 * them, and the page's scripts run after the full stylesheet has loaded, so their rules need
 * not be inline. Not a closed dialog that a button opens by its invoker command (`commandfor`
 * naming its id: the phone drawer), which a tap opens before the stylesheet has come
 * (docs/decisions/052-first-tap-before-hydration.md). The UA's own `[hidden]` and
 * `dialog:not([open])` rules keep them hidden until then; the preflight's `[hidden]` rule,
 * which also beats any display utility on such an element, is kept by an allow rule. And the
 * classes written as Beasties can match them (`withPlainClasses`).
 */
import render from 'dom-serializer';
import { findAll, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';

export function withoutHiddenParts(html: string): string {
  const document = parseDocument(html);
  const invoked = new Set(findAll((el) => 'commandfor' in el.attribs, document.children).map((el) => el.attribs.commandfor));
  const closed = (el: { name: string; attribs: Record<string, string> }) => el.name === 'dialog' && !('open' in el.attribs) && !invoked.has(el.attribs.id);
  const hidden = findAll((el) => 'hidden' in el.attribs || closed(el), document.children);
  for (const el of hidden) removeElement(el);
  return render(document);
}

/**
 * Class attributes with `&`, `<` and `>` written as themselves. Beasties parses the page with
 * `decodeEntities: false` (beasties 0.5.4, `createDocument`), so it matches selectors against
 * the class as escaped in the markup: Tailwind's arbitrary variants (`[li:last-child>&]:hidden`
 * in a timeline; the photo header's breadcrumb had such classes too) read `&amp;` there, no rule
 * matched them, and their first screen painted without those rules until the stylesheet came. A class never holds `"`, which stays escaped.
 */
const PLAIN: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

export function withPlainClasses(html: string): string {
  return html.replace(/ class="([^"]*)"/g, (attr, value: string) => (value.includes('&') ? ` class="${value.replace(/&(?:amp|lt|gt);/g, (e) => PLAIN[e]!)}"` : attr));
}
