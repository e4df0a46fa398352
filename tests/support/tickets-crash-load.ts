/**
 * The one load the reservation crash tests put on the desk (tests/process/tickets-crash.test.ts
 * for SQLite, tickets-postgres-crash.test.ts for PostgreSQL): 200 visitors of 2 for one day at
 * 10:30 area time, the disruption 8 ms after the 40th confirmation, a process down 600 ms, and
 * retries with the same idempotency key for up to 40 s, so both stores meet the same test.
 */
export const NOW = '2026-07-15T10:30:00+08:00';
export const DATE = '2026-07-18';
export const VISITORS = 200;
export const PARTY = 2;
export const KILL_AT = 40;
export const KILL_DELAY_MS = 8;
export const OUTAGE_MS = 600;
export const RETRY_FOR_MS = 40_000;
