import { describe, expect, it, vi } from 'vitest';
import { createStreamProbe } from '../../server/data/streams.ts';

describe('stream probe', () => {
  it('checks same-origin media streams once per TTL and leaves other URLs out', async () => {
    const head = vi.fn(async (url: string) => url.includes('lake'));
    const probe = createStreamProbe({ head }, { ttlMs: 30_000, staleWhileRevalidateMs: 0 });
    const urls = ['/media/live/lake/index.m3u8', '/media/live/peak/index.m3u8', 'https://cams.example/x.m3u8', '/media/../etc/passwd'];
    expect(await probe(urls)).toEqual({ '/media/live/lake/index.m3u8': 'online', '/media/live/peak/index.m3u8': 'offline' });
    await probe(urls);
    expect(head).toHaveBeenCalledTimes(2);
  });
});
