/**
 * Built client files: hashed assets under /assets are immutable; the rest of the public dir
 * (logo.png, robots.txt...) gets a day. `/_build.json` is the build descriptor the client
 * polls to detect a new version (docs/behaviour.md §4).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
      res.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });
  registerBuildDescriptor(app, buildId);
}

export function registerBuildDescriptor(app: FastifyInstance, buildId: string): void {
  app.get('/_build.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send({ buildId }));
}
