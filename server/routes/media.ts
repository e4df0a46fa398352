/**
 * `/media/*` (photos, audio, QR codes, live playlists) passed through from the upstream origin,
 * so pages can use same-origin media URLs whether the content service runs in-process or
 * elsewhere. Behind nginx or a CDN, ops can route /media straight to the content service instead.
 *
 * The upstream decides nothing about how the browser treats the bytes (docs/decisions/014-csp.md):
 * only allow-listed image/audio/stream types go out, under our own Content-Type and nosniff;
 * anything else (HTML, scripts, unknown) is a 502 without the upstream body. SVG is allowed
 * (the QR codes are SVG) under a sandboxing CSP, so opened on its own it runs no script.
 * A hung media upstream answers 504 at the media deadline (MEDIA_TIMEOUT_MS).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { discardBody, type UpstreamClient } from '../upstream/client.ts';
import { mediaType } from '../upstream/media-type.ts';
import { MEDIA_RESOURCE_POLICY } from '../http/security-headers.ts';

const FORWARD_REQUEST = ['if-none-match', 'if-modified-since', 'range', 'if-range'] as const;
const FORWARD_RESPONSE = ['content-length', 'cache-control', 'etag', 'last-modified', 'accept-ranges', 'content-range'] as const;

/** An SVG opened as a document: no script, no external loads; its own inline styles only. */
const SVG_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

function plain(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}

export function registerMediaRoutes(app: FastifyInstance, client: UpstreamClient, opts: { timeoutMs: number }): void {
  app.get('/media/*', async (req, reply) => {
    if (req.url.length > 512 || req.url.includes('..') || req.url.includes('%2e') || req.url.includes('%2E')) {
      return plain(reply, 404, 'Not found');
    }
    const headers: Record<string, string> = {};
    for (const h of FORWARD_REQUEST) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    headers['x-request-id'] = req.id;
    // The upstream client keeps its own (longer) deadline; a reply arriving after ours is dropped.
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), opts.timeoutMs);
    });
    const pending = client.raw(req.url, headers);
    let res;
    try {
      res = await Promise.race([pending, deadline]);
    } catch (err) {
      req.log.warn({ err }, 'media upstream failed');
      return plain(reply, 502, 'Bad gateway');
    } finally {
      clearTimeout(timer);
    }
    if (res === 'timeout') {
      pending.then((late) => discardBody(late.body), () => {});
      req.log.warn({ url: req.url, timeoutMs: opts.timeoutMs }, 'media upstream timed out');
      return plain(reply, 504, 'Gateway timeout');
    }
    if (res.statusCode >= 400) {
      res.body.resume();
      return plain(reply, 404, 'Not found');
    }
    const type = mediaType(res.headers['content-type']);
    if (res.statusCode !== 304 && !type) {
      discardBody(res.body);
      req.log.warn({ url: req.url, contentType: res.headers['content-type'] ?? null }, 'media upstream sent a type that is not media; refused');
      return plain(reply, 502, 'Bad gateway');
    }
    reply.code(res.statusCode);
    for (const h of FORWARD_RESPONSE) {
      const v = res.headers[h];
      if (v !== undefined) reply.header(h, v);
    }
    if (type) reply.header('content-type', type);
    if (type === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    reply.header('cross-origin-resource-policy', MEDIA_RESOURCE_POLICY);
    return reply.send(res.body);
  });
}
