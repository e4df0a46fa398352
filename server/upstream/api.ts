/**
 * Typed, cached access to the upstream contract: every GET goes through the cache, keyed by
 * locale, path and parameters (docs/product.md §7). Built once at start-up.
 */
import { API_PREFIX, type ApiEnvelope, type Locale } from '../../shared/api/envelope.ts';
import type { EndpointData, EndpointPath, EndpointQuery } from '../../shared/api/endpoints.ts';
import { cleanQuery, type Query, type UpstreamClient } from './client.ts';
import { SwrCache, type CacheOptions, type Served, type UpstreamCache } from './cache.ts';
import { BreakerOpenError, Breakers, DEFAULT_BREAKER } from './breaker.ts';
import type { NoteTally } from '../../shared/api/schemas/notes.ts';
import { ApiError } from './errors.ts';
import { changedByValidation, checkReply } from './validate.ts';

export interface TtlSettings {
  ttlMs: number;
  shellTtlMs: number;
  liveTtlMs: number;
  /** Places left for tickets: a few seconds, and never served past them (FRESH). */
  ticketsTtlMs: number;
}

const SHELL: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  '/menu/getMenu',
  '/homeModule/getIndexMusic',
  '/homeModule/getQrCodeAndConsult',
  '/friendlyLink/getFriendlyLinkList',
  '/homeModule/getIndexBottomConfig',
  '/article/getArticleTypeList',
]);
const LIVE: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  '/weather/getOriginalCityWeather',
  '/homeModule/getFlowRate',
  '/homeModule/getNotice',
]);

/**
 * Replies worth nothing old (places left, docs/tickets.md): kept for `ticketsTtlMs` in a cache
 * of their own that never serves a stale copy, neither while refreshing nor when the upstream
 * fails, and is never shared through Redis. Concurrent requests still share one call.
 */
const FRESH: ReadonlySet<EndpointPath> = new Set<EndpointPath>(['/ticket/getAvailability']);
const FRESH_ENTRIES = 16;

/** The cache for FRESH replies (one per process, handed to every per-request Api). */
export const freshCache = (opts: Pick<CacheOptions, 'onEvent' | 'now'> = {}): UpstreamCache<ApiEnvelope<unknown>> =>
  new SwrCache<ApiEnvelope<unknown>>({ maxEntries: FRESH_ENTRIES, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, ...opts });

function cacheKey(locale: Locale, path: string, query: Record<string, string>): string {
  const qs = Object.keys(query)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(query[k]!)}`)
    .join('&');
  return `${locale} ${path}?${qs}`;
}

export interface ApiOptions {
  /** Each call's outcome ('ok', a failure reason, or 'breaker-open') and its duration in seconds. */
  onCall?: (endpoint: string, outcome: string, seconds: number) => void;
  /** A reply that did not match its endpoint's schema. */
  onInvalid?: (endpoint: string, issues: string) => void;
  /** A reply taken with items dropped or values coerced (docs/decisions/041-item-by-item-validation.md). */
  onNotes?: (endpoint: string, notes: NoteTally) => void;
  breakers?: Breakers;
  /** The cache of FRESH replies; default one of this Api's own (see `freshCache`). */
  fresh?: UpstreamCache<ApiEnvelope<unknown>>;
  /** Sent as X-Request-Id on every call this instance makes (see `forRequest`). */
  requestId?: string;
}

/** Failures that say the endpoint is down or broken; an answer (code -1 or 404, a 4xx) says it is alive. */
function countsAgainstEndpoint(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  if (err.reason === 'reply' || err.reason === 'not-found') return false;
  if (err.reason === 'http') return (err.code ?? 500) >= 500;
  return true;
}

export class Api {
  private readonly client: UpstreamClient;
  private readonly cache: UpstreamCache<ApiEnvelope<unknown>>;
  private readonly fresh: UpstreamCache<ApiEnvelope<unknown>>;
  private readonly ttl: TtlSettings;
  private readonly onCall: (endpoint: string, outcome: string, seconds: number) => void;
  private readonly onInvalid: (endpoint: string, issues: string) => void;
  private readonly onNotes: (endpoint: string, notes: NoteTally) => void;
  readonly breakers: Breakers;
  private readonly requestId: string | undefined;

  constructor(client: UpstreamClient, cache: UpstreamCache<ApiEnvelope<unknown>>, ttl: TtlSettings, opts: ApiOptions = {}) {
    this.client = client;
    this.cache = cache;
    this.fresh = opts.fresh ?? freshCache();
    this.ttl = ttl;
    this.onCall = opts.onCall ?? (() => {});
    this.onInvalid = opts.onInvalid ?? (() => {});
    this.onNotes = opts.onNotes ?? (() => {});
    this.breakers = opts.breakers ?? new Breakers({ ...DEFAULT_BREAKER, now: () => performance.now() });
    this.requestId = opts.requestId;
  }

  /**
   * The same cache, breakers and client for the calls made while serving one request: each
   * carries the request's id. A call is made by whoever starts it, so a joiner of a single-flight
   * call shares the starter's call and id, and a background refresh carries the id of the request
   * that found the copy stale (docs/behaviour.md §7).
   */
  forRequest(requestId: string): Api {
    return new Api(this.client, this.cache, this.ttl, { onCall: this.onCall, onInvalid: this.onInvalid, onNotes: this.onNotes, breakers: this.breakers, fresh: this.fresh, requestId });
  }

  ttlFor(path: EndpointPath): number {
    if (FRESH.has(path)) return this.ttl.ticketsTtlMs;
    return SHELL.has(path) ? this.ttl.shellTtlMs : LIVE.has(path) ? this.ttl.liveTtlMs : this.ttl.ttlMs;
  }

  /**
   * The whole envelope (getIndexMusic carries its payload in `msg`), validated against the
   * endpoint's schema before it is cached: a reply that does not match is a failed call.
   */
  envelope<P extends EndpointPath>(path: P, query: EndpointQuery<P>, locale: Locale): Promise<ApiEnvelope<EndpointData<P>>> {
    return this.served(path, query, locale).then((s) => s.value);
  }

  /** The data with how old the cached copy is and whether it is served stale (live figures say so). */
  async getServed<P extends EndpointPath>(path: P, query: EndpointQuery<P>, locale: Locale): Promise<Served<EndpointData<P>>> {
    const s = await this.served(path, query, locale);
    return { ...s, value: s.value.data };
  }

  private served<P extends EndpointPath>(path: P, query: EndpointQuery<P>, locale: Locale): Promise<Served<ApiEnvelope<EndpointData<P>>>> {
    const q = cleanQuery(query as Query);
    const full = API_PREFIX + path;
    const call = async () => this.validate(path, q, await this.client.request<unknown>({ path: full, query: q, locale, requestId: this.requestId }));
    const load = () => {
      // Call duration for the upstream latency histogram (server/ops/metrics.ts).
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      return this.breakers.run(path, call, countsAgainstEndpoint).then(
        (env) => {
          this.onCall(path, 'ok', seconds());
          return env;
        },
        (err: unknown) => {
          if (err instanceof BreakerOpenError) {
            this.onCall(path, 'breaker-open', seconds());
            // No call was made: the page reports the endpoint's last real failure (its reason,
            // code and message, e.g. a code -1's detail block), for this call's URL and parameters.
            const last = err.last instanceof ApiError ? err.last : null;
            throw new ApiError({ url: full, method: 'GET', params: q, reason: last?.reason ?? 'unreachable', code: last?.code, replyMessage: last?.replyMessage, cause: err });
          }
          this.onCall(path, err instanceof ApiError ? err.reason : 'error', seconds());
          throw err;
        },
      );
    };
    const cache = FRESH.has(path) ? this.fresh : this.cache;
    return cache.serve(cacheKey(locale, full, q), this.ttlFor(path), load, path, this.breakers.state(path) !== 'closed') as Promise<Served<ApiEnvelope<EndpointData<P>>>>;
  }

  private validate<P extends EndpointPath>(path: P, q: Record<string, string>, reply: ApiEnvelope<unknown>): ApiEnvelope<EndpointData<P>> {
    const checked = checkReply(path, reply);
    if (checked.ok) {
      if (changedByValidation(checked.notes)) this.onNotes(path, checked.notes);
      return checked.value;
    }
    this.onInvalid(path, checked.issues);
    throw new ApiError({ url: API_PREFIX + path, method: 'GET', params: q, reason: 'invalid', code: reply.code, cause: new Error(checked.issues) });
  }

  async get<P extends EndpointPath>(path: P, query: EndpointQuery<P>, locale: Locale): Promise<EndpointData<P>> {
    return (await this.envelope(path, query, locale)).data;
  }

  /** Uncached probe for readiness: does the upstream answer at all? */
  async ping(locale: Locale): Promise<void> {
    await this.client.request({ path: `${API_PREFIX}/article/getArticleTypeList`, locale });
  }
}
