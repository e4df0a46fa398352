/**
 * An online copy of the reservations database (docs/tickets.md §Backup): SQLite's backup API
 * copies a consistent snapshot while the service goes on writing. All pages go in one step, so
 * a write by the service cannot restart the copy halfway. The source is opened read-only and
 * must exist: a wrong path is an error, not an empty database made and copied.
 */
import { existsSync } from 'node:fs';
import { backup, DatabaseSync } from 'node:sqlite';

/** Pages per step: the whole file at once (node:sqlite takes no "all", only a positive count). */
const ALL_PAGES = 2 ** 30;

/** Copies the reservations at `from` to `to` (a new file); how many pages were copied. */
export async function backupReservations(from: string, to: string): Promise<number> {
  if (!existsSync(from)) throw new Error(`no reservations database at ${from}`);
  const db = new DatabaseSync(from, { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return await backup(db, to, { rate: ALL_PAGES });
  } finally {
    db.close();
  }
}
