/**
 * The markup Beasties matches rules against, without what the first paint cannot show
 * (docs/decisions/029-critical-css.md, amendment of 2026-11-25): elements with the `hidden`
 * attribute (closed menus, popovers, the search panel, queued notices) and closed `<dialog>`s
 * (the phone drawer). Only script opens them, and the page's scripts run after the full
 * stylesheet has loaded, so their rules need not be inline. The UA's own `[hidden]` and
 * `dialog:not([open])` rules keep them hidden until then; the preflight's `[hidden]` rule,
 * which also beats any display utility on such an element, is kept by an allow rule.
 */
import render from 'dom-serializer';
import { findAll, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';

export function withoutHiddenParts(html: string): string {
  const document = parseDocument(html);
  const hidden = findAll((el) => 'hidden' in el.attribs || (el.name === 'dialog' && !('open' in el.attribs)), document.children);
  for (const el of hidden) removeElement(el);
  return render(document);
}
