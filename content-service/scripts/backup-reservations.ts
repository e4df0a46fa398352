/**
 * `npm run content:backup -- <file>`: an online copy of the reservations database
 * (RESERVATIONS_DB_PATH, else reservations.db beside CONTENT_DB_PATH) into <file>, while the
 * service runs (docs/tickets.md §Backup).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readContentEnv } from '../src/config.ts';
import { backupReservations } from '../src/tickets/backup.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run content:backup -- <backup file>');
  process.exit(2);
}
const to = resolve(process.env.INIT_CWD || process.cwd(), target);
if (existsSync(to)) {
  console.error(`content:backup: ${to} exists; give a new file`);
  process.exit(2);
}
const { reservationsPath, reservationsDatabaseUrl } = readContentEnv();
if (reservationsDatabaseUrl) {
  console.error('content:backup: the reservations are in PostgreSQL (RESERVATIONS_DATABASE_URL): back them up with pg_dump or the database\'s own point-in-time recovery (docs/tickets.md §Backup)');
  process.exit(2);
}
try {
  const pages = await backupReservations(reservationsPath, to);
  console.log(`backed up ${reservationsPath} to ${to} (${pages} pages)`);
} catch (err) {
  console.error(`content:backup: ${(err as Error).message}`);
  process.exit(1);
}
