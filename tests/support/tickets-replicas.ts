/**
 * The ticket desk as ops run it (docs/tickets.md): one standalone content service
 * (`node content-service/src/main.js`, NODE_ENV=production, a RESERVATIONS_KEY of its own, temp
 * files), or several sharing one PostgreSQL database (`contentServices`, `databaseUrl`: replica i
 * sends to service i % n), and several site replicas (`node server/main.js`, needs `npm run build`) in front of it,
 * all at one pinned CLOCK_NOW, on 127.0.0.1 only. The content service can be killed (SIGKILL) and
 * started again on the same port, files and key. Posts go to the replicas' JSON form endpoint
 * (`POST /_data/tickets/<action>`) through one bounded undici pool per replica, with one CSRF
 * cookie and token for the whole test (@fastify/csrf tokens are stateless: any replica checks them).
 *
 * Everything each process printed is kept (`outputs()`), also of a killed content service, for
 * the privacy scan (tests/support/tickets-privacy.ts `personalDataIn`) to read with the files.
 *
 *   const stack = ticketsStack({ now: '2026-07-15T10:30:00+08:00' });
 *   beforeAll(() => stack.start());
 *   afterAll(() => stack.close());   // kills every child, also after a failed start
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'undici';
import { API_PREFIX, type ApiEnvelope } from '../../shared/api/envelope.ts';
import { TICKET_PATHS, type Reservation, type ReserveRequest, type TicketAvailability, type TicketRefusal, type TicketSlot } from '../../shared/api/tickets.ts';
import { ticketActionUrl } from '../../shared/tickets/endpoints.ts';
import type { TicketAction, TicketOutcome } from '../../shared/tickets/outcome.ts';
import { freePort } from './ports.ts';
import { startProcess, waitForOk, type Proc } from './processes.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** One visitor's form: what a page would post (field names of shared/tickets/form.ts). */
export interface Visit {
  idempotencyKey: string;
  date: string;
  slot: string;
  contactPhone: string;
  party: { name: string; documentKind: 'passport'; documentNumber: string }[];
}

/**
 * What a replica answered one post: its HTTP status and TicketOutcome (null when the body was
 * not one), and the start of the body; status 0 when no HTTP answer came (`raw` says why).
 */
export interface SiteAnswer {
  status: number;
  outcome: TicketOutcome | null;
  raw: string;
}

/** An answer's kind: `confirmed`, `found`, `unavailable`, `refused:<reason>`, or the HTTP status when it held no outcome. */
const kindOf = (a: SiteAnswer): string => (a.outcome ? (a.outcome.kind === 'refused' ? `refused:${a.outcome.reason}` : a.outcome.kind) : `status ${a.status}: ${a.raw}`);

/** How many answers of each kind (`kindOf`), or of each key `by` gives. */
export function tally(answers: readonly SiteAnswer[], by: (a: SiteAnswer) => string = kindOf): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) out[by(a)] = (out[by(a)] ?? 0) + 1;
  return out;
}

/** The reservation code of a confirmed, found or cancelled outcome; else null. */
export const codeOf = (o: TicketOutcome | null): string | null => (o && (o.kind === 'confirmed' || o.kind === 'found' || o.kind === 'cancelled') ? o.reservation.code : null);

/** A 22-character idempotency key, as the form makes one (base64url of 16 random bytes). */
export const newIdempotencyKey = (): string => randomBytes(16).toString('base64url');

/**
 * The `n`th mainland mobile number of a series (`prefix` is 4 digits, `13xx`): n in base 8 written
 * with the digits 2–9, then 857. No run of zeros or ones, so a number sent is not mistaken for
 * the digits of a float or a timestamp in a log (`"responseTime":0.2381390000000465`).
 */
export function phoneOf(prefix: string, n: number): string {
  if (!/^1[3-9]\d\d$/.test(prefix) || n < 0 || n >= 8 ** 4) throw new Error(`phoneOf(${prefix}, ${n})`);
  const digits = n.toString(8).padStart(4, '0').replace(/[0-7]/g, (d) => String(Number(d) + 2));
  return `${prefix}${digits}857`;
}

/** The form fields of a visit, URL-encoded as a browser sends them. */
function formOf(v: Visit, lang: 'en' | 'zh-CN' = 'en'): string {
  const f = new URLSearchParams({ idempotencyKey: v.idempotencyKey, date: v.date, slot: v.slot, contactPhone: v.contactPhone, lang });
  v.party.forEach((m, i) => {
    f.set(`party.${i}.name`, m.name);
    f.set(`party.${i}.documentKind`, m.documentKind);
    f.set(`party.${i}.documentNumber`, m.documentNumber);
  });
  return f.toString();
}

export interface TicketsStack {
  /** The temp folder with content.db, reservations.db (and their -wal/-shm). */
  readonly dir: string;
  /** The first content service's URL (the `direct` calls go there). */
  readonly contentUrl: string;
  readonly siteUrls: readonly string[];
  /** Starts the content service and the replicas, and takes a CSRF cookie and token from replica 0. */
  start(): Promise<void>;
  /** SIGKILLs content service `n` (its whole process group); resolves once it has exited. */
  killContent(n?: number): Promise<void>;
  /** Starts content service `n` again on the same port, files (or database) and key; resolves once /health answers. */
  restartContent(n?: number): Promise<void>;
  /** Posts a form to replica `replica % n`. */
  post(replica: number, action: TicketAction, body: string): Promise<SiteAnswer>;
  reserve(replica: number, v: Visit): Promise<SiteAnswer>;
  /** The same form posted as a page without JavaScript (`POST /en/tickets`): the status and the HTML. */
  pagePost(replica: number, v: Visit): Promise<{ status: number; html: string }>;
  /** A GET of a page of replica `replica % n`. */
  page(replica: number, path: string): Promise<{ status: number; html: string }>;
  lookup(replica: number, code: string, documentLast4: string): Promise<SiteAnswer>;
  /** The content service's own endpoints, bypassing the site. */
  direct: {
    reserve(req: ReserveRequest): Promise<ApiEnvelope<Reservation | TicketRefusal>>;
    availability(): Promise<TicketAvailability>;
    slot(date: string, start: string): Promise<TicketSlot>;
  };
  /** Everything every child printed (stdout and stderr), one entry per process ever started. */
  outputs(): { name: string; text: string }[];
  /** The database files in `dir` (reservations.db, content.db and any -wal, -shm, -journal). */
  dbFiles(): string[];
  /** Kills every child, closes the pools, removes `dir`. Safe after a failed or partial start. */
  close(): Promise<void>;
}

interface StackOptions {
  /** CLOCK_NOW of every process (an ISO instant with a zone). */
  now: string;
  replicas?: number;
  /** Connections of the test's pool to each replica: the most posts in flight to one replica. */
  connectionsPerReplica?: number;
  /** LOG_LEVEL of every process: info (the default) logs each request, so the privacy scan has lines to read. */
  logLevel?: string;
  /** Content-service processes; replica i sends to service i % n. More than one needs `databaseUrl`. */
  contentServices?: number;
  /** RESERVATIONS_DATABASE_URL of every content service: the reservations in that PostgreSQL database. */
  databaseUrl?: string;
}

export function ticketsStack(opts: StackOptions): TicketsStack {
  const replicas = opts.replicas ?? 3;
  const dir = mkdtempSync(join(tmpdir(), 'tickets-replicas-'));
  const key = randomBytes(32).toString('base64');
  const procs: { name: string; proc: Proc }[] = [];
  const pools: Pool[] = [];
  const contents: { port: number; url: string; proc: Proc | null }[] = [];
  const siteUrls: string[] = [];
  let csrf: { cookie: string; token: string } | null = null;
  let starts = 0;
  // Only what the children need: no API_BASE_URL, REDIS_URL or RESERVATIONS_* of the caller's shell.
  const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, LOG_LEVEL: opts.logLevel ?? 'info', CLOCK_NOW: opts.now, NODE_ENV: 'production' };

  async function startContent(n = 0): Promise<void> {
    const content = contents[n]!;
    const proc = startProcess(process.execPath, ['content-service/src/main.js'], {
      cwd: ROOT,
      env: {
        ...baseEnv,
        CONTENT_HOST: '127.0.0.1',
        CONTENT_PORT: String(content.port),
        CONTENT_DB_PATH: join(dir, 'content.db'),
        RESERVATIONS_DB_PATH: join(dir, 'reservations.db'),
        RESERVATIONS_KEY: key,
        ...(opts.databaseUrl ? { RESERVATIONS_DATABASE_URL: opts.databaseUrl } : {}),
      },
    });
    procs.push({ name: `content service #${++starts}`, proc });
    content.proc = proc;
    await waitForOk(`${content.url}/health`, proc);
  }

  async function startSite(contentUrl: string): Promise<string> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = startProcess(process.execPath, ['server/main.js'], {
      cwd: ROOT,
      env: {
        ...baseEnv,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_ORIGIN: url,
        API_BASE_URL: contentUrl,
        METRICS_PORT: '0',
        TICKETS_RESERVE_PER_MINUTE: '100000',
        TICKETS_LOOKUP_PER_MINUTE: '100000',
      },
    });
    procs.push({ name: `site replica ${url}`, proc });
    await waitForOk(`${url}/readyz`, proc);
    return url;
  }

  async function takeCsrf(url: string): Promise<{ cookie: string; token: string }> {
    const res = await fetch(`${url}/en/tickets`);
    const html = await res.text();
    const cookie = /(?:^|,\s*)qinglan_csrf=([^;]+)/.exec(res.headers.getSetCookie().join(', '))?.[1];
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !cookie || !token) throw new Error(`GET /en/tickets gave no CSRF cookie and token (status ${res.status})`);
    return { cookie, token };
  }

  async function post(replica: number, action: TicketAction, body: string): Promise<SiteAnswer> {
    const i = replica % siteUrls.length;
    if (!csrf) throw new Error('start() first');
    try {
      const res = await pools[i]!.request({
        path: ticketActionUrl(action),
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: siteUrls[i]!,
          'x-csrf-token': csrf.token,
          cookie: `qinglan_csrf=${csrf.cookie}`,
        },
        body,
      });
      const raw = await res.body.text();
      let outcome: TicketOutcome | null = null;
      try {
        outcome = (JSON.parse(raw) as { outcome: TicketOutcome }).outcome ?? null;
      } catch {
        // Not JSON: kept in `raw` for the failure message.
      }
      return { status: res.statusCode, outcome, raw: raw.slice(0, 300) };
    } catch (err) {
      return { status: 0, outcome: null, raw: `no answer: ${(err as Error).message}` };
    }
  }

  async function directPost<T>(path: string, body: unknown): Promise<ApiEnvelope<T>> {
    const res = await fetch(contents[0]!.url + API_PREFIX + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.json()) as ApiEnvelope<T>;
  }

  async function availability(): Promise<TicketAvailability> {
    const res = await fetch(`${contents[0]!.url}${API_PREFIX}${TICKET_PATHS.availability}?lang=en`);
    const env = (await res.json()) as ApiEnvelope<TicketAvailability>;
    if (env.code !== 0) throw new Error(`availability: ${env.msg}`);
    return env.data;
  }

  return {
    dir,
    get contentUrl() {
      return contents[0]?.url ?? '';
    },
    siteUrls,
    async start() {
      for (let n = 0; n < (opts.contentServices ?? 1); n++) {
        const port = await freePort();
        contents.push({ port, url: `http://127.0.0.1:${port}`, proc: null });
      }
      // At once: two services sharing a database migrate it together (its advisory lock orders them).
      await Promise.all(contents.map((_, n) => startContent(n)));
      siteUrls.push(...(await Promise.all(Array.from({ length: replicas }, (_, i) => startSite(contents[i % contents.length]!.url)))));
      for (const url of siteUrls) {
        pools.push(new Pool(url, { connections: opts.connectionsPerReplica ?? 32, headersTimeout: 30_000, bodyTimeout: 30_000, keepAliveTimeout: 10_000 }));
      }
      csrf = await takeCsrf(siteUrls[0]!);
    },
    async killContent(n = 0) {
      await contents[n]?.proc?.kill();
    },
    restartContent: startContent,
    post,
    reserve: (replica, v) => post(replica, 'reserve', formOf(v)),
    async pagePost(replica, v) {
      const url = siteUrls[replica % siteUrls.length]!;
      if (!csrf) throw new Error('start() first');
      const res = await fetch(`${url}/en/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, cookie: `qinglan_csrf=${csrf.cookie}` },
        body: `_csrf=${encodeURIComponent(csrf.token)}&${formOf(v)}`,
      });
      return { status: res.status, html: await res.text() };
    },
    async page(replica, path) {
      const res = await fetch(siteUrls[replica % siteUrls.length]! + path);
      return { status: res.status, html: await res.text() };
    },
    lookup: (replica, code, documentLast4) => post(replica, 'lookup', new URLSearchParams({ code, documentLast4, lang: 'en' }).toString()),
    direct: {
      reserve: (req) => directPost<Reservation | TicketRefusal>(TICKET_PATHS.reserve, req),
      availability,
      async slot(date, start) {
        const day = (await availability()).days.find((d) => d.date === date);
        const slot = day?.slots.find((s) => s.start === start);
        if (!slot) throw new Error(`no slot ${date} ${start} in the availability`);
        return slot;
      },
    },
    outputs: () => procs.map(({ name, proc }) => ({ name, text: proc.output() })),
    dbFiles: () => readdirSync(dir).filter((f) => /\.db(-wal|-shm|-journal)?$/.test(f)).map((f) => join(dir, f)),
    async close() {
      await Promise.all(procs.map(({ proc }) => proc.kill()));
      await Promise.all(pools.map((p) => p.destroy().catch(() => undefined)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
