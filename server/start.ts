/**
 * Starts the site: validated config, the embedded content service when no API_BASE_URL is
 * set, the app, and graceful shutdown on SIGTERM/SIGINT: readiness turns 503 at once, the
 * listener closes after SHUTDOWN_DRAIN_MS, in-flight responses finish.
 * Start-up failures an operator can fix (a port in use, a database path that cannot be
 * opened) print one line naming the variable, not a stack.
 */
import { resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp, type BuiltApp } from './app.ts';
import { buildInternalApp } from './ops/internal.ts';
import type { SsrModule } from '../shared/ssr-contract.ts';
import type { Template } from './render/template.ts';

export interface StartMode {
  ssr: () => Promise<SsrModule>;
  template: Template;
  clientDir?: string;
  serverFactory?: FastifyServerOptions['serverFactory'];
  extraRoutes?: Parameters<typeof buildApp>[0]['extraRoutes'];
  cspConnectExtra?: string[];
  onClose?: () => Promise<void>;
}

function exitWithConfigError(message: string): never {
  console.error(`Configuration error: ${message}`);
  process.exit(1);
}

export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) exitWithConfigError(err.message);
    throw err;
  }
}

/** The one line for a listen() failure an operator can fix, or null (then the error stands). */
export function listenErrorMessage(err: unknown, host: string, port: number, names = { host: 'HOST', port: 'PORT' }): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  const { host: H, port: P } = names;
  if (code === 'EADDRINUSE') return `${P} ${port} is already in use (on ${H} ${host}); stop what listens there or choose another ${P}`;
  if (code === 'EACCES') return `${P} ${port} needs privileges this process lacks; choose a ${P} above 1023`;
  if (code === 'EADDRNOTAVAIL') return `${H} ${host} is not an address of this machine`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${H} ${host} does not resolve to an address`;
  return null;
}

/** Levels quieter than warn: the embedded content service logs at the site's level then, else at warn. */
const QUIETER: readonly Config['logLevel'][] = ['error', 'fatal', 'silent'];

export async function start(config: Config, mode: StartMode): Promise<BuiltApp> {
  let content: { url: string; close(): Promise<void> } | null = null;
  let apiBaseUrl = config.apiBaseUrl;
  if (!apiBaseUrl) {
    // No upstream configured: serve the embedded content service in-process, over HTTP on
    // loopback, exactly as an external CMS would be called (docs/product.md §7).
    const { startContentService } = await import('@qinglan/content-service');
    content = await startContentService({
      // Its warnings and errors (a demo reservations key, a failed retention run) join the site's
      // log; its request lines do not, the site logs every request itself.
      dbPath: resolve(config.contentDbPath), host: '127.0.0.1', port: 0, now: config.clock,
      logger: { level: QUIETER.includes(config.logLevel) ? config.logLevel : 'warn' },
    }).catch((err: unknown) => {
      if ((err as Error).name === 'DatabaseOpenError') exitWithConfigError(`CONTENT_DB_PATH: ${(err as Error).message}`);
      throw err;
    });
    apiBaseUrl = content.url;
  }
  const built = await buildApp({ config, apiBaseUrl, ...mode });
  const { app } = built;
  // Draining (503 to requests that arrive while closing, idle sockets closed, in-flight
  // responses finished) is server/http/edge.ts's job, so tests of the built app see it too.
  let closing = false;
  // Metrics and readiness detail on their own listener (docs/decisions/015-internal-listener.md),
  // closed with the site.
  if (config.ops.port !== null) {
    const internal = buildInternalApp(built);
    app.addHook('onClose', async () => internal.close());
    try {
      await internal.listen({ host: config.ops.host, port: config.ops.port });
    } catch (err) {
      const message = listenErrorMessage(err, config.ops.host, config.ops.port, { host: 'METRICS_HOST', port: 'METRICS_PORT' });
      if (message === null) throw err;
      await content?.close();
      exitWithConfigError(message);
    }
  }
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    const message = listenErrorMessage(err, config.host, config.port);
    if (message === null) throw err;
    await content?.close();
    exitWithConfigError(message);
  }
  // REDIS_URL may carry a password: only whether it is set is logged.
  app.log.info({ upstream: config.apiBaseUrl ?? 'embedded content service', sharedState: config.redis.url ? 'redis' : 'off', metrics: config.ops.port === null ? 'off' : `${config.ops.host}:${config.ops.port}` }, 'site ready');
  if (config.publicOriginIsDefault) {
    app.log.warn({ publicOrigin: config.publicOrigin }, 'PUBLIC_ORIGIN is not set: canonical links, hreflang, og:url, the sitemap and robots.txt name this origin; set PUBLIC_ORIGIN in production');
  }

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Balancers see 503 on /readyz and stop routing here while the listener still serves.
    // SIGINT is a person at a terminal: no drain for them.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    built.readiness.startDraining();
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing in-flight responses');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, drainMs + config.shutdownGraceMs);
    force.unref();
    new Promise((done) => setTimeout(done, drainMs))
      .then(() => app.close())
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
