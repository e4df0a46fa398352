/**
 * What validation let through with a change (docs/decisions/041-item-by-item-validation.md):
 * an item dropped from a list, or a value coerced to its safe meaning. Notes name where and
 * why, never the item's text, so they can be logged and counted. zod parses synchronously, so
 * one module-level collector serves every parse: `collectNotes` opens it around one parse.
 */

export interface ValidationNote {
  kind: 'dropped' | 'coerced';
  /** Where in the reply, e.g. `records[3]` or `[7]`. */
  at: string;
  reason: string;
}

export interface NoteTally {
  dropped: number;
  coerced: number;
  /** The first few notes, in reply order (a hostile reply may have thousands). */
  first: ValidationNote[];
}

/** Notes kept for the log per parse; the tally counts them all. */
const KEPT_NOTES = 5;

let open: { tally: NoteTally; where: string[] } | null = null;

/** Runs one synchronous parse and tallies the notes its lenient parts made. */
export function collectNotes<T>(parse: () => T): { result: T; notes: NoteTally } {
  const outer = open;
  const mine = { tally: { dropped: 0, coerced: 0, first: [] as ValidationNote[] }, where: [] as string[] };
  open = mine;
  try {
    return { result: parse(), notes: mine.tally };
  } finally {
    open = outer;
  }
}

/** Notes `count` items dropped or values coerced at `at` (below the item being parsed). */
export function note(kind: ValidationNote['kind'], reason: string, at = '', count = 1): void {
  if (!open) return;
  open.tally[kind] += count;
  if (open.tally.first.length < KEPT_NOTES) open.tally.first.push({ kind, at: (open.where.join('') + at).replace(/^\./, ''), reason });
}

/**
 * Runs an item's parse at `step` of the path. Returns its result and, when the item failed,
 * forgets the notes made inside it (the item is dropped whole: one note says so).
 */
export function inItem<T extends { success: boolean }>(step: string, parse: () => T): T {
  if (!open) return parse();
  const { tally, where } = open;
  const before = { dropped: tally.dropped, coerced: tally.coerced, kept: tally.first.length };
  where.push(step);
  try {
    const result = parse();
    if (!result.success) {
      tally.dropped = before.dropped;
      tally.coerced = before.coerced;
      tally.first.length = before.kept;
    }
    return result;
  } finally {
    where.pop();
  }
}
