/**
 * Builds the Fastify app once: config → upstream pool, cache, Api, loaders, template, routes.
 * Per request only the request's own context is created (docs/product.md §2).
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiEnvelope } from '../shared/api/envelope.ts';
import type { Clock } from '../shared/clock.ts';
import type { PublicConfig } from '../shared/state.ts';
import type { Config } from './config.ts';
import { createLoaderContext } from './data/loader-context.ts';
import { createStreamProbe } from './data/streams.ts';
import { Microcache } from './http/microcache.ts';
import { createMetrics, type Metrics } from './ops/metrics.ts';
import { genReqId, loggerOptions } from './ops/logger.ts';
import { routeLabel } from './ops/route-label.ts';
import type { SsrModule } from './render/ssr-module.ts';
import type { Template } from './render/template.ts';
import { registerClientLogRoute } from './routes/client-log.ts';
import { registerDataRoutes } from './routes/data.ts';
import { registerHealthRoutes, type ReadinessOptions } from './routes/health.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { registerPageRoutes } from './routes/pages.ts';
import { registerSeoRoutes } from './seo/routes.ts';
import { registerBuildDescriptor, registerStaticRoutes } from './routes/static.ts';
import { Api } from './upstream/api.ts';
import { SwrCache } from './upstream/cache.ts';
import { UpstreamClient } from './upstream/client.ts';

export interface AppOptions {
  config: Config;
  /** Upstream base URL (config.apiBaseUrl, or the in-process content service's). */
  apiBaseUrl: string;
  ssr: () => Promise<SsrModule>;
  template: Template;
  /** Built client files to serve; omitted in dev (Vite serves them). */
  clientDir?: string;
  serverFactory?: FastifyServerOptions['serverFactory'];
  /** Extra routes registered before the catch-all page route (dev preamble). */
  extraRoutes?: (app: FastifyInstance) => void;
  logger?: FastifyServerOptions['logger'];
  metrics?: Metrics;
  /** The site clock (notices, anything dated); default the system clock. */
  clock?: Clock;
  readiness?: ReadinessOptions;
}

export interface BuiltApp {
  app: FastifyInstance;
  api: Api;
  cache: SwrCache<ApiEnvelope<unknown>>;
  metrics: Metrics;
  client: UpstreamClient;
  pageCache: Microcache;
}

export async function buildApp(opts: AppOptions): Promise<BuiltApp> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    genReqId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Close idle keep-alive sockets at shutdown; in-flight responses still finish.
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 1024 },
    ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : {}),
  });
  const metrics = opts.metrics ?? createMetrics();

  const client = new UpstreamClient({ baseUrl: opts.apiBaseUrl, ...config.upstream });
  const cache = new SwrCache<ApiEnvelope<unknown>>({
    maxEntries: config.cache.maxEntries,
    staleWhileRevalidateMs: config.cache.staleWhileRevalidateMs,
    staleIfErrorMs: config.cache.staleIfErrorMs,
    onEvent: (event, endpoint) => metrics.cacheEvents.inc({ event, endpoint }),
    onRevalidateError: (err, key) => app.log.warn({ err, key }, 'background refresh failed; serving stale copy'),
  });
  const api = new Api(client, cache, config.cache, (endpoint, outcome) => metrics.upstreamCalls.inc({ endpoint, outcome }));
  const probeStreams = createStreamProbe(
    client,
    new SwrCache<{ ok: boolean }>({ maxEntries: 500, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 0, onEvent: (event, endpoint) => metrics.cacheEvents.inc({ event, endpoint }) }),
  );

  const pageCache = new Microcache({
    ...config.pageCache,
    onEvent: (event, kind) => metrics.pageCacheEvents.inc({ event, kind }),
    onFill: (kind) => metrics.pageCacheFills.inc({ kind }),
    onFillError: (err) => app.log.warn({ err }, 'background page render failed; serving stale copy'),
  });
  const loaders = createLoaderContext({ api, probeStreams, metrics, log: app.log, clock: opts.clock ?? config.clock });

  const publicConfig = (req: { protocol: string; host: string }): PublicConfig => ({
    amapKey: config.amap.key,
    amapSecurityCode: config.amap.securityCode,
    buildId: opts.template.buildId,
    origin: config.publicOrigin ?? `${req.protocol}://${req.host}`,
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = routeLabel(req.routeOptions.url, req.url);
    metrics.httpDuration.observe({ route, method: req.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  await app.register(cookie);
  // Compress HTML, JSON and text per request (brotli at quality 4: cheap enough to stream);
  // built assets are precompressed. A CDN or nginx in front may do this instead.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
  registerHealthRoutes(app, api, metrics, opts.template.buildId, opts.readiness);
  registerSeoRoutes(app, { api, publicOrigin: config.publicOrigin });
  registerClientLogRoute(app, metrics);
  registerMediaRoutes(app, client);
  registerDataRoutes(app, loaders, pageCache);
  if (opts.clientDir) await registerStaticRoutes(app, opts.clientDir, opts.template.buildId);
  else registerBuildDescriptor(app, opts.template.buildId);
  opts.extraRoutes?.(app);
  registerPageRoutes(app, {
    ssr: opts.ssr,
    template: opts.template,
    loaders,
    publicConfig,
    renderTimeoutMs: config.render.timeoutMs,
  }, pageCache);

  app.addHook('onClose', async () => {
    await client.close();
  });
  return { app, api, cache, metrics, client, pageCache };
}
