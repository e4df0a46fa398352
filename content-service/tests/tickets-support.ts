/** A content service with a tickets.json of the test's own, a movable clock, and the ticket endpoints called over HTTP. */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiEnvelope } from '../../shared/api/index.ts';
import { TICKET_PATHS, type Reservation, type ReservationKey, type ReserveRequest, type TicketAvailability, type TicketRefusal } from '../../shared/api/tickets.ts';
import { afterAll, beforeAll, describe } from 'vitest';
import { TEST_NOW } from '../../tests/support/clock.ts';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres.ts';
import { API, SEED_DIR, startTestService, type TestService } from './helpers.ts';

export interface TicketService extends TestService {
  /** Runs `fn` with the clock at `at`, then puts it back (also when `fn` fails). */
  at<T>(at: Date, fn: () => Promise<T>): Promise<T>;
  availability(lang?: string): Promise<TicketAvailability>;
  reserve(body: unknown): Promise<ApiEnvelope<Reservation | TicketRefusal>>;
  lookup(key: ReservationKey): Promise<ApiEnvelope<Reservation | TicketRefusal>>;
  cancel(key: ReservationKey): Promise<ApiEnvelope<Reservation | TicketRefusal>>;
}

/** The demo seed with `tickets` as its tickets.json. */
export function seedWith(tickets: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'tickets-seed-'));
  cpSync(SEED_DIR, dir, { recursive: true });
  writeFileSync(join(dir, 'tickets.json'), JSON.stringify(tickets));
  return dir;
}

/**
 * Where a suite's reservations are kept (docs/tickets.md §Storage). `sqlite`: the file in the
 * service's folder. `postgresql`: a fresh database per service in the file's one throw-away
 * cluster (tests/support/postgres.ts), sealed with the suite's key (a shared database takes no demo key).
 */
export interface TicketStore {
  kind: 'sqlite' | 'postgresql';
  /** The options that put a new service's reservations in a store of their own. */
  options(): Promise<{ reservationsDatabaseUrl: string; reservationsKey: string }>;
}

let cluster: Promise<PostgresServer> | null = null;
let databases = 0;

function ticketStore(kind: TicketStore['kind']): TicketStore {
  const key = randomBytes(32).toString('base64');
  return {
    kind,
    async options() {
      if (kind === 'sqlite') return { reservationsDatabaseUrl: '', reservationsKey: '' };
      const server = await (cluster ??= startPostgres());
      return { reservationsDatabaseUrl: await server.createDatabase(`tickets_${++databases}`), reservationsKey: key };
    },
  };
}

/**
 * The suite once per store: "reservations in sqlite", then "reservations in postgresql", with
 * one PostgreSQL cluster for the whole file, started before the postgresql suite and stopped after it.
 */
export function eachStore(suite: (store: TicketStore) => void): void {
  describe.each(['sqlite', 'postgresql'] as const)('reservations in %s', (kind) => {
    const store = ticketStore(kind);
    if (kind === 'postgresql') {
      beforeAll(async () => {
        await (cluster ??= startPostgres());
      }, 60_000);
      afterAll(async () => {
        const started = cluster;
        cluster = null;
        await (await started)?.stop();
      });
    }
    suite(store);
  });
}

type StoreOptions = Awaited<ReturnType<TicketStore['options']>>;

export async function startTicketService(opts: { seedDir?: string; dir?: string; store?: TicketStore; reservations?: StoreOptions } = {}): Promise<TicketService> {
  let now = TEST_NOW;
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'tickets-'));
  // Paths, key and database named here, so RESERVATIONS_* in the environment never reach a test.
  const svc = await startTestService({
    now: () => now,
    ...(opts.seedDir ? { seedDir: opts.seedDir } : {}),
    dbPath: join(dir, 'content.db'),
    reservationsPath: join(dir, 'reservations.db'),
    ...(opts.reservations ?? (await (opts.store ?? ticketStore('sqlite')).options())),
  });
  const post = async (path: string, body: unknown) => {
    const res = await svc.fetch(API + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.headers.get('cache-control') !== 'no-store') throw new Error(`${path}: Cache-Control ${res.headers.get('cache-control')}`);
    return (await res.json()) as ApiEnvelope<Reservation | TicketRefusal>;
  };
  return {
    ...svc,
    async close() {
      await svc.close();
      if (!opts.dir) rmSync(dir, { recursive: true, force: true });
    },
    async at(at, fn) {
      const before = now;
      now = at;
      try {
        return await fn();
      } finally {
        now = before;
      }
    },
    async availability(lang = 'en') {
      return (await svc.api<TicketAvailability>(TICKET_PATHS.availability, lang)).data;
    },
    reserve: (body) => post(TICKET_PATHS.reserve, body),
    lookup: (key) => post(TICKET_PATHS.lookup, key),
    cancel: (key) => post(TICKET_PATHS.cancel, key),
  };
}

let keys = 0;
/** A fresh idempotency key per call. */
export const newKey = () => `test-key-${String(++keys).padStart(8, '0')}-${process.pid}`;

/** A valid request for one passport holder; `over` replaces fields. */
export function request(over: Partial<ReserveRequest> = {}): ReserveRequest {
  return {
    idempotencyKey: newKey(),
    date: '2026-11-25',
    slot: '10:00',
    contactPhone: '13812345678',
    party: [{ name: 'Li Lei', documentKind: 'passport', documentNumber: 'E12345678' }],
    ...over,
  };
}
