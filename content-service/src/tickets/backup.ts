/**
 * An online copy of the reservations database (docs/tickets.md §Backup): SQLite's backup API
 * copies a consistent snapshot page by page while the service goes on writing, so no stop is
 * needed. The copy is a plain SQLite file; restoring is putting it in place while the service
 * is stopped (its key must come too).
 */
import { backup } from 'node:sqlite';
import { openReservations } from './db.ts';

/** Copies the reservations at `from` to `to` (a new file); how many pages were copied. */
export async function backupReservations(from: string, to: string): Promise<number> {
  const db = openReservations(from);
  try {
    return await backup(db, to);
  } finally {
    db.close();
  }
}
