import type { FastifyRequest } from 'fastify';

/**
 * The request URL, parsed against a fixed origin (the Host header is not trusted here), or
 * null when it is not a valid path (odd encodings are a 400, never a crash).
 */
export function requestUrl(req: FastifyRequest): URL | null {
  try {
    const url = new URL(req.url, 'http://site.invalid');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}
