/**
 * AMap's documented production setup for the security code (lbs.amap.com JS API 2.0, "JS API
 * security key usage", proxy forwarding): the browser sets
 * `_AMapSecurityConfig.serviceHost` to our `/_AMapService`, and this route forwards to AMap,
 * adding `jscode=<AMAP_SECURITY_CODE>` on the server, so the code never reaches a browser.
 * The same three locations as AMap's nginx example, and nothing else:
 *   /_AMapService/v4/map/styles… → webapi.amap.com/v4/map/styles…  (custom map styles)
 *   /_AMapService/v3/vectormap…  → fmap01.amap.com/v3/vectormap…   (overseas map)
 *   /_AMapService/…              → restapi.amap.com/…               (web services)
 * GET only, a total deadline and a response size cap; only data types go back (never script or
 * HTML, which would run on our origin: docs/decisions/014-csp.md).
 */
import { Agent, request } from 'undici';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const AMAP_SERVICE_PATH = '/_AMapService';
const MAX_BYTES = 4 * 1024 * 1024;
/** What AMap's services answer with (JSON, tiles, vector data); anything else is refused. */
const ALLOWED_TYPES = /^(application\/json|text\/json|text\/plain|application\/octet-stream|application\/x-protobuf|image\/(png|jpeg|webp))$/;

export interface AmapProxyOptions {
  securityCode: string;
  restBase: string;
  webapiBase: string;
  vectormapBase: string;
  timeoutMs: number;
}

/** The AMap URL for a path below /_AMapService (with its query), jscode added; null if out of bounds. */
export function amapTarget(rest: string, opts: AmapProxyOptions): URL | null {
  const prefixed = [
    { prefix: '/v4/map/styles', base: opts.webapiBase },
    { prefix: '/v3/vectormap', base: opts.vectormapBase },
  ].find((p) => rest === p.prefix || rest.startsWith(`${p.prefix}?`) || rest.startsWith(`${p.prefix}/`));
  const base = new URL(prefixed?.base ?? opts.restBase);
  const target = new URL(base.pathname.replace(/\/+$/, '') + rest, base.origin);
  const mustStart = base.pathname.replace(/\/+$/, '') + (prefixed?.prefix ?? '/');
  // `..` segments are resolved by URL: the result must still be below the location's prefix.
  if (target.origin !== base.origin || !target.pathname.startsWith(mustStart)) return null;
  target.searchParams.delete('jscode');
  target.searchParams.append('jscode', opts.securityCode);
  return target;
}

export function registerAmapProxy(app: FastifyInstance, opts: AmapProxyOptions): void {
  const agent = new Agent({ connections: 16, maxResponseSize: MAX_BYTES, headersTimeout: opts.timeoutMs, bodyTimeout: opts.timeoutMs });
  app.addHook('onClose', async () => agent.close());
  const refuse = (reply: FastifyReply, code: number, text: string) =>
    reply.code(code).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);

  app.get(`${AMAP_SERVICE_PATH}/*`, { exposeHeadRoute: false }, async (req, reply) => {
    const target = req.url.length <= 4096 ? amapTarget(req.url.slice(AMAP_SERVICE_PATH.length), opts) : null;
    if (!target) return refuse(reply, 404, 'Not found');
    try {
      const res = await request(target, {
        dispatcher: agent,
        method: 'GET',
        headers: { accept: req.headers.accept ?? '*/*' },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!ALLOWED_TYPES.test(type)) {
        req.log.warn({ path: target.pathname, contentType: type }, 'AMap proxy: refused a reply type');
        return refuse(reply, 502, 'Bad gateway');
      }
      const cacheControl = res.headers['cache-control'];
      return reply
        .code(res.statusCode)
        .header('content-type', String(res.headers['content-type']))
        .header('cache-control', typeof cacheControl === 'string' ? cacheControl : 'no-store')
        .send(body);
    } catch (err) {
      // The target URL carries the security code: log the path only.
      req.log.warn({ err: { name: (err as Error).name, message: (err as Error).message }, path: target.pathname }, 'AMap proxy failed');
      return refuse(reply, (err as Error).name === 'TimeoutError' ? 504 : 502, 'Bad gateway');
    }
  });
}
