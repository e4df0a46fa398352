/** Menu tree helpers shared by the header's bar and the phone drawer (docs/product.md §5). */
import type { MenuNode } from '../../../shared/api/shell.ts';

/** Whether a menu path names the current page (query compared only when the menu has one). */
export function isCurrentPath(menuPath: string | null, pathname: string, search: string, localize: (p: string) => string): boolean {
  if (!menuPath) return false;
  const [p, q] = menuPath.split('?');
  const target = localize(p || '/');
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (target !== here) return false;
  if (!q) return true;
  const want = new URLSearchParams(q);
  const have = new URLSearchParams(search);
  return [...want].every(([k, v]) => have.get(k) === v);
}

/** The ids of `nodes`' ancestors-and-self chain that leads to the current page, or []. */
export function currentChain(nodes: MenuNode[], isCurrent: (n: MenuNode) => boolean): number[] {
  for (const n of nodes) {
    if (isCurrent(n)) return [n.menuId];
    const below = currentChain(n.children, isCurrent);
    if (below.length) return [n.menuId, ...below];
  }
  return [];
}

/**
 * The focusable control at the start of each item of a list: its link, or the toggle of an item
 * without one (`.nav-link` too). Not a `<span class="nav-link">` (an item with neither), nor the
 * icon toggle beside a link.
 */
export function itemControls(list: Element): HTMLElement[] {
  return [...list.children].map((li) => li.querySelector<HTMLElement>(':scope > .nav-row > :is(a, button).nav-link')).filter((el): el is HTMLElement => el !== null);
}
