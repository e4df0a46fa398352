/**
 * Cache hits answered before Fastify (docs/decisions/033-hit-replay.md). When Fastify's path
 * answers a request from a fresh microcache entry, the exact response it sent is noted: its
 * headers as they left (security headers, Vary, Link, encoding, length), under the request's
 * raw signature. A later request with the same signature, while that entry is still the same
 * fresh entry, gets those headers and the entry's bytes straight from the HTTP server's request
 * event, with its own request id, metrics and access log lines; every other request (first
 * sight, stale entry, HEAD, a body, proxy headers, a different Vary value, shutdown) goes
 * through Fastify unchanged. Nothing here decides what a URL means: only answers Fastify gave.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Metrics } from '../ops/metrics.ts';
import { routeLabel } from '../ops/route-label.ts';
import { isBot } from '../render/bots.ts';
import { hostHeaderCount } from './edge.ts';
import type { Encoding } from './compress-once.ts';
import { chooseEncoding } from './accept-encoding.ts';
import type { CacheKind, Entry, Microcache } from './microcache.ts';

/** Request headers that make Fastify's answer depend on the peer (trusted proxies): never replayed. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];
/** Response headers written per response (Node's own, and the request id). */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
/** Levels at which Fastify writes its two access lines per request. */
const INFO_LEVELS = new Set(['trace', 'debug', 'info']);
/** Signatures remembered (each holds one header block, about 1.5 KB). */
const MAX_SIGNATURES = 2000;

interface Served {
  kind: CacheKind;
  key: string;
  entry: Entry;
  encoding: Encoding;
}

interface Replay {
  key: string;
  storedAt: number;
  encoding: Encoding;
  /**
   * The answer's headers as raw name/value pairs, built once, the last value the request id
   * (set per request: writeHead reads the array before returning). Node writes an array as
   * given; an object would be walked key by key on every request.
   */
  head: string[];
  /** The request metrics' series for this answer, resolved once (prom-client's label lookup is per call otherwise). */
  duration: { observe(seconds: number): void };
  hits: { inc(): void };
  /** Request headers the answer varies on (besides Accept-Encoding), and their values then. */
  vary: [name: string, value: string | undefined][];
}

export interface HitReplayOptions {
  pageCache: Microcache;
  metrics: Metrics;
  log: FastifyBaseLogger;
  genReqId: (req: IncomingMessage) => string;
}

export interface HitReplay {
  /** Called by the microcache when it answers from an entry (Fastify's path). */
  noteServed(req: FastifyRequest, kind: CacheKind, key: string, entry: Entry, encoding: Encoding): void;
  /** Hooks the replay in front of Fastify's request handler and notes answers as they finish. */
  install(app: FastifyInstance): void;
  /** Forgets every noted answer (publish purge, docs/purge.md; the entries they point to are gone too). */
  clear(): void;
  /** Requests answered by replay (tests). */
  readonly replayed: number;
}

/** Everything of the request that Fastify's answer can depend on, but the Vary headers. */
function signature(req: IncomingMessage, encoding: Encoding): string {
  return `${encoding} ${isBot(req.headers['user-agent']) ? 'bot' : 'browser'} ${req.headers.host ?? ''} ${req.url ?? ''}`;
}

/** Only a plain GET straight from a client, with one Host and no body, can be replayed. */
function replayable(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined || req.headers.expect !== undefined) return false;
  if (PROXY_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  return hostHeaderCount(req.rawHeaders) === 1;
}

const varyNames = (vary: unknown): string[] =>
  String(vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v && v !== 'accept-encoding');

export function createHitReplay(opts: HitReplayOptions): HitReplay {
  const { pageCache, metrics, log, genReqId } = opts;
  const pending = new WeakMap<IncomingMessage, Served>();
  const replays = new LRUCache<string, Replay>({ max: MAX_SIGNATURES });
  let closing = false;
  let replayed = 0;

  function note(req: FastifyRequest, reply: FastifyReply): void {
    const served = pending.get(req.raw);
    if (!served || reply.statusCode !== 200 || !replayable(req.raw)) return;
    const headers = reply.raw.getHeaders();
    // A cookie is one visitor's: such an answer is never shown to another.
    if (headers['set-cookie'] !== undefined) return;
    const head: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (PER_RESPONSE.has(name) || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) head.push(name, String(v));
    }
    head.push('x-request-id', '');
    const vary = varyNames(headers.vary).map((name): [string, string | undefined] => [name, headerValue(req.raw, name)]);
    const route = routeLabel(req.routeOptions.url, req.url);
    const duration = metrics.httpDuration.labels({ route, method: 'GET', status: '200' });
    const hits = metrics.pageCacheEvents.labels({ event: 'hit', kind: served.kind });
    replays.set(signature(req.raw, served.encoding), { key: served.key, storedAt: served.entry.storedAt, encoding: served.encoding, head, duration, hits, vary });
  }

  /** Answers `req` from a noted response, or returns false for Fastify to answer it. */
  function replay(req: IncomingMessage, res: ServerResponse): boolean {
    if (closing || !replayable(req)) return false;
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const found = replays.get(signature(req, encoding));
    if (!found || found.vary.some(([name, value]) => headerValue(req, name) !== value)) return false;
    const entry = pageCache.fresh(found.key);
    if (!entry || entry.storedAt !== found.storedAt) return false;
    const start = performance.now();
    const reqId = genReqId(req);
    const reqLog = INFO_LEVELS.has(log.level) ? log.child({ reqId }) : null;
    reqLog?.info({ req: { method: req.method, url: req.url, ip: req.socket.remoteAddress } }, 'incoming request');
    found.head[found.head.length - 1] = reqId;
    res.writeHead(200, found.head);
    res.end(entry.body[found.encoding]);
    replayed++;
    found.hits.inc();
    // Timed until the answer is handed to the socket (end() has written or queued every byte;
    // Node flushes the queue on the next tick). Fastify times to 'finish', one tick later: a
    // listener per request for a difference far below the histogram's first bucket (5 ms).
    const ms = performance.now() - start;
    found.duration.observe(ms / 1000);
    reqLog?.info({ res: { statusCode: 200 }, responseTime: ms }, 'request completed');
    return true;
  }

  return {
    noteServed(req, kind, key, entry, encoding) {
      pending.set(req.raw, { kind, key, entry, encoding });
    },
    install(app) {
      const server: Server = app.server;
      // Fastify serves through the one 'request' listener it gave the server; replay goes first.
      const [fastify] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
      if (!fastify) throw new Error('hit replay: the server has no request listener');
      server.removeListener('request', fastify);
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        if (!replay(req, res)) fastify(req, res);
      });
      // A callback hook: it runs for every request Fastify answers, and needs no promise.
      app.addHook('onResponse', (req, reply, done) => {
        note(req, reply);
        done();
      });
      app.addHook('preClose', async () => {
        closing = true;
      });
    },
    clear() {
      replays.clear();
    },
    get replayed() {
      return replayed;
    },
  };
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}
