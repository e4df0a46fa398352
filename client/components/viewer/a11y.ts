/**
 * viewerjs' markup, made valid for assistive technology (axe, WCAG 4.1.2; tests/browser/axe/matrix.ts):
 * - its toolbar is a `<ul>` whose items are `role="button"`, which a list may not hold: the list
 *   becomes a `role="toolbar"` (buttons belong there);
 * - the navbar marks the photo shown with `aria-selected`, which a button may not carry: it is
 *   turned into `aria-current="true"` each time viewerjs sets it (when the photo changes).
 * The watch goes with the viewer: it is destroyed on close, and its detached markup with the
 * observer is collected together.
 */
export function accessibleViewerMarkup(root: HTMLElement): void {
  root.querySelector('.viewer-toolbar > ul')?.setAttribute('role', 'toolbar');
  const current = (el: Element) => {
    if (!el.hasAttribute('aria-selected')) return;
    el.removeAttribute('aria-selected');
    for (const other of root.querySelectorAll('.viewer-list [aria-current]')) if (other !== el) other.removeAttribute('aria-current');
    el.setAttribute('aria-current', 'true');
  };
  root.querySelectorAll('.viewer-list [aria-selected]').forEach(current);
  const watch = new MutationObserver((changes) => {
    for (const c of changes) if (c.target instanceof Element) current(c.target);
  });
  watch.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-selected'] });
}
