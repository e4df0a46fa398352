/**
 * Which message namespaces a module graph of the client uses, read from the source: every
 * `useTranslation('ns')` / `useTranslation(['a', 'b'])` and every `t('ns:key')`-style key with a
 * namespace prefix, in the modules reached from the start files through relative imports
 * (static, and `import()` when `dynamic` is set). Package imports are not followed.
 * Used by tests/unit/namespaces.test.ts to prove shared/namespaces.ts against the code
 * (docs/decisions/028-lazy-hydration.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")?\s*[,)]/g;
const PREFIXED_KEY = /['"`]([a-z][A-Za-z-]*):[A-Za-z_$]/g;

function specifiers(code: string, re: RegExp): string[] {
  return [...code.matchAll(re)].map((m) => m[1]!);
}

/** Calls `read` with the source of every module of the graph from `starts` (paths from the repo root). */
function walk(starts: readonly string[], opts: { dynamic: boolean; stopAt?: readonly string[] }, read: (code: string, file: string) => void): void {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || (seen.size > 0 && opts.stopAt?.includes(file))) return;
    seen.add(file);
    const code = readFileSync(join(ROOT, file), 'utf8');
    read(code, file);
    const specs = [...specifiers(code, STATIC_IMPORT), ...(opts.dynamic ? specifiers(code, DYNAMIC_IMPORT) : [])];
    for (const spec of specs) {
      if (!spec.startsWith('.') || !/\.tsx?$/.test(spec)) continue;
      const target = relative(ROOT, resolve(ROOT, dirname(file), spec));
      if (!existsSync(join(ROOT, target))) throw new Error(`${file} imports ${spec}, not found`);
      visit(target);
    }
  };
  for (const s of starts) visit(s);
}

/** The namespaces the graph from `starts` (paths from the repo root) uses, sorted. */
export function namespacesUsed(starts: readonly string[], namespaces: readonly string[], opts: { dynamic: boolean; stopAt?: readonly string[] }): string[] {
  const used = new Set<string>();
  walk(starts, opts, (code) => {
    for (const m of code.matchAll(USE_TRANSLATION)) {
      // No argument: the default namespace (client/i18n/index.ts).
      const arg = m[1] ?? "'common'";
      for (const ns of arg.matchAll(/['"]([^'"]+)['"]/g)) used.add(ns[1]!);
    }
    for (const ns of specifiers(code, PREFIXED_KEY)) if (namespaces.includes(ns)) used.add(ns);
  });
  return [...used].sort();
}

// `t('group.key')`, `t(\`group.${x}\`)`: a key of the hook's namespace, without a `ns:` prefix.
const KEY = /\bt\(\s*['"`]([A-Za-z_$][\w$]*)[.'"`]/g;
const UNSUPPORTED = /useTranslation\(\s*\[|\bt\(\s*[^'"`\s)]/;

/**
 * The top-level groups of `common` keys (`t('group.…')`) the static graph from `starts` uses,
 * sorted; throws on a module whose keys cannot be read from the source (a key held in a
 * variable, several namespaces in one hook), so the list cannot miss one silently.
 */
export function commonGroupsUsed(starts: readonly string[]): string[] {
  const used = new Set<string>();
  walk(starts, { dynamic: false }, (code, file) => {
    const hooks = [...code.matchAll(USE_TRANSLATION)].map((m) => m[1]?.slice(1, -1) ?? 'common');
    if (hooks.length === 0) return;
    if (hooks.some((ns) => ns !== 'common') || UNSUPPORTED.test(code)) throw new Error(`${file}: message keys not readable from the source`);
    for (const m of code.matchAll(KEY)) used.add(m[1]!);
  });
  return [...used].sort();
}
