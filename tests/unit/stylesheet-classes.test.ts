/**
 * Every class the hand-written stylesheets (client/styles) style is one the code can write.
 * Tailwind's utilities are generated from the sources, so only these files can hold rules for
 * classes nothing renders: they cost every visitor bytes, and every page a selector to match.
 * CMS rich text cannot bring classes of its own (server/data/sanitize.ts allows no class attribute).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The files under `dir` (relative to the repository) whose name passes `test`. */
const files = (dir: string, test: (name: string) => boolean) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter(test)
    .map((name) => join(ROOT, dir, name));

/** The classes a stylesheet's selectors name (inside :is(), :where(), :has() and :not() too), by class. */
function styledClasses(css: string): Set<string> {
  const found = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    // Attribute selectors' values are not class names; escaped characters are part of one (`.w-\[3px\]`).
    const selector = rule.selector.replace(/(?<!\\)\[[^\]]*(?<!\\)\]/g, '');
    for (const m of selector.matchAll(/\.(-?(?:[A-Za-z_]|\\.)(?:[\w-]|\\.)*)/g)) found.add(m[1]!.replace(/\\(.)/g, '$1'));
  });
  return found;
}

/**
 * What the sources can write as a class: every word of their string and template literals,
 * split at spaces and at the quotes, `<`, `>` and `=` of HTML written as a string
 * (server/render/fallback.ts). A template's `${…}` parts end a word and are read as code (their
 * own literals count), so a class must be written whole somewhere: `meter${warn ? ' meter--warn' : ''}`
 * writes `meter` and `meter--warn`, while `i${size}` writes no `i14` (the convention Tailwind
 * asks of its own classes: https://tailwindcss.com/docs/detecting-classes-in-source-files#dynamic-class-names).
 */
function writtenClasses(sources: string[]): Set<string> {
  const words = new Set<string>();
  const read = (code: string) => {
    for (const m of code.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`((?:[^`\\]|\\.)*)`/g)) {
      const template = m[3];
      // Expressions nest no deeper than one level of braces in this code base.
      const text = template === undefined ? m[1] ?? m[2]! : template.replace(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_, expr: string) => (read(expr), ' '));
      for (const word of text.split(/[\s"'<>=]+/)) if (word) words.add(word);
    }
  };
  for (const source of sources) read(source);
  return words;
}

function unusedClasses(stylesheets: Map<string, string>, sources: string[]): string[] {
  const written = writtenClasses(sources);
  const unused: string[] = [];
  for (const [name, css] of stylesheets) {
    for (const cls of styledClasses(css)) if (!written.has(cls)) unused.push(`${name}: .${cls}`);
  }
  return unused.sort();
}

describe('stylesheet classes', () => {
  it('finds a styled class no source writes whole', () => {
    const css = '.card{} .card__title a:hover{} :where(.i14){} .badge--wild,.lead:is(.x){} .w-\\[3px\\]{} [data-x="a.b"]{} .meter--warn{} .fallback{}';
    const sources = [
      '<p className="lead x badge--old w-[3px]">',
      'const c = `i${size}`;',
      "el.classList.add('card');",
      '`${a} badge--${kind}`',
      "`meter${level === 'full' ? ' meter--danger' : warn ? ' meter--warn' : ''}`",
      '`<div class="fallback">${body}</div>`',
    ];
    expect(unusedClasses(new Map([['a.css', css]]), sources)).toEqual(['a.css: .badge--wild', 'a.css: .card__title', 'a.css: .i14']);
  });

  it('every class client/styles styles is written by the client, shared or server code', () => {
    const stylesheets = new Map(files('client/styles', (n) => n.endsWith('.css')).map((f) => [relative(ROOT, f), readFileSync(f, 'utf8')]));
    const sources = ['client', 'shared', 'server'].flatMap((dir) => files(dir, (n) => /\.tsx?$/.test(n))).map((f) => readFileSync(f, 'utf8'));
    expect(stylesheets.size).toBeGreaterThan(20);
    expect(unusedClasses(stylesheets, sources)).toEqual([]);
  });
});
