/**
 * The ticket desk as the HTTP and browser files stand it up (docs/tickets.md §Forms): a content
 * service with a tickets.json and a clock of the test's own, a desk in front of it whose ticket
 * POSTs a test can break (startFakeUpstream answers the faults; it forwards a POST as a GET
 * without its body, so passing one through is done here), reservations made on the desk
 * directly (to fill a slot or a day), and the site's ticket metrics as exposed.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_NOW } from './clock.ts';
import { startFakeUpstream, type Behaviour, type FakeUpstream } from './upstream.ts';

export const API = '/website/api/web';
const SEED_DIR = resolve(import.meta.dirname, '../../content-service/seed');

// ---------------------------------------------------------------- metrics

/** The lines of one metric, as exposed (without HELP and TYPE). */
export async function metricLines(metrics: { registry: { getSingleMetricAsString(name: string): Promise<string> } }, name: string): Promise<string[]> {
  return (await metrics.registry.getSingleMetricAsString(name)).split('\n').filter((l) => l && !l.startsWith('#'));
}

// ---------------------------------------------------------------- a content service of the test's own

export interface Desk {
  url: string;
  /** Moves the content service's clock (the site keeps its own). */
  setNow(at: Date): void;
  close(): Promise<void>;
}

/**
 * The embedded content service with the demo seed, `tickets` merged into its tickets.json (the
 * 3 December closure stays), at TEST_NOW on a clock the test can move, its log lines to `log`.
 */
export async function startDesk(opts: { tickets?: Record<string, unknown>; log?: (line: string) => void } = {}): Promise<Desk> {
  const { startContentService } = await import('@qinglan/content-service');
  const dir = mkdtempSync(join(tmpdir(), 'ql-tickets-'));
  const seedDir = join(dir, 'seed');
  cpSync(SEED_DIR, seedDir, { recursive: true });
  const rules = JSON.parse(readFileSync(join(SEED_DIR, 'tickets.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(seedDir, 'tickets.json'), JSON.stringify({ ...rules, ...opts.tickets }));
  let now = TEST_NOW;
  const svc = await startContentService({
    host: '127.0.0.1',
    port: 0,
    dbPath: join(dir, 'content.db'),
    reservationsPath: join(dir, 'reservations.db'),
    reservationsKey: '',
    reservationsDatabaseUrl: '',
    seedDir,
    now: () => now,
    logger: opts.log ? { level: 'info', stream: { write: opts.log } } : false,
  });
  return {
    url: svc.url,
    setNow: (at) => {
      now = at;
    },
    close: async () => {
      await svc.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- a desk a test can break

/** How the ticket POSTs are answered: passed through, made and then the answer lost, or a fake upstream's fault. */
export type DeskMode = 'pass' | 'lost' | Behaviour;

export interface DeskFront {
  url: string;
  /** The fake upstream every GET goes through (availability faults are set on it). */
  fake: FakeUpstream;
  /** Ticket POSTs per path (`/ticket/reserve`, …) that reached the content service. */
  reached: Map<string, number>;
  setPosts(mode: DeskMode): void;
  close(): Promise<void>;
}

/**
 * In front of `target`: GETs through startFakeUpstream (its faults for availability); ticket
 * POSTs passed through with their body, or made and their answer dropped ('lost': the desk
 * reserved, the site never heard), or answered by the fake upstream's fault (hang, drop, 5xx,
 * garbage), which never reaches the desk.
 */
export async function startDeskFront(target: string): Promise<DeskFront> {
  const fake = await startFakeUpstream(target);
  const reached = new Map<string, number>();
  let mode: DeskMode = 'pass';
  const to = new URL(target);
  const forward = (req: IncomingMessage, body: Buffer, host: URL, done: (status: number, headers: Record<string, string>, reply: Buffer) => void, failed: () => void) => {
    const out = httpRequest({ host: host.hostname, port: host.port, method: req.method, path: req.url, headers: { ...req.headers, host: host.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(res.statusCode ?? 502, { 'content-type': String(res.headers['content-type'] ?? 'application/json') }, Buffer.concat(chunks)));
      res.on('error', failed);
    });
    out.on('error', failed);
    out.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0]!;
      const ticketPost = req.method === 'POST' && path.startsWith(`${API}/ticket/`);
      const fail = () => res.destroy();
      if (!ticketPost || (mode !== 'pass' && mode !== 'lost')) {
        // Every GET, and a ticket POST answered by a fault: the fake upstream decides.
        if (ticketPost) fake.set(path, mode as Behaviour);
        const via = new URL(fake.url);
        forward(req, body, via, (s, h, b) => res.writeHead(s, h).end(b), fail);
        return;
      }
      reached.set(path.slice(API.length), (reached.get(path.slice(API.length)) ?? 0) + 1);
      forward(req, body, to, (s, h, b) => (mode === 'lost' ? req.socket.destroy() : res.writeHead(s, h).end(b)), fail);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fake,
    reached,
    setPosts: (m) => {
      mode = m;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await fake.close();
    },
  };
}


// ---------------------------------------------------------------- reserving on the desk itself

/**
 * Reserves on the content service directly (not through a site): one passport holder per
 * document, named `name`. Resolves with the code; throws unless the desk confirmed it.
 */
export async function reserveOnDesk(deskUrl: string, r: { date: string; slot: string; documents: readonly string[]; contactPhone: string; name: string }): Promise<string> {
  const body = {
    idempotencyKey: randomBytes(16).toString('base64url'),
    date: r.date,
    slot: r.slot,
    contactPhone: r.contactPhone,
    party: r.documents.map((documentNumber) => ({ name: r.name, documentKind: 'passport', documentNumber })),
  };
  const res = await fetch(`${deskUrl}${API}/ticket/reserve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const env = (await res.json()) as { code: number; msg: string; data: { code?: string } | null };
  if (env.code !== 0 || !env.data?.code) throw new Error(`the desk did not confirm ${r.date} ${r.slot}: ${res.status} ${env.msg}`);
  return env.data.code;
}
