/**
 * Reading a reservation code and a document's last characters as people type them
 * (docs/tickets.md §Reserving): case, spaces and dashes do not matter. One reading for the form
 * and the site; the content service reads them the same way.
 */

/** The code alphabet: no 0/O, 1/I/L look-alikes. */
export const CODE_RE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

/** The code, or null when it cannot be one. */
export function normaliseCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return CODE_RE.test(code) ? code : null;
}

/** A document's last four characters, or null. */
export function normaliseLast4(raw: string): string | null {
  const last = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{4}$/.test(last) ? last : null;
}
