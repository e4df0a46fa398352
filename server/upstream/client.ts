/**
 * The upstream HTTP client (docs/product.md §7): one undici keep-alive pool built at start-up,
 * JSON envelopes, a total deadline per call, a cap on reply size, the locale and a request id
 * (X-Request-Id, docs/behaviour.md §7) on every call.
 * Every failure becomes an ApiError (docs/behaviour.md §8).
 */
import { randomUUID } from 'node:crypto';
import { FormData, Pool } from 'undici';
import { API_FAILURE_CODE, API_NOT_FOUND_CODE, type ApiEnvelope, type Locale } from '../../shared/api/envelope.ts';
import { MAX_JSON_DEPTH } from '../../shared/api/schemas/bounds.ts';
import { ApiError } from './errors.ts';
import { exceedsJsonDepth } from './json-depth.ts';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface UpstreamRequest {
  method?: 'GET' | 'POST';
  /** API path, may hold `:name` parameters filled from `pathParams`. */
  path: string;
  pathParams?: Record<string, string | number>;
  query?: Query;
  /** POST body: a plain object is sent as JSON, a FormData as multipart. */
  body?: Record<string, unknown> | FormData;
  locale: Locale;
  signal?: AbortSignal;
  /** The id of the request this call serves; a new one when none does (readiness probes). */
  requestId?: string;
  /**
   * A `code: -1` envelope is an answer, returned with its data, not a failure thrown: the
   * ticket desk refuses that way and says why in `data` (docs/tickets.md §Refusals).
   */
  refusalsAsData?: boolean;
}

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  maxBodyBytes: number;
  connections: number;
}

/** Fills `:name` parameters; a missing one is a programming error and throws (docs/behaviour.md §5). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === null || v === '') throw new Error(`Missing path parameter ":${name}" for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** Drops undefined/null values so they are neither sent nor part of a cache key. */
export function cleanQuery(query: Query = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

export class UpstreamClient {
  readonly baseUrl: string;
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly opts: UpstreamOptions;

  constructor(opts: UpstreamOptions) {
    this.opts = opts;
    const u = new URL(opts.baseUrl);
    this.baseUrl = opts.baseUrl;
    this.basePath = u.pathname.replace(/\/+$/, '');
    this.pool = new Pool(u.origin, {
      connections: opts.connections,
      keepAliveTimeout: 10_000,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
    });
  }

  async request<T>(req: UpstreamRequest): Promise<ApiEnvelope<T>> {
    const method = req.method ?? 'GET';
    const apiPath = fillPath(req.path, req.pathParams);
    const query = cleanQuery(req.query);
    // An error's params reach the logs and the error page: of a POST body only the field names,
    // since a body may carry personal data (a reservation's documents, docs/tickets.md).
    const params =
      method === 'GET'
        ? query
        : Object.fromEntries([...(req.body instanceof FormData ? req.body.keys() : Object.keys(req.body ?? {}))].map((k) => [k, req.body instanceof FormData ? '[form]' : '[body]']));
    const fail = (reason: ApiError['reason'], extra: { code?: number | null; replyMessage?: string | null; cause?: unknown } = {}) =>
      new ApiError({ url: apiPath, method, params, reason, ...extra });

    const deadline = AbortSignal.timeout(this.opts.timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, deadline]) : deadline;
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': req.locale, 'x-request-id': req.requestId ?? randomUUID() };
    let body: string | FormData | undefined;
    if (method === 'POST') {
      if (req.body instanceof FormData) body = req.body;
      else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(req.body ?? {});
      }
    }

    let res;
    try {
      res = await this.pool.request({ path: this.basePath + apiPath, method, query, headers, body, signal });
    } catch (err) {
      throw fail(timedOut(err, deadline) ? 'timeout' : 'unreachable', { cause: err });
    }

    let raw: string;
    try {
      raw = (await readCapped(res.body, this.opts.maxBodyBytes)).toString('utf8');
    } catch (err) {
      res.body.destroy();
      if (err instanceof BodyTooLarge) throw fail('too-large', { code: res.statusCode });
      throw fail(timedOut(err, deadline) ? 'timeout' : 'unreachable', { cause: err });
    }
    if (res.statusCode >= 400) throw fail('http', { code: res.statusCode });

    // Refused before parsing: nothing downstream may recurse this deep (validation, state JSON).
    if (exceedsJsonDepth(raw, MAX_JSON_DEPTH)) throw fail('invalid', { code: res.statusCode });
    let envelope: ApiEnvelope<T>;
    try {
      envelope = JSON.parse(raw) as ApiEnvelope<T>;
    } catch (err) {
      throw fail('invalid', { code: res.statusCode, cause: err });
    }
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.code !== 'number') {
      throw fail('invalid', { code: res.statusCode });
    }
    if (envelope.code === API_NOT_FOUND_CODE) {
      throw fail('not-found', { code: envelope.code, replyMessage: typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : null });
    }
    if (envelope.code === API_FAILURE_CODE && !req.refusalsAsData) {
      throw fail('reply', { code: envelope.code, replyMessage: typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : null });
    }
    return envelope;
  }

  /**
   * A raw GET on the upstream origin (media files), for the site to pass through: status,
   * headers and body stream as they come. The headers must come within the call deadline
   * (the pool's headersTimeout); `deadlineMs` bounds the whole transfer, body included.
   */
  async raw(pathAndQuery: string, headers: Record<string, string>, deadlineMs = this.opts.timeoutMs * 4) {
    return this.pool.request({
      path: this.basePath + pathAndQuery,
      method: 'GET',
      headers,
      signal: AbortSignal.timeout(deadlineMs),
    });
  }

  /** True when a HEAD of this upstream path answers 2xx/3xx in time (stream checks). */
  async head(path: string, requestId: string = randomUUID(), timeoutMs = 1500): Promise<boolean> {
    try {
      const res = await this.pool.request({ path: this.basePath + path, method: 'HEAD', headers: { 'x-request-id': requestId }, signal: AbortSignal.timeout(Math.min(timeoutMs, this.opts.timeoutMs)) });
      res.body.resume();
      return res.statusCode < 400;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Drops an upstream body unread (destroying it reports an abort nobody needs to hear). */
/** undici's own headers/body timers run at the same deadline as the abort signal, and either
 *  may fire first: both mean the upstream was too slow, not that it could not be reached. */
const UNDICI_TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
export function timedOut(err: unknown, deadline: AbortSignal): boolean {
  return deadline.aborted || UNDICI_TIMEOUTS.has((err as { code?: unknown } | null)?.code as string);
}

export function discardBody(body: NodeJS.ReadableStream & { destroy(): void }): void {
  body.on('error', () => {});
  body.destroy();
}

/** Thrown by readCapped when a body passes its cap (the caller drops the rest). */
export class BodyTooLarge extends Error {}

/** An upstream body of at most `max` bytes (JSON replies, media previews). */
export async function readCapped(stream: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
