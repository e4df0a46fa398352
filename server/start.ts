/**
 * Starts the site: validated config, the embedded content service when no API_BASE_URL is
 * set, the app, and graceful shutdown on SIGTERM/SIGINT (in-flight responses finish).
 */
import { resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp, type BuiltApp } from './app.ts';
import type { SsrModule } from './render/ssr-module.ts';
import type { Template } from './render/template.ts';

export interface StartMode {
  ssr: () => Promise<SsrModule>;
  template: Template;
  clientDir?: string;
  serverFactory?: FastifyServerOptions['serverFactory'];
  extraRoutes?: Parameters<typeof buildApp>[0]['extraRoutes'];
  onClose?: () => Promise<void>;
}

export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

export async function start(config: Config, mode: StartMode): Promise<BuiltApp> {
  let content: { url: string; close(): Promise<void> } | null = null;
  let apiBaseUrl = config.apiBaseUrl;
  if (!apiBaseUrl) {
    // No upstream configured: serve the embedded content service in-process, over HTTP on
    // loopback, exactly as an external CMS would be called (docs/product.md §7).
    const { startContentService } = await import('@qinglan/content-service');
    content = await startContentService({
      dbPath: resolve(config.contentDbPath), host: '127.0.0.1', port: 0, logger: false, now: config.clock,
    });
    apiBaseUrl = content.url;
  }
  const built = await buildApp({ config, apiBaseUrl, ...mode });
  const { app } = built;
  // Draining (503 to requests that arrive while closing, idle sockets closed, in-flight
  // responses finished) is server/http/edge.ts's job, so tests of the built app see it too.
  let closing = false;
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ upstream: config.apiBaseUrl ?? 'embedded content service' }, 'site ready');
  if (config.publicOriginIsDefault) {
    app.log.warn({ publicOrigin: config.publicOrigin }, 'PUBLIC_ORIGIN is not set: canonical links, hreflang, og:url, the sitemap and robots.txt name this origin; set PUBLIC_ORIGIN in production');
  }

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight responses');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app
      .close()
      .then(async () => {
        await mode.onClose?.();
        await content?.close();
        process.exit(0);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return built;
}
