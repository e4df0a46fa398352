/**
 * /sitemap.xml and /robots.txt . Register once in server/app.ts:
 *   registerSeoRoutes(app, { api, publicOrigin: config.publicOrigin });
 * Both are cacheable by a CDN: short shared freshness, long stale-while-revalidate, and the
 * sitemap's content lists come through the same SWR cache as the pages.
 */
import type { FastifyInstance } from 'fastify';
import type { Api } from '../upstream/api.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

export interface SeoDeps {
  api: Pick<Api, 'forRequest'>;
  /** The configured public origin (config.publicOrigin): never the request's Host header. */
  publicOrigin: string;
}

const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';
const ROBOTS_CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800';

export function registerSeoRoutes(app: FastifyInstance, deps: SeoDeps): void {
  app.get('/sitemap.xml', async (req, reply) => {
    let xml: string;
    try {
      xml = sitemapXml(deps.publicOrigin, await sitemapEntries(deps.api.forRequest(req.id)));
    } catch (err) {
      // No half sitemap: a crawler that gets 503 comes back later and keeps the old one.
      req.log.error({ err }, 'sitemap: content lists failed');
      return reply.code(503).header('retry-after', '300').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Sitemap temporarily unavailable');
    }
    return reply.header('cache-control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', async (_req, reply) =>
    reply.header('cache-control', ROBOTS_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(deps.publicOrigin)),
  );
}
