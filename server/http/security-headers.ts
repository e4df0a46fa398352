/**
 * The one place the site's security headers are decided (docs/decisions/014-csp.md):
 * helmet for CSP, COOP/CORP, nosniff, Referrer-Policy and frame options, plus
 * Permissions-Policy and HSTS (helmet has neither the first nor a per-request second).
 * Registered before every route, as onRequest hooks, so Fastify's own 400/404 and error
 * replies carry them too. The helmet middleware is built once at start-up: @fastify/helmet
 * (13.2) calls `helmet(options)` inside every request, re-parsing the CSP directives each time:
 * 1.1 of 8.4 busy seconds serving microcached pages (docs/measurements/032-cheaper-render-and-memory.md).
 */
import { createHash } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { PRE_PAINT_SCRIPT } from '../../shared/pre-paint/script.ts';

/** CSP source expression of an inline script: the browser runs it only if it hashes to this. */
function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * AMap JS API 2.0 (client/components/map/amap.ts): the loader script and its modules come
 * from one fixed host, webapi.amap.com, so scripts are allowed from it alone (a wildcard would
 * let any *.amap.com page, JSONP endpoint included, run script here); tiles, vector data and
 * icons from *.amap.com and *.is.autonavi.com (not script); its web workers start from blob:
 * URLs. Web-service calls go through our own /_AMapService.
 */
const AMAP_SCRIPTS = ['https://webapi.amap.com'];
const AMAP_DATA = ['https://*.amap.com', 'https://*.is.autonavi.com'];

/** Inline handlers of the static last-resort error page (server/render/fallback.ts); a test checks the list. */
export const FALLBACK_PAGE_HANDLERS = ['history.back()', 'location.reload()'];

/**
 * The page policy. The only inline script is the pre-paint script (allowed by its
 * hash, which holds for every visitor and survives any HTML cache); the page state is a
 * non-executed JSON element. Styles need 'unsafe-inline': React writes style attributes with
 * data-dependent values (meters, map pin positions) that no hash can cover, and AMap injects
 * <style> elements.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", scriptHash(PRE_PAINT_SCRIPT), ...AMAP_SCRIPTS],
  // Only the two button handlers of the last-resort error page (server/render/fallback.ts).
  'script-src-attr': ["'unsafe-hashes'", ...FALLBACK_PAGE_HANDLERS.map(scriptHash)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', ...AMAP_DATA],
  'connect-src': ["'self'", ...AMAP_DATA],
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  // blob: for the live-camera player: hls.js plays a stream through a MediaSource URL (docs/decisions/024-area-time-live-data.md).
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Powerful features: none except geolocation ("you are here") and fullscreen (image viewer) for the site itself. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** A year, no includeSubDomains (other hosts of the area's domain are not ours to upgrade), no preload. */
export const HSTS = 'max-age=31536000';

/** Served media may be embedded by a sibling host (a CDN); everything else is same-origin only. */
export const MEDIA_RESOURCE_POLICY = 'same-site';

/**
 * HSTS only on HTTPS: the request came over TLS (directly, or from a trusted proxy that says
 * X-Forwarded-Proto: https; TRUST_PROXY), or the configured public origin is https (a TLS
 * front end the site does not trust for headers). Browsers ignore HSTS over plain HTTP anyway.
 */
export function wantsHsts(req: Pick<FastifyRequest, 'protocol'>, publicOrigin: string | null): boolean {
  return req.protocol === 'https' || (publicOrigin?.startsWith('https:') ?? false);
}

/** Options of the hook and the framework-error path; `connectExtra`: dev's Vite HMR socket. */
const helmetOptions = (connectExtra: string[]) => ({
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: { ...CSP_DIRECTIVES, 'connect-src': [...CSP_DIRECTIVES['connect-src']!, ...connectExtra] },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
  // COEP would break cross-origin AMap tiles that send no CORP header.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  frameguard: { action: 'sameorigin' as const },
  // Per request instead (wantsHsts).
  strictTransportSecurity: false,
});

export interface SecurityHeaderOptions {
  publicOrigin: string | null;
  /** Extra connect-src sources (development only: Vite's HMR websocket on its own port). */
  connectExtra?: string[];
}

/** Sets every security header on a reply. Built once at start-up, for the hook and the framework-error path alike. */
export type ApplySecurityHeaders = (req: FastifyRequest, reply: FastifyReply) => void;

export function securityHeaders(opts: SecurityHeaderOptions): ApplySecurityHeaders {
  const applyHelmet = helmet(helmetOptions(opts.connectExtra ?? []));
  return (req, reply) => {
    applyHelmet(req.raw, reply.raw, () => {});
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (wantsHsts(req, opts.publicOrigin)) reply.header('strict-transport-security', HSTS);
  };
}

export function registerSecurityHeaders(app: FastifyInstance, apply: ApplySecurityHeaders): void {
  app.addHook('onRequest', (req, reply, done) => {
    apply(req, reply);
    done();
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (or an over-long parameter) is answered
 * before any hook runs, so the headers are applied here by hand; the answer is Fastify's usual
 * 400 JSON.
 */
export function securityFrameworkErrors(apply: ApplySecurityHeaders) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    apply(req, reply);
    const statusCode = err.statusCode ?? 400;
    return reply.code(statusCode).send({ error: 'Bad Request', code: err.code, message: err.message, statusCode });
  };
}
