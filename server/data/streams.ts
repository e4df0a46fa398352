/**
 * Live-camera stream checks, done on the server (docs/product.md §4 /live, docs/cameras.md): a
 * camera whose stream does not answer (at night, off-season, or down) is rendered with its
 * snapshot and the message that fits from the first byte, and browsers never log a failed
 * request for it. Results are cached like the
 * other live data (`CACHE_LIVE_TTL_MS`), so a busy /live page costs one check per camera per TTL.
 */
import { SwrCache, type CacheOptions } from '../upstream/cache.ts';
import type { UpstreamClient } from '../upstream/client.ts';

export type StreamStatus = 'online' | 'offline';
/** `requestId`: sent as X-Request-Id on the checks this call starts. */
export type StreamProbe = (urls: string[], requestId?: string) => Promise<Record<string, StreamStatus>>;

/** Stream URLs remembered at most: the area has a handful of cameras; this bounds a CMS listing thousands. */
const MAX_STREAMS = 500;

export interface StreamProbeOptions {
  /** How long a check holds: live data's freshness (config.cache.liveTtlMs). */
  ttlMs: number;
  /** Past that, the last answer serves while one check refreshes it (config.cache.staleWhileRevalidateMs). */
  staleWhileRevalidateMs: number;
  onEvent?: CacheOptions['onEvent'];
}

/**
 * Checks same-origin media streams (`/media/...`, served by the upstream) with a HEAD
 * request; other URLs are left out (unknown: the browser tries them when asked to play).
 * A failed check is itself the answer ('offline'), so no stale copy stands in for it.
 */
export function createStreamProbe(client: Pick<UpstreamClient, 'head'>, { ttlMs, staleWhileRevalidateMs, onEvent }: StreamProbeOptions): StreamProbe {
  const cache = new SwrCache<{ ok: boolean }>({ maxEntries: MAX_STREAMS, staleWhileRevalidateMs, staleIfErrorMs: 0, ...(onEvent ? { onEvent } : {}) });
  return async (urls, requestId) => {
    const out: Record<string, StreamStatus> = {};
    await Promise.all(
      [...new Set(urls)]
        .filter((u) => u.startsWith('/media/') && !u.includes('..'))
        .map(async (url) => {
          const { ok } = await cache.get(`stream ${url}`, ttlMs, async () => ({ ok: await client.head(url, requestId) }), 'stream-probe');
          out[url] = ok ? 'online' : 'offline';
        }),
    );
    return out;
  };
}
