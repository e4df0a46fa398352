/**
 * The HTTP files' usual scenario, one per file: the embedded content service, a fake upstream in
 * front of it (./upstream.ts), optionally a real redis-server with an admin connection, and sites
 * against the fake upstream, all started before the file's tests and closed after them. The
 * fields are filled in by `beforeAll`: read them inside hooks and tests.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { startRedis, type RedisServer } from './redis.ts';
import { startContent, startSite, type Site, type SiteOptions } from './site.ts';
import { startFakeUpstream, type FakeUpstream } from './upstream.ts';

export interface UpstreamSuite {
  content: { url: string };
  upstream: FakeUpstream;
  /** Only with `{ redis: true }`. */
  redis: RedisServer;
  /** A connection of the test's own to that Redis (errors ignored: a test may stop the server). */
  admin: Redis;
  /** A site against the fake upstream, closed with the suite. */
  site(opts?: Omit<SiteOptions, 'apiBaseUrl'>): Promise<Site>;
}

export function upstreamSuite(opts: { redis?: boolean } = {}): UpstreamSuite {
  const sites: Site[] = [];
  const closers: (() => unknown)[] = [];
  const suite = {
    site: async (siteOpts: Omit<SiteOptions, 'apiBaseUrl'> = {}) => {
      const site = await startSite({ apiBaseUrl: suite.upstream.url, ...siteOpts });
      sites.push(site);
      return site;
    },
  } as UpstreamSuite;
  beforeAll(async () => {
    if (opts.redis) {
      suite.redis = await startRedis();
      closers.unshift(() => suite.redis.stop());
      suite.admin = new Redis(suite.redis.url);
      suite.admin.on('error', () => {});
      closers.unshift(() => suite.admin.disconnect());
    }
    const content = await startContent();
    closers.unshift(() => content.close());
    suite.content = content;
    suite.upstream = await startFakeUpstream(content.url);
    closers.unshift(() => suite.upstream.close());
  });
  afterAll(async () => {
    await Promise.all(sites.map((s) => s.close()));
    for (const close of closers) await close();
  });
  return suite;
}
