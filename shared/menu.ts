import type { MenuNode, MenuRecord } from './api/shell.ts';

/**
 * Turns flat menu records into a tree by parentId (docs/behaviour.md §3), children nested and sorted
 * by orderNum. Orphans (unknown parent) are promoted to the top so nothing disappears;
 * cycles are broken. `show` is false on top-level entries (client-only flag, docs/behaviour.md §3).
 */
export function buildMenuTree(records: readonly MenuRecord[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const r of records) nodes.set(r.menuId, { ...r, children: [], show: true });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== node.menuId ? nodes.get(node.parentId) : undefined;
    if (parent && !isAncestor(node, parent, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  for (const r of roots) r.show = false;
  return roots;
}

/**
 * No dropdown with one item (docs/behaviour.md §3): a group that has a page of its own becomes
 * a plain link to it (its one child stays reachable from that page or the header); a group
 * without one gives its place to its only child.
 */
export function withoutSingleChildGroups(list: MenuNode[]): MenuNode[] {
  return list.map((node) => {
    const children = withoutSingleChildGroups(node.children);
    if (children.length !== 1) return { ...node, children };
    if (node.path || node.url) return { ...node, children: [] };
    return { ...children[0]!, orderNum: node.orderNum, show: node.show };
  });
}

/** True when `node` is `candidate` or one of its ancestors (adding it would make a cycle). */
function isAncestor(node: MenuNode, candidate: MenuNode, nodes: Map<number, MenuNode>): boolean {
  let cur: MenuNode | undefined = candidate;
  for (let i = 0; cur && i <= nodes.size; i++) {
    if (cur.menuId === node.menuId) return true;
    cur = cur.parentId !== cur.menuId ? nodes.get(cur.parentId) : undefined;
  }
  return false;
}
