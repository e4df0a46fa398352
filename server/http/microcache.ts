/**
 * Render once, serve many (docs/decisions/019-microcache.md): a short-lived in-process cache
 * of whole page and route-JSON responses. A miss runs the unchanged handler once per key
 * (single flight) into a buffer; the body is kept uncompressed plus brotli and gzip variants
 * compressed once at high quality off the event loop, and each visitor gets the variant
 * their Accept-Encoding allows. Past the TTL an entry is served stale for one more TTL while
 * one background render replaces it. Only public 200s without Set-Cookie are stored.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isBot } from '../render/bots.ts';
import { capture, type Captured } from './capture-reply.ts';
import { chooseEncoding } from './accept-encoding.ts';
import { compressOnce, type Encoding } from './compress-once.ts';

export type CacheKind = 'page' | 'data';
export type CacheEvent = 'hit' | 'stale' | 'miss' | 'coalesced' | 'bypass' | 'uncacheable';

export interface MicrocacheOptions {
  /** Freshness of an entry; 0 switches the cache off (every request renders). */
  ttlMs: number;
  /** Bound on the bytes of all entries (all variants). */
  maxBytes: number;
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number;
  onEvent?: (event: CacheEvent, kind: CacheKind) => void;
  /** One handler run (a render or a loader run) for the cache. */
  onFill?: (kind: CacheKind) => void;
  onFillError?: (err: unknown) => void;
  /** An answer from a stored entry is about to be sent (the hit replay notes it: http/hit-replay.ts). */
  onServe?: (req: FastifyRequest, kind: CacheKind, key: string, entry: Entry, encoding: Encoding) => void;
}

export interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Record<Encoding, Buffer>;
  storedAt: number;
}

type Handler = (reply: FastifyReply) => Promise<unknown>;

/** Headers of the captured response that are part of the cached answer. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-language', 'link', 'x-robots-tag'];

/** Everything but the encoding that changes the bytes (the entry holds every encoding). */
export function cacheKey(kind: CacheKind, req: Pick<FastifyRequest, 'url' | 'headers' | 'protocol' | 'host'>): string {
  const url = new URL(req.url, 'http://site.invalid');
  url.searchParams.sort();
  const agent = isBot(req.headers['user-agent']) ? 'bot' : 'browser';
  // The origin is in the page state when PUBLIC_ORIGIN is unset (render.ts publicConfig).
  return `${kind} ${agent} ${req.protocol}://${req.host} ${url.pathname}${url.search}`;
}

/** A captured response may be shared with every visitor. */
function isCacheable(c: Pick<Captured, 'status' | 'headers'>): boolean {
  return c.status === 200 && /^public\b/.test(c.headers['cache-control'] ?? '') && !('set-cookie' in c.headers);
}

/** An uncached answer (an error, a redirect) may still go to the requests that waited for it. */
function isShareable(answer: Entry | Captured): boolean {
  return 'storedAt' in answer || (!('set-cookie' in answer.headers) && !/\bprivate\b/.test(answer.headers['cache-control'] ?? ''));
}

async function toEntry(c: Captured, storedAt: number): Promise<Entry> {
  const [br, gzipped] = await Promise.all([compressOnce(c.body, 'br'), compressOnce(c.body, 'gzip')]);
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) if (c.headers[name] !== undefined) headers[name] = c.headers[name];
  return { status: c.status, headers, body: { identity: c.body, br, gzip: gzipped }, storedAt };
}

export class Microcache {
  readonly enabled: boolean;
  private readonly entries: LRUCache<string, Entry>;
  private readonly flights = new Map<string, Promise<Entry | Captured>>();
  /** Moves on each purge: a render begun before it is not stored (docs/purge.md). */
  private generation = 0;
  private readonly now: () => number;
  private readonly opts: MicrocacheOptions;

  constructor(opts: MicrocacheOptions) {
    this.opts = opts;
    this.enabled = opts.ttlMs > 0;
    this.now = opts.now ?? (() => performance.now());
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, opts.maxBytes),
      sizeCalculation: (e, key) => Math.max(1, key.length + e.body.identity.length + e.body.br.length + e.body.gzip.length),
    });
  }

  /**
   * Answers from the cache, or runs `handler` (once per key at a time) and answers with what
   * it sent. `perVisitor` answers, responses already carrying Set-Cookie, and methods other
   * than GET/HEAD run `handler` on the real reply, untouched.
   */
  async serve(kind: CacheKind, req: FastifyRequest, reply: FastifyReply, handler: Handler, perVisitor = false): Promise<FastifyReply> {
    if (!this.enabled || perVisitor || reply.hasHeader('set-cookie') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      this.opts.onEvent?.('bypass', kind);
      await handler(reply);
      return reply;
    }
    const key = cacheKey(kind, req);
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry)) {
      this.opts.onEvent?.('hit', kind);
      return this.send(req, reply, entry, kind, key);
    }
    // Past its TTL, still served for as long again while one render replaces it.
    if (entry && this.now() - entry.storedAt < 2 * this.opts.ttlMs) {
      this.opts.onEvent?.('stale', kind);
      if (!this.flights.has(key)) this.fill(kind, key, reply, handler).catch((err: unknown) => this.opts.onFillError?.(err));
      return this.send(req, reply, entry, kind, key);
    }
    const joined = this.flights.get(key);
    this.opts.onEvent?.(joined ? 'coalesced' : 'miss', kind);
    const answer = await (joined ?? this.fill(kind, key, reply, handler));
    if (joined && !isShareable(answer)) {
      // Someone else's per-visitor answer (a cookie, private): this visitor gets their own.
      await handler(reply);
      return reply;
    }
    return this.send(req, reply, answer, kind, key);
  }

  /** The entry for `key` while it is fresh, without counting an event (the hit replay's lookup). */
  fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && this.isFresh(entry) ? entry : undefined;
  }

  private isFresh(entry: Entry): boolean {
    return this.now() - entry.storedAt < this.opts.ttlMs;
  }

  /**
   * Publish purge (docs/purge.md): every entry goes, whatever it shows. Pages are not tracked by
   * the endpoints they read: each one renders the shell, which reads most of them. Renders under
   * way answer the requests that joined them but are not stored; new requests render anew.
   */
  purge(): void {
    this.generation++;
    this.entries.clear();
    this.flights.clear();
  }

  /** Renders under way (for tests). */
  get rendering(): number {
    return this.flights.size;
  }

  /** Bytes held (for tests and the bench). */
  get size(): number {
    return this.entries.calculatedSize;
  }

  private fill(kind: CacheKind, key: string, reply: FastifyReply, handler: Handler): Promise<Entry | Captured> {
    this.opts.onFill?.(kind);
    const generation = this.generation;
    const flight: Promise<Entry | Captured> = capture(reply, handler)
      .then(async (c): Promise<Entry | Captured> => {
        if (!isCacheable(c)) {
          this.opts.onEvent?.('uncacheable', kind);
          return c;
        }
        const entry = await toEntry(c, this.now());
        if (generation === this.generation) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return flight;
  }

  private send(req: FastifyRequest, reply: FastifyReply, answer: Entry | Captured, kind: CacheKind, key: string): FastifyReply {
    reply.code(answer.status);
    if (!('storedAt' in answer)) {
      // Shared with the requests that waited for it, never stored; compressed per request.
      return reply.headers(answer.headers).send(answer.body.length ? answer.body : undefined);
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = answer.body[encoding];
    // A stale entry is being replaced: only a fresh one may be replayed.
    if (this.isFresh(answer)) this.opts.onServe?.(req, kind, key, answer, encoding);
    const vary = reply.getHeader('vary');
    reply
      .headers(answer.headers)
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('content-length', body.length);
    // @fastify/compress leaves a response with a Content-Encoding alone; an identity body goes
    // only to clients that accept neither br nor gzip, which it would not compress either.
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  }
}
