/**
 * Which store keeps the reservations (docs/tickets.md §Storage): PostgreSQL when
 * RESERVATIONS_DATABASE_URL is set, shared by every content-service process that names it;
 * else the SQLite file at RESERVATIONS_DB_PATH. Either is migrated and key-checked before the
 * service answers; the caller sees only the repository (repository.ts).
 */
import { openReservations } from './db.ts';
import { createPgPool, redactedUrl } from './pg-pool.ts';
import { migratePg } from './pg-schema.ts';
import { createPgStore } from './pg-store.ts';
import type { ReservationRepository } from './repository.ts';
import type { Sealer } from './sealer.ts';
import { createSqliteStore } from './sqlite-store.ts';

export interface StoreChoice {
  /** postgres://…; '' for SQLite. */
  databaseUrl: string;
  /** The SQLite file, when no URL is set. */
  path: string;
  sealer: Sealer;
  log: { info(msg: string): void; warn(msg: string): void };
}

export async function openReservationStore({ databaseUrl, path, sealer, log }: StoreChoice): Promise<ReservationRepository> {
  const keyCheck = sealer.hash('key check');
  if (!databaseUrl) return createSqliteStore(openReservations(path, keyCheck), sealer);
  const pool = createPgPool(databaseUrl, log);
  try {
    await migratePg(pool, keyCheck);
  } catch (err) {
    await pool.end().catch(() => undefined);
    const message = (err as Error).message;
    // A refusal already names its variable; a failure to connect says where, without the password.
    throw new Error(message.startsWith('RESERVATIONS_') ? message : `RESERVATIONS_DATABASE_URL: cannot open the reservations database ${redactedUrl(databaseUrl)}: ${message}`);
  }
  log.info(`reservations in PostgreSQL at ${redactedUrl(databaseUrl)}`);
  return createPgStore(pool, sealer);
}
