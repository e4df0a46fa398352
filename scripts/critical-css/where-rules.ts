/**
 * Rules written `:where(.x …)` — Tailwind's `space-y-*` and `divide-*`, the icons' size classes
 * (client/styles/base.css) — are dropped by Beasties' selector engine even when the markup uses
 * them, so they must be kept by an allow rule. Keeping every one of them (the first version)
 * inlined some 2 KB of spacing rules per page that its first screen never used; this rule keeps
 * those whose class the page's first screen has, the icons' 20 px default (`:where(svg:not(…))`,
 * without which an icon paints at 300×150) and the dark-mode rules written `:where(.dark, …)`
 * (docs/decisions/029-critical-css.md).
 */
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** A class as a stylesheet writes it in a selector: characters other than letters, digits, `_` and `-` escaped. */
const cssEscaped = (cls: string) => cls.replace(/[^\w-]/g, (c) => `\\${c}`);
const regexEscaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function whereAllowRule(markup: string): RegExp {
  const classes = new Set<string>();
  for (const el of findAll((e) => Boolean(e.attribs.class), parseDocument(markup).children)) {
    for (const cls of el.attribs.class!.split(/\s+/)) if (cls) classes.add(cls);
  }
  const named = [...classes].map((cls) => regexEscaped(cssEscaped(cls))).join('|');
  // A class ends where no name character or escape follows: `.space-y-1` is not `.space-y-1\.5`.
  return new RegExp(`^:where\\((?:svg:not\\(|\\.dark,${named ? `|\\.(?:${named})(?![\\w-]|\\\\)` : ''})`);
}
