/**
 * The PostgreSQL connection pool of the reservation store (docs/tickets.md §Storage,
 * docs/decisions/050-reservations-on-postgresql.md): bounded in connections and in every wait,
 * so a slow or absent database makes a request fail in seconds (the site answers
 * "unavailable") instead of piling requests up. An idle connection the server drops (a restart,
 * a failover) is logged and replaced, never a crash. The URL's password is never logged.
 */
import pg from 'pg';

/** Connections per content-service process: two processes stay well inside PostgreSQL's default 100. */
const POOL_MAX = 10;
/** Waiting for a connection (a free one from the pool, or a new one from the server). */
const CONNECT_TIMEOUT_MS = 3000;
/** One statement, lock waits included; the client gives up a little later if the server does not answer at all. */
const STATEMENT_TIMEOUT_MS = 5000;
const QUERY_TIMEOUT_MS = 6000;
/** A transaction left open by a process that hangs releases its row locks after this. */
const IDLE_IN_TRANSACTION_MS = 10_000;
const IDLE_MS = 30_000;

const DATE_OID = 1082;

/** The URL with its password starred: what a log line or an error may show. */
export function redactedUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'an unreadable URL';
  }
}

export function createPgPool(url: string, log: { warn(msg: string): void }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    application_name: 'qinglan-content-service',
    // Visit dates stay the "YYYY-MM-DD" text the contract speaks, not a Date at local midnight.
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === DATE_OID ? (v: string) => v : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  // A connection lost (the server restarted, a failover): without listeners the 'error' event would
  // end the process. The pool's covers idle connections; each connection's own covers it while a
  // request holds it (that request fails with the error and the connection is discarded).
  const lost = (err: Error) => log.warn(`reservations database: a connection was lost (${(err as { code?: string }).code ?? err.message}); it will be replaced`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}
