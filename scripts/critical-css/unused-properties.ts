/**
 * Drops the custom properties no kept rule can read from a page kind's critical CSS
 * (docs/decisions/029-critical-css.md, amendment of 2026-11-25). Beasties keeps rules by
 * selector, so every page kind carried all of Tailwind's `@property` registrations, its
 * `@layer properties` fallback and the theme's `:root` variables (about 5 KB of 52 on `/`),
 * whether or not a kept rule used them. A custom property matters to the first paint only
 * if some declaration reads it with `var()`, directly or through another custom property
 * that is read: that set is closed transitively, and everything else that declares or
 * registers a custom property outside it goes. Readers outside the stylesheet count too:
 * style attributes in the markup and the icon sprite, whose strokes read `--icon-stroke`
 * through `<use>`. The full stylesheet, which follows, still has them all.
 */
import postcss, { type Root } from 'postcss';

const VAR_REF = /var\(\s*(--[\w-]+)/g;

const refs = (value: string) => [...value.matchAll(VAR_REF)].map((m) => m[1]!);

/** Names read by some declaration or outside reader, closed over custom properties that are themselves read. */
function readProperties(root: Root, outside: string[]): Set<string> {
  const read = new Set(outside.flatMap(refs));
  const custom = new Map<string, string[]>(); // --name → the names its values read
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) custom.set(decl.prop, [...(custom.get(decl.prop) ?? []), ...refs(decl.value)]);
    else for (const name of refs(decl.value)) read.add(name);
  });
  const queue = [...read];
  while (queue.length > 0) {
    for (const name of custom.get(queue.pop()!) ?? []) {
      if (!read.has(name)) {
        read.add(name);
        queue.push(name);
      }
    }
  }
  return read;
}

/** Removes rules and at-rules left with nothing inside. */
function dropEmpty(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || (node.type === 'atrule' && node.name !== 'property')) && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/** The stylesheet text without the custom properties nothing in it, or in `outside` (markup, SVG), reads. */
export function dropUnusedProperties(css: string, outside: string[]): string {
  const root = postcss.parse(css);
  const read = readProperties(root, outside);
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  dropEmpty(root);
  return root.toString();
}
