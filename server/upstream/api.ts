/**
 * Typed, cached access to the upstream contract: every GET goes through the cache, keyed by
 * locale, path and parameters (docs/product.md §7). Built once at start-up.
 */
import { API_PREFIX, type ApiEnvelope, type Locale } from '../../shared/api/envelope.ts';
import type { EndpointData, EndpointPath, EndpointQuery } from '../../shared/api/endpoints.ts';
import { cleanQuery, type Query, type UpstreamClient } from './client.ts';
import type { SwrCache } from './cache.ts';
import { ApiError } from './errors.ts';

export interface TtlSettings {
  ttlMs: number;
  shellTtlMs: number;
  liveTtlMs: number;
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

export function cacheKey(locale: Locale, path: string, query: Record<string, string>): string {
  const qs = Object.keys(query)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(query[k]!)}`)
    .join('&');
  return `${locale} ${path}?${qs}`;
}

export class Api {
  private readonly client: UpstreamClient;
  private readonly cache: SwrCache<ApiEnvelope<unknown>>;
  private readonly ttl: TtlSettings;

  private readonly onCall: (endpoint: string, outcome: string, seconds: number) => void;

  constructor(client: UpstreamClient, cache: SwrCache<ApiEnvelope<unknown>>, ttl: TtlSettings, onCall: (endpoint: string, outcome: string, seconds: number) => void = () => {}) {
    this.client = client;
    this.cache = cache;
    this.ttl = ttl;
    this.onCall = onCall;
  }

  ttlFor(path: EndpointPath): number {
    return SHELL.has(path) ? this.ttl.shellTtlMs : LIVE.has(path) ? this.ttl.liveTtlMs : this.ttl.ttlMs;
  }

  /** The whole envelope (getIndexMusic carries its payload in `msg`). */
  envelope<P extends EndpointPath>(path: P, query: EndpointQuery<P>, locale: Locale): Promise<ApiEnvelope<EndpointData<P>>> {
    const q = cleanQuery(query as Query);
    const full = API_PREFIX + path;
    const load = () => {
      // Call duration for the upstream latency histogram (server/ops/metrics.ts).
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      return this.client.request<EndpointData<P>>({ path: full, query: q, locale }).then(
        (env) => {
          this.onCall(path, 'ok', seconds());
          return env;
        },
        (err: unknown) => {
          this.onCall(path, err instanceof ApiError ? err.reason : 'error', seconds());
          throw err;
        },
      );
    };
    return this.cache.get(cacheKey(locale, full, q), this.ttlFor(path), load, path) as Promise<ApiEnvelope<EndpointData<P>>>;
  }

  async get<P extends EndpointPath>(path: P, query: EndpointQuery<P>, locale: Locale): Promise<EndpointData<P>> {
    return (await this.envelope(path, query, locale)).data;
  }

  /** Uncached probe for readiness: does the upstream answer at all? */
  async ping(locale: Locale): Promise<void> {
    await this.client.request({ path: `${API_PREFIX}/article/getArticleTypeList`, locale });
  }
}
