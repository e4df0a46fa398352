/**
 * Built client files: hashed assets under /assets are immutable; the rest of the public dir
 * (logo.png, robots.txt...) gets a day. `/_build.json` is the build descriptor the client
 * polls to detect a new version (docs/behaviour.md §4). The service worker, its offline pages
 * and the web app manifests are revalidated on every use so a new build reaches phones
 * (docs/decisions/020-offline-service-worker.md).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../http/cache-control.ts';

export async function registerStaticRoutes(app: FastifyInstance, clientDir: string, buildId: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    serveDotFiles: false,
    // .br/.gz siblings written at build time (scripts/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.header('cache-control', cacheControlFor(path));
      if (path.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  registerBuildDescriptor(app, buildId);
}

/** Files that must follow each build at once: the worker, its offline pages and the manifests (or their .br/.gz). */
const REVALIDATED = /[\\/](sw\.js|offline\.(html|js|css)|manifest\.webmanifest)(\.br|\.gz)?$/;

function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return IMMUTABLE_CACHE_CONTROL;
  return REVALIDATED.test(path) ? 'no-cache' : 'public, max-age=86400';
}

export function registerBuildDescriptor(app: FastifyInstance, buildId: string): void {
  app.get('/_build.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send({ buildId }));
}
