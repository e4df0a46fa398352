/**
 * Everything the edge checks or adds on every request, before any route (
 * docs/decisions/012-edge-rules.md): one Host header (RFC 9112 §3.2: a request with more than
 * one is a 400; Node keeps only the first in `headers.host`, so count the raw headers), the
 * URL rules (./url.ts), the request id echoed in X-Request-Id, and draining at shutdown.
 *
 * Draining: Fastify answers requests routed after close() began with 503 + Connection: close
 * (return503OnClosing) and closes the sockets idle at that moment (forceCloseConnections:
 * 'idle'). An in-flight response must not say Connection: close itself, or the requests
 * pipelined behind it on the same socket would get no answer at all; instead, each socket
 * that becomes idle after its last response is closed right away, so close() does not wait
 * for the keep-alive timeout.
 */
import type { FastifyInstance } from 'fastify';
import { registerUrlEdge } from './url.ts';

export function hostHeaderCount(rawHeaders: string[]): number {
  let n = 0;
  // Only four-letter names are lowercased: this runs on every request.
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') n++;
  return n;
}

export function registerEdge(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (hostHeaderCount(req.raw.rawHeaders) > 1) {
      return reply.code(400).header('connection', 'close').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Bad request: more than one Host header');
    }
  });
  registerUrlEdge(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
