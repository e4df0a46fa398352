/**
 * Query-string state for list pages (paging and filters live in the URL so they survive a
 * reload, a shared link and the back button). Pure functions: unit-tested in
 * tests/unit/list-query.test.ts.
 */

export type ParamChanges = Record<string, string | number | null | undefined>;

/** `?…` for the current search with some parameters set (a null/undefined value deletes it). */
export function withParams(search: string, changes: ParamChanges): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Page numbers to show around `current` out of `last`, with `null` for a gap (…). */
export function pageWindow(current: number, last: number, radius = 1): (number | null)[] {
  if (last <= 1) return [1];
  const wanted = new Set<number>([1, last]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= last) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}
