/**
 * Starts the site: validated config, the embedded content service when no API_BASE_URL is
 * set, the app, and graceful shutdown on SIGTERM/SIGINT: readiness turns 503 at once, the
 * listener closes after SHUTDOWN_DRAIN_MS, in-flight responses finish.
 * Start-up failures an operator can fix (a port in use, a database path that cannot be
 * opened) print one line naming the variable, not a stack.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { ConfigError } from './env-values.ts';
import { buildApp, type BuiltApp } from './app.ts';
import { buildInternalApp } from './ops/internal.ts';
import { PUBLISH_HOOK_PATH } from '../shared/publish-hook.ts';
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

/** Where this process's own listener is reached from inside it: a wildcard bind on loopback. */
function selfUrl(host: string, port: number): string {
  const callHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${callHost}:${port}`;
}

export async function start(config: Config, mode: StartMode): Promise<BuiltApp> {
  let content: { url: string; reload(): Promise<unknown>; close(): Promise<void> } | null = null;
  let apiBaseUrl = config.apiBaseUrl;
  let sitePort = config.port;
  if (!apiBaseUrl) {
    // No upstream configured: serve the embedded content service in-process, over HTTP on
    // loopback, exactly as an external CMS would be called (docs/product.md §7).
    const { startContentService } = await import('@qinglan/content-service');
    // It publishes to this very site when its seed changes (docs/purge.md), signed as any CMS
    // would: with PUBLISH_WEBHOOK_SECRET, else a secret made for this process that never leaves it.
    const secret = config.publishHook.secret ?? randomBytes(32).toString('base64url');
    config = { ...config, publishHook: { secret } };
    content = await startContentService({
      // Its warnings and errors (a demo reservations key, a failed retention run) join the site's
      // log; its request lines do not, the site logs every request itself.
      dbPath: resolve(config.contentDbPath), host: '127.0.0.1', port: 0, now: config.clock,
      ...(config.contentSeedDir ? { seedDir: resolve(config.contentSeedDir) } : {}),
      logger: { level: QUIETER.includes(config.logLevel) ? config.logLevel : 'warn' },
      // The site's port is known once it listens (PORT may be 0); no publish comes before that.
      publishHook: { url: () => `${selfUrl(config.host, sitePort)}${PUBLISH_HOOK_PATH}`, secret },
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
  sitePort = (app.server.address() as AddressInfo).port;
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
  // As the standalone content service does: ops reload the embedded one's seed with SIGHUP
  // (content-service/README.md, "Publishing"); a change it finds is published here.
  if (content) {
    const embedded = content;
    process.on('SIGHUP', () => void embedded.reload().catch((err: unknown) => app.log.error({ err }, 'seed reload failed')));
  }
  process.once('SIGINT', () => shutdown('SIGINT'));
  return built;
}
