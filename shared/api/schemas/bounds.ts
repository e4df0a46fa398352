/**
 * Size bounds and the lenient building blocks every upstream reply is held to before the site
 * caches it (docs/decisions/011-validated-upstream-replies.md, 041-item-by-item-validation.md):
 * what the site can render and serialise without risk, well above what the real content needs.
 * Every count from outside is bounded here before anything sizes a loop, an allocation or a
 * follow-up call with it.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../envelope.ts';
import { safeUrl } from '../../safe-url.ts';
import { inItem, note } from './notes.ts';

/** JSON nested deeper than this is refused before parsing (the contract needs 7). */
export const MAX_JSON_DEPTH = 32;
/** Longest string in a reply (rich-text bodies are the long ones). */
const MAX_STRING_CHARS = 200_000;
/** Most items kept of any array of a reply (a list page holds at most MAX_PAGE_SIZE); the rest are dropped. */
const MAX_ARRAY_ITEMS = 1_000;
/** Largest `total` a list reply may claim; more is read as this (the demo area has a few hundred entries). */
const MAX_LIST_TOTAL = 100_000;

export const str = () => z.string().max(MAX_STRING_CHARS);
export const int = () => z.number().int();
export const num = () => z.number().finite();

/**
 * An array whose invalid items are dropped, not the whole reply: each dropped item is noted
 * (where and why, never its text). At most MAX_ARRAY_ITEMS are read; the rest are dropped too.
 * `whole`: the list a reply exists for (a page's records, the menu): when every one of its items
 * is invalid the reply is broken rather than partly wrong, so it is refused and a good copy
 * already cached keeps serving.
 */
export const list = <T extends z.ZodType>(item: T, name = '', { whole = false } = {}) =>
  z
    .custom<unknown[]>((v) => Array.isArray(v), { message: 'expected an array' })
    .transform((arr, ctx) => {
      const out: z.output<T>[] = [];
      const n = Math.min(arr.length, MAX_ARRAY_ITEMS);
      const at = name ? `.${name}` : '';
      for (let i = 0; i < n; i++) {
        const r = inItem(`${at}[${i}]`, () => item.safeParse(arr[i]));
        if (r.success) out.push(r.data);
        else note('dropped', issueText(r.error.issues[0]), `${at}[${i}]`);
      }
      if (whole && n > 0 && out.length === 0) {
        ctx.addIssue({ code: 'custom', message: `all ${n} items invalid; the first: ${issueText(item.safeParse(arr[0]).error?.issues[0])}` });
        return z.NEVER;
      }
      if (arr.length > n) note('dropped', `${arr.length - n} items past the bound of ${MAX_ARRAY_ITEMS}`, `${at}[${n}…]`, arr.length - n);
      return out;
    });

function issueText(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'invalid';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** A whole number read within [min, max]: a value outside is clamped (and noted), a non-number refused. */
export const bounded = (min: number, max: number, field: string) =>
  int().transform((n) => {
    if (n >= min && n <= max) return n;
    note('coerced', `out of [${min}, ${max}]: read as ${n < min ? min : max}`, `.${field}`);
    return n < min ? min : max;
  });

/** One value of a fixed set; anything else is read as `fallback`, the value with the safe meaning (noted). */
export const oneOf = <const V extends readonly [string, ...string[]]>(values: V, fallback: V[number], field: string) =>
  z.enum(values).catch(() => {
    note('coerced', `not one of ${values.join(', ')}: read as ${fallback}`, `.${field}`);
    return fallback;
  });

/**
 * A link target (href) through the one URL allow-list (shared/safe-url.ts): a refused value is
 * '', which every component treats as "no link" (the entry keeps its text).
 */
export const link = () =>
  str().transform((v) => {
    if (v === '') return '';
    const safe = safeUrl(v);
    if (safe === null) note('coerced', 'link refused by the URL allow-list: read as no link');
    return safe ?? '';
  });

/** A picture the item cannot do without (a banner, a QR code): a refused URL fails the item. */
export const image = () =>
  str()
    .refine((v) => safeUrl(v) !== null, { message: 'image URL refused by the URL allow-list' })
    .transform((v) => safeUrl(v)!);

/** A picture the item can do without (a cover: null draws the designed card): a refused URL is null. */
export const optionalImage = () =>
  str()
    .nullable()
    .transform((v) => {
      if (v === null) return null;
      const safe = safeUrl(v);
      if (safe === null) note('coerced', 'image URL refused by the URL allow-list: read as none');
      return safe;
    });

/** A page of a list, its counts bounded before anything sizes a loop or a follow-up call with them. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    records: list(item, 'records', { whole: true }),
    total: bounded(0, MAX_LIST_TOTAL, 'total'),
    pageNum: bounded(1, MAX_LIST_TOTAL, 'pageNum'),
    pageSize: bounded(1, MAX_PAGE_SIZE, 'pageSize'),
  });
