/**
 * `/media/*` (photos, audio, QR codes) passed through from the upstream origin, so pages can
 * use same-origin media URLs whether the content service runs in-process or elsewhere.
 * Behind nginx or a CDN, ops can route /media straight to the content service instead.
 */
import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../upstream/client.ts';

const FORWARD_REQUEST = ['if-none-match', 'if-modified-since', 'range', 'if-range'] as const;
const FORWARD_RESPONSE = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'accept-ranges', 'content-range'] as const;

export function registerMediaRoutes(app: FastifyInstance, client: UpstreamClient): void {
  app.get('/media/*', async (req, reply) => {
    if (req.url.length > 512 || req.url.includes('..') || req.url.includes('%2e') || req.url.includes('%2E')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const headers: Record<string, string> = {};
    for (const h of FORWARD_REQUEST) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    let res;
    try {
      res = await client.raw(req.url, headers);
    } catch (err) {
      req.log.warn({ err }, 'media upstream failed');
      return reply.code(502).type('text/plain; charset=utf-8').send('Bad gateway');
    }
    reply.code(res.statusCode);
    for (const h of FORWARD_RESPONSE) {
      const v = res.headers[h];
      if (v !== undefined) reply.header(h, v);
    }
    if (res.statusCode >= 400) {
      res.body.resume();
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.send(res.body);
  });
}
