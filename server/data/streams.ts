/**
 * Live-camera stream checks, done on the server (docs/product.md §4 /live): a camera whose
 * stream does not answer is rendered with its snapshot and the "unavailable" message from
 * the first byte, and browsers never log a failed request for it. Results are cached
 * briefly, so a busy /live page costs one check per camera per TTL.
 */
import type { SwrCache } from '../upstream/cache.ts';
import type { UpstreamClient } from '../upstream/client.ts';

export type StreamStatus = 'online' | 'offline';
/** `requestId`: sent as X-Request-Id on the checks this call starts. */
export type StreamProbe = (urls: string[], requestId?: string) => Promise<Record<string, StreamStatus>>;

const PROBE_TTL_MS = 30_000;

/**
 * Checks same-origin media streams (`/media/...`, served by the upstream) with a HEAD
 * request; other URLs are left out (unknown: the browser tries them when asked to play).
 */
export function createStreamProbe(client: Pick<UpstreamClient, 'head'>, cache: SwrCache<{ ok: boolean }>): StreamProbe {
  return async (urls, requestId) => {
    const out: Record<string, StreamStatus> = {};
    await Promise.all(
      [...new Set(urls)]
        .filter((u) => u.startsWith('/media/') && !u.includes('..'))
        .map(async (url) => {
          const { ok } = await cache.get(`stream ${url}`, PROBE_TTL_MS, async () => ({ ok: await client.head(url, requestId) }), 'stream-probe');
          out[url] = ok ? 'online' : 'offline';
        }),
    );
    return out;
  };
}
