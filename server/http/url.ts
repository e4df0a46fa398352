/**
 * URL rules at the edge, in one place, for every GET/HEAD before any route runs:
 * - a path that is not clean (repeated slashes, `.`/`..` segments also as %2e, backslashes)
 *   gets one 301 to the clean path, query kept; the Location is always a same-origin path
 *   starting with a single `/` (shared/safe-url.ts cleanPathname);
 * - a path that cannot be read (not origin-form, junk percent-encoding) is a 400, a path
 *   longer than MAX_PATH_LENGTH a 414;
 * - the query is bounded once, here, to what every consumer accepts: at most MAX_QUERY_PARAMS
 *   parameters, each name and value at most MAX_QUERY_VALUE characters (400 otherwise).
 *   Junk encodings in the query are not an error: URLSearchParams keeps them as text.
 * These answers are not faults: nothing is logged at error level for them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cleanPathname } from '../../shared/safe-url.ts';
import { cacheControlFor } from './cache-control.ts';

const MAX_PATH_LENGTH = 1024;
const MAX_QUERY_PARAMS = 50;
const MAX_QUERY_VALUE = 1000;
/** Request URLs are parsed against a fixed origin: the Host header is never trusted for them. */
const BASE = 'http://site.invalid';

type EdgeVerdict =
  | { kind: 'ok'; url: URL }
  | { kind: 'redirect'; location: string }
  | { kind: 'reject'; status: 400 | 414; message: string };

const reject = (status: 400 | 414, message: string): EdgeVerdict => ({ kind: 'reject', status, message });

/** What the edge does with a request target (`req.url`, raw). */
function judgeUrl(target: string): EdgeVerdict {
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q);
  if (!path.startsWith('/') || path.includes('#')) return reject(400, 'Bad request');
  if (path.length > MAX_PATH_LENGTH) return reject(414, 'URI too long');
  const clean = cleanPathname(path);
  if (clean !== path) return { kind: 'redirect', location: clean + query };
  try {
    decodeURIComponent(clean);
  } catch {
    return reject(400, 'Bad request');
  }
  const params = [...new URLSearchParams(query)];
  if (params.length > MAX_QUERY_PARAMS) return reject(400, 'Too many query parameters');
  if (params.some(([k, v]) => k.length > MAX_QUERY_VALUE || v.length > MAX_QUERY_VALUE)) return reject(400, 'Query value too long');
  return { kind: 'ok', url: new URL(clean + query, BASE) };
}

/** The request URL after the edge let it through (or null if it was never judged clean). */
export function requestUrl(req: FastifyRequest): URL | null {
  const verdict = judgeUrl(req.url);
  return verdict.kind === 'ok' ? verdict.url : null;
}

function answer(reply: FastifyReply, verdict: EdgeVerdict): FastifyReply | undefined {
  if (verdict.kind === 'redirect') {
    return reply.code(301).header('location', verdict.location).header('cache-control', cacheControlFor({ status: 301, perVisitor: false })).send();
  }
  if (verdict.kind === 'reject') {
    return reply.code(verdict.status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(verdict.message);
  }
  return undefined;
}

export function registerUrlEdge(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const sent = answer(reply, judgeUrl(req.url));
    if (sent) return sent;
  });
}
