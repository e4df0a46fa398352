/** Builds the content service's Fastify app: database, seed (reloaded when it changes), QR files, API routes, media, health. */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { dirname, join } from 'node:path';
import { API_FAILURE_CODE, API_PREFIX, LOCALES, type QrCode, type QrCodeAndConsult } from '../../../shared/api/index.ts';
import { systemClock, type Clock } from '../../../shared/clock.ts';
import type { ContentEnvVars } from '../config.ts';
import { dbPathProblem } from '../db/db-path.ts';
import { DatabaseOpenError, DEFAULT_DB_PATH, openDatabase, SCHEMA_VERSION } from '../db/schema.ts';
import { MEDIA_DIR, registerMedia } from '../media/serve.ts';
import { ensureQrCodes } from '../media/qr.ts';
import { doc } from '../db/repo.ts';
import { createContentMetrics, registerMetricsRoute } from './metrics.ts';
import { registerApiRoutes } from './routes.ts';
import { seedDatabase } from '../seed/write.ts';
import { loadSeedBundle, SEED_DIR } from '../seed/files.ts';
import { storeHealth } from '../tickets/health.ts';
import { reservationsKey } from '../tickets/key.ts';
import { openReservationStore } from '../tickets/open-store.ts';
import type { StoreStats } from '../tickets/repository.ts';
import { startRetention } from '../tickets/retention.ts';
import { createTicketDesk } from '../tickets/routes.ts';
import { loadTicketRules } from '../tickets/schedule.ts';
import { loadPlanSeed, type PlanSeed } from '../plan/seed.ts';
import { createSealer } from '../tickets/sealer.ts';
import { createPublisher, type PublishHookOptions } from '../publish/hook.ts';
import { createSeedReload, type SeedReload } from '../publish/reload.ts';
import { hashSeedFiles } from '../publish/seed-files.ts';
import { watchSeedDir } from '../publish/watch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reservation store's pool and conflict counters (tickets/repository.ts StoreStats), for the metrics. */
    reservationStats(): StoreStats;
  }
}

export interface ContentAppOptions {
  /** SQLite file; default env CONTENT_DB_PATH, else data/content.db (relative to the cwd). */
  dbPath?: string;
  logger?: FastifyServerOptions['logger'];
  seedDir?: string;
  mediaDir?: string;
  /** What time it is: the demo's dates, weather and flow follow it (default: the system clock). */
  now?: Clock;
  /** The reservations' own SQLite file; default env RESERVATIONS_DB_PATH, else reservations.db beside the content database. */
  reservationsPath?: string;
  /** 32 bytes in base64 or hex; default env RESERVATIONS_KEY (tickets/key.ts). */
  reservationsKey?: string;
  /** Refuse to start without a reservations key instead of making a demo one (a standalone service in production). */
  requireReservationsKey?: boolean;
  /** postgres://… keeps the reservations in PostgreSQL instead of the SQLite file ('' for SQLite); default env RESERVATIONS_DATABASE_URL. */
  reservationsDatabaseUrl?: string;
  /** The site's publish webhook, called when the seed changes (publish/hook.ts); unset: no calls. */
  publishHook?: PublishHookOptions;
  /** Reload the seed when its folder changes (default true; publish/watch.ts), waiting `debounceMs` after the last write. */
  watchSeed?: boolean | { debounceMs?: number };
}

const reloads = new WeakMap<FastifyInstance, SeedReload>();
/** The app's seed reload (SIGHUP, tests): what `ContentService.reload` calls. */
export const seedReloadOf = (app: FastifyInstance): SeedReload => reloads.get(app)!;

export async function buildContentApp(opts: ContentAppOptions = {}): Promise<FastifyInstance> {
  const env: ContentEnvVars = process.env;
  const dbPath = opts.dbPath ?? (env.CONTENT_DB_PATH?.trim() || DEFAULT_DB_PATH);
  // Refused in one line (DatabaseOpenError names CONTENT_DB_PATH) before SQLite meets a device or a kernel file.
  const problem = await dbPathProblem(dbPath);
  if (problem) throw new DatabaseOpenError(problem);
  const app = Fastify({ logger: opts.logger ?? false });
  const mediaDir = opts.mediaDir ?? MEDIA_DIR;
  const reservationsPath = opts.reservationsPath ?? (env.RESERVATIONS_DB_PATH?.trim() || join(dirname(dbPath), 'reservations.db'));
  const reservationsProblem = await dbPathProblem(reservationsPath);
  if (reservationsProblem) throw new Error(`RESERVATIONS_DB_PATH: ${reservationsProblem}`);
  const seedDir = opts.seedDir ?? SEED_DIR;
  const rules = loadTicketRules(seedDir);
  const databaseUrl = (opts.reservationsDatabaseUrl ?? env.RESERVATIONS_DATABASE_URL ?? '').trim();
  const sealer = createSealer(
    reservationsKey({
      setting: opts.reservationsKey ?? env.RESERVATIONS_KEY,
      keyFile: join(dirname(reservationsPath), 'reservations.key'),
      // Processes sharing a database must seal with one key: a demo key made on each host would not be it.
      mayMake: !opts.requireReservationsKey && !databaseUrl,
      ...(databaseUrl ? { requiredBy: 'with RESERVATIONS_DATABASE_URL (every process sharing the database seals with it)' } : {}),
      warn: (message) => app.log.warn(message),
    }),
  );
  const db = openDatabase(dbPath);
  let reservations: Awaited<ReturnType<typeof openReservationStore>>;
  try {
    reservations = await openReservationStore({ databaseUrl, path: reservationsPath, sealer, log: app.log });
  } catch (err) {
    db.close();
    throw err;
  }
  const retention = startRetention(reservations, rules, opts.now ?? systemClock, app.log);
  app.decorate('reservationStats', () => reservations.stats());
  app.addHook('onClose', async () => {
    retention.stop();
    db.close();
    await retention.first;
    await reservations.close();
  });
  // close() drops idle keep-alive sockets but waits out busy ones for their keep-alive timeout;
  // ending a socket once its last response is out lets in-flight requests finish and close() return.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (req) => {
    if (closing) req.raw.socket.destroySoon();
  });

  let plan: PlanSeed | null = null;
  // Everything is read and checked before anything is written, and nothing awaits between the
  // write and the swap of `plan`: a reload is atomic for the requests around it (publish/reload.ts).
  const loadSeed = () => {
    const bundle = loadSeedBundle(seedDir);
    const nextPlan = loadPlanSeed(seedDir, new Set(bundle.subjects.map((s) => s.id as number)));
    if (bundle.missing.length) app.log.warn(`content seed: missing ${bundle.missing.join(', ')}`);
    const seed = seedDatabase(db, bundle);
    plan = nextPlan;
    return seed;
  };
  const startHashes = hashSeedFiles(seedDir);
  try {
    const seed = loadSeed();
    app.log.info(`content seed ${seed.seeded ? 'loaded' : 'unchanged'} (${seed.checksum.slice(0, 12)}) into ${dbPath}`);
    await writeQrCodes(app, db, mediaDir);
  } catch (err) {
    retention.stop();
    db.close();
    await retention.first;
    await reservations.close();
    throw err;
  }

  const metrics = createContentMetrics(() => reservations.stats());
  const desk = createTicketDesk({ content: db, store: reservations, rules, now: opts.now ?? systemClock, onOutcome: metrics.reservationOutcome });
  registerMetricsRoute(app, metrics);
  registerApiRoutes(app, { db, now: opts.now ?? systemClock, availability: desk.availability, plan: () => plan });
  const publisher = opts.publishHook ? createPublisher(opts.publishHook, opts.now ?? systemClock, app.log) : null;
  const reload = createSeedReload(
    { seedDir, load: loadSeed, afterSeed: () => writeQrCodes(app, db, mediaDir), publisher, log: app.log },
    startHashes,
  );
  reloads.set(app, reload);
  const watching = opts.watchSeed ?? true;
  if (watching) {
    const debounceMs = typeof watching === 'object' ? watching.debounceMs : undefined;
    const watcher = watchSeedDir(seedDir, () => void reload.reload().catch((err: unknown) => app.log.error(err)), debounceMs, (err) =>
      app.log.warn(`cannot watch the seed folder ${seedDir}: ${err.message}; SIGHUP reloads it`),
    );
    app.addHook('onClose', async () => watcher.close());
  }
  // Calls under way end before the database closes; waits between retries end at once.
  app.addHook('preClose', async () => {
    publisher?.stop();
    await publisher?.idle();
  });
  void desk.register(app);
  registerMedia(app, mediaDir, opts.now ?? systemClock);

  // Ready only when the reservation store answers too (bounded: tickets/health.ts); 503 otherwise.
  app.get('/health', async (_req, reply) => {
    const reservationStore = await storeHealth(reservations);
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE locale = ?`).get(LOCALES[0]) as { n: number }).n;
    const meta = Object.fromEntries(
      (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
    );
    if (!reservationStore.ok) reply.code(503);
    return {
      status: reservationStore.ok ? 'ok' : 'degraded',
      reservations: reservationStore,
      schemaVersion: SCHEMA_VERSION,
      seedChecksum: meta.seed_checksum ?? null,
      seededAt: meta.seeded_at ?? null,
      counts: { articles: count('article'), scenic: count('scenic'), subjects: count('subject'), faq: count('faq') },
    };
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const msg = path.startsWith(API_PREFIX) ? `Unknown endpoint ${req.method} ${path.slice(0, 120)}` : 'Not found';
    return reply.code(404).send({ code: API_FAILURE_CODE, msg, data: null });
  });
  // Never a stack in a reply: client errors keep their message, anything else is logged and hidden.
  app.setErrorHandler((err: { statusCode?: number; message?: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error(err);
    const msg = status === 500 ? 'Internal server error' : (err.message ?? 'Bad request');
    // Only a matched API call keeps the upstream's HTTP 200 + code -1 convention.
    const apiCall = req.method === 'GET' && !!req.routeOptions.url?.startsWith(API_PREFIX);
    return reply.code(apiCall && status < 500 ? 200 : status).send({ code: API_FAILURE_CODE, msg, data: null });
  });
  return app;
}

/** QR SVGs for both locales' codes; the zh-CN target wins if a file is claimed twice. */
async function writeQrCodes(app: FastifyInstance, db: ReturnType<typeof openDatabase>, mediaDir: string) {
  const byImage = new Map<string, QrCode>();
  for (const locale of LOCALES) {
    for (const code of doc<QrCodeAndConsult>(db, 'consult', locale)?.qrCodes ?? []) {
      const seen = byImage.get(code.image);
      if (!seen) byImage.set(code.image, code);
      else if (seen.target !== code.target) app.log.warn(`QR ${code.image}: targets differ by locale; using zh-CN`);
    }
  }
  try {
    const written = await ensureQrCodes(mediaDir, [...byImage.values()]);
    if (written.length) app.log.info(`wrote ${written.length} QR code(s)`);
  } catch (err) {
    // A read-only media folder still serves the committed SVGs.
    app.log.warn(`could not write QR codes: ${(err as Error).message}`);
  }
}
