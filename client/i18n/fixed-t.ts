/**
 * Translations resolved once (docs/decisions/032-cheaper-render-and-memory.md). The server's
 * i18next instances never change language or resources, so the answer of `t` for a key depends
 * only on the key and, for plurals, on the count's plural class. i18next nevertheless runs its
 * whole lookup chain (namespace and key splitting, fallbacks, plural suffixes, interpolation
 * regexes) on every call; under load that was the second largest cost after React's renderer.
 *
 * `memoiseTranslations` makes `getFixedT` return one function per (language, namespaces, key
 * prefix) for the life of the instance (react-i18next's `useTranslation` calls it in every
 * render), and that function answers from a table filled by i18next itself: the first call of a
 * key asks i18next for the raw message (`skipInterpolation`), later calls only substitute the
 * `{{variables}}`. Anything the fast path does not model exactly (other options, non-string
 * values, nesting, formats, a missing variable) goes to i18next's own function.
 */
import type { i18n, TFunction } from 'i18next';

/** A message split at its `{{name}}` placeholders: literal, name, literal, … literal. */
type Compiled = { parts: string[]; names: string[] } | null;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const NAME = /^[A-Za-z_$][\w$]*$/;
/** Variables that are options to i18next, never plain placeholders. */
const OPTION_NAMES = new Set(['lng', 'lngs', 'ns', 'keyPrefix', 'context', 'ordinal', 'defaultValue', 'replace', 'returnObjects', 'returnDetails', 'joinArrays', 'postProcess', 'interpolation', 'skipInterpolation', 'fallbackLng', 'nsSeparator', 'keySeparator']);

/** Exported for tests: `null` when the message needs i18next (nesting, formats, `{{- x}}`, dotted paths). */
export function compileMessage(raw: string): Compiled {
  if (raw.includes('$t(')) return null;
  const parts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const m of raw.matchAll(PLACEHOLDER)) {
    const name = m[1]!.trim();
    if (!NAME.test(name) || OPTION_NAMES.has(name)) return null;
    parts.push(raw.slice(last, m.index));
    names.push(name);
    last = m.index + m[0].length;
  }
  parts.push(raw.slice(last));
  // A brace left over (an unclosed or nested placeholder) is i18next's business.
  if (parts.some((p) => p.includes('{{'))) return null;
  return { parts, names };
}

/** Each key's table holds at most this many entries, so keys built from data cannot grow it without bound. */
const MAX_ENTRIES = 4096;

type Vars = Record<string, unknown>;
type AnyFn = (...a: unknown[]) => unknown;

function fastT(fixed: TFunction, pluralRules: Intl.PluralRules): TFunction {
  // i18next's own t, called with whatever the caller passed: its overloads do not type a forwarded call.
  const slow = fixed as unknown as AnyFn;
  const plain = new Map<string, unknown>();
  const compiled = new Map<string, Compiled>();

  const substitute = (c: NonNullable<Compiled>, vars: Vars): string | undefined => {
    let out = c.parts[0]!;
    for (let i = 0; i < c.names.length; i++) {
      const v = vars[c.names[i]!];
      if (typeof v !== 'string' && typeof v !== 'number') return undefined;
      out += v + c.parts[i + 1]!;
    }
    return out;
  };

  // A plain function reading `arguments`: a rest parameter would allocate an array on each of
  // the page's hundreds of calls (docs/decisions/053-render-near-the-floor.md).
  function t(key: unknown, opts?: unknown): unknown {
    if (typeof key !== 'string' || arguments.length > 2) return slow(...(Array.from(arguments) as unknown[]));
    if (opts === undefined) {
      let v = plain.get(key);
      if (v === undefined && !plain.has(key)) {
        v = slow(key);
        if (typeof v === 'string' && plain.size < MAX_ENTRIES) plain.set(key, v);
      }
      return v;
    }
    if (typeof opts !== 'object' || opts === null) return slow(key, opts);
    const vars = opts as Vars;
    // An option that changes which message is chosen (context, ns, lng, defaults, …) is i18next's.
    for (const name in vars) if (OPTION_NAMES.has(name) || name.startsWith('defaultValue')) return slow(key, opts);
    let cacheKey = key;
    if ('count' in vars) {
      const count = vars.count;
      if (typeof count !== 'number') return slow(key, opts);
      // i18next picks the message by `count === 0` (the `_zero` form) and the plural class.
      cacheKey = `${key}\u0000${count === 0 ? 'zero' : pluralRules.select(count)}`;
    }
    let c = compiled.get(cacheKey);
    if (c === undefined) {
      // Resolved with the count alone, so the entry holds for every call of this key and class.
      const raw = slow(key, 'count' in vars ? { count: vars.count, skipInterpolation: true } : { skipInterpolation: true });
      c = typeof raw === 'string' ? compileMessage(raw) : null;
      if (compiled.size < MAX_ENTRIES) compiled.set(cacheKey, c);
    }
    if (c) {
      let usable = true;
      for (const name in vars) if (name !== 'count' && !c.names.includes(name)) usable = false;
      const out = usable ? substitute(c, vars) : undefined;
      if (out !== undefined) return out;
    }
    return slow(key, opts);
  }
  // i18next's fixed t carries these at run time, outside its type.
  const { lng, ns, keyPrefix } = fixed as TFunction & Record<'lng' | 'ns' | 'keyPrefix', unknown>;
  // TFunction is an overloaded, branded interface no plain function's type spells; `t` takes every
  // call it does and hands the ones it does not resolve itself to i18next.
  return Object.assign(t, { lng, ns, keyPrefix }) as unknown as TFunction;
}

const part = (x: unknown): string | null =>
  x == null ? '' : typeof x === 'string' ? x : Array.isArray(x) && x.every((s) => typeof s === 'string') ? x.join('\u0002') : null;

/** The memo key of a getFixedT call, or null when an argument is not a string, a string list or absent. */
function scopeId(...args: unknown[]): string | null {
  let id = '';
  for (const a of args) {
    const p = part(a);
    if (p === null) return null;
    id += `${p}\u0001`;
  }
  return id;
}

/**
 * Only for an instance whose language and resources never change after this call (the
 * server's, one per locale, built at start-up).
 */
export function memoiseTranslations(instance: i18n): void {
  const original = instance.getFixedT.bind(instance) as (...a: unknown[]) => TFunction;
  const byScope = new Map<string, TFunction>();
  const rules = new Map<string, Intl.PluralRules>();
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOpts?: { scopeNs?: unknown }) => {
    const lang = typeof lng === 'string' ? lng : lng == null ? instance.language : null;
    const scope = fixedOpts?.scopeNs;
    const id = lang === null || typeof keyPrefix === 'function' ? null : scopeId(lng, ns, keyPrefix, scope);
    if (id === null || (fixedOpts !== undefined && Object.keys(fixedOpts).some((k) => k !== 'scopeNs'))) return original(lng, ns, keyPrefix, fixedOpts);
    let t = byScope.get(id);
    if (!t) {
      let pr = rules.get(lang!);
      if (!pr) rules.set(lang!, (pr = new Intl.PluralRules(lang!)));
      t = fastT(original(lng, ns, keyPrefix, fixedOpts), pr);
      byScope.set(id, t);
    }
    return t;
  }) as i18n['getFixedT'];
}
