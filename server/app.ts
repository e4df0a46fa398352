/**
 * Builds the Fastify app once: config → upstream pool, cache, Api, loaders, template, routes.
 * Per request only the request's own context is created (docs/product.md §2).
 */
import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiEnvelope } from '../shared/api/envelope.ts';
import type { Clock } from '../shared/clock.ts';
import type { PublicConfig } from '../shared/state.ts';
import type { Config } from './config.ts';
import { createLoaderContext } from './data/loader-context.ts';
import { createStreamProbe } from './data/streams.ts';
import { ShellVersions } from './data/shell-versions.ts';
import { createHitReplay, type HitReplay } from './http/hit-replay.ts';
import { Microcache } from './http/microcache.ts';
import { STREAM_BROTLI } from './http/stream-encoding.ts';
import { createMetrics, type Metrics } from './ops/metrics.ts';
import { createRenderSlots } from './render/render-slots.ts';
import { loggerOptions, requestIdGenerator } from './ops/logger.ts';
import { connectRedis } from './ops/redis.ts';
import { createReadiness, type Readiness, type ReadinessOptions } from './ops/readiness.ts';
import { registerStateGauges } from './ops/state-gauges.ts';
import { createUpstreamHeartbeat } from './ops/upstream-heartbeat.ts';
import { routeLabel } from './ops/route-label.ts';
import type { SsrModule } from '../shared/ssr-contract.ts';
import type { Template } from './render/template.ts';
import { registerClientLogRoute } from './routes/client-log.ts';
import { registerDataRoutes } from './routes/data.ts';
import { registerOfflinePackRoute } from './routes/offline-pack.ts';
import { registerSecurityHeaders, securityFrameworkErrors, securityHeaders } from './http/security-headers.ts';
import { AMAP_SERVICE_PATH, registerAmapProxy } from './routes/amap-proxy.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { createPhotoPreviews } from './render/photo-preview.ts';
import { registerPageRoutes } from './routes/pages.ts';
import { httpServerOptions, trustProxyOption } from './http/server-options.ts';
import { registerEdge } from './http/edge.ts';
import { registerSeoRoutes } from './seo/routes.ts';
import { registerEventIcsRoutes } from './routes/event-ics.ts';
import { registerBuildDescriptor, registerStaticRoutes } from './routes/static.ts';
import type { Api } from './upstream/api.ts';
import { createApi } from './upstream/create-api.ts';
import type { UpstreamCache } from './upstream/cache.ts';
import { createUpstreamCache } from './upstream/create-cache.ts';
import { createCsrfGuard } from './tickets/csrf.ts';
import { createSiteTicketDesk } from './tickets/desk.ts';
import { registerTicketRoutes } from './tickets/routes.ts';
import { UpstreamClient } from './upstream/client.ts';
import { CacheEpochs } from './upstream/cache-epochs.ts';
import { setUpPurge } from './purge/setup.ts';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

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
  /** Extra CSP connect-src (dev: Vite's HMR websocket). */
  cspConnectExtra?: string[];
}

export interface BuiltApp {
  app: FastifyInstance;
  api: Api;
  cache: UpstreamCache<ApiEnvelope<unknown>>;
  metrics: Metrics;
  client: UpstreamClient;
  /** The readiness probe, also answered in detail on the internal listener. */
  readiness: Readiness;
  pageCache: Microcache;
  hitReplay: HitReplay;
}

export async function buildApp(opts: AppOptions): Promise<BuiltApp> {
  const { config } = opts;
  const security = securityHeaders({ publicOrigin: config.publicOrigin, connectExtra: opts.cspConnectExtra ?? [] });
  const genReqId = requestIdGenerator(config.trustProxy);
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    genReqId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    ...httpServerOptions(config),
    routerOptions: { maxParamLength: 1024 },
    frameworkErrors: securityFrameworkErrors(security),
    ...(opts.serverFactory ? { serverFactory: opts.serverFactory } : {}),
  });
  const metrics = opts.metrics ?? createMetrics();

  const client = new UpstreamClient({ baseUrl: opts.apiBaseUrl, ...config.upstream });
  // Shared state across replicas, only when REDIS_URL is set (docs/decisions/021-shared-state-in-redis.md).
  const shared = config.redis.url ? await connectRedis({ ...config.redis, url: config.redis.url, metrics, log: app.log }) : null;
  // Purge epochs of the Redis copies, raised by publish (docs/purge.md).
  const epochs = new CacheEpochs();
  const cache = createUpstreamCache({ config, metrics, log: app.log, shared, epochs });
  // With Redis, a good upstream reply is also announced there, so a replica restarted during a
  // CMS outage knows the shared copies still serve (server/ops/upstream-heartbeat.ts).
  const heartbeat = shared
    ? createUpstreamHeartbeat(shared, { windowMs: config.cache.staleIfErrorMs, readTimeoutMs: config.redis.commandTimeoutMs })
    : null;
  const onOk = () => {
    readiness.noteUpstreamOk();
    heartbeat?.beat();
  };
  const api = createApi({ client, cache, ttl: config.cache, metrics, log: app.log, onOk });
  const readiness = createReadiness({
    ...opts.readiness,
    probe: () => api.ping('zh-CN'),
    cachedEntries: () => cache.size,
    staleIfErrorMs: config.cache.staleIfErrorMs,
    ...(shared && heartbeat ? { sharedStateOk: shared.healthy, sharedCopiesRecent: heartbeat.recent } : {}),
  });
  registerStateGauges(metrics.registry, { readiness, shared });
  metrics.buildInfo.set({ build_id: opts.template.buildId, version: VERSION, node: process.versions.node }, 1);
  const probeStreams = createStreamProbe(client, {
    ttlMs: config.cache.liveTtlMs,
    staleWhileRevalidateMs: config.cache.staleWhileRevalidateMs,
    onEvent: (event, endpoint) => metrics.cacheEvents.inc({ event, endpoint }),
  });

  const pageCache = new Microcache({
    ...config.pageCache,
    onEvent: (event, kind) => metrics.pageCacheEvents.inc({ event, kind }),
    onFill: (kind) => metrics.pageCacheFills.inc({ kind }),
    onFillError: (err) => app.log.warn({ err }, 'background page render failed; serving stale copy'),
    onServe: (...served) => hitReplay.noteServed(...served),
  });
  // Fresh hits again, answered before Fastify (docs/decisions/033-hit-replay.md).
  const hitReplay = createHitReplay({ pageCache, metrics, log: app.log, genReqId });
  const shellVersions = new ShellVersions();
  const loaders = createLoaderContext({ api, probeStreams, metrics, log: app.log, clock: opts.clock ?? config.clock, shellVersions });

  // Absolute URLs come from configuration only, never from Host/X-Forwarded-Host.
  const publicConfig = (): PublicConfig => ({
    amapKey: config.amap.key,
    // The security code stays here: the browser talks to our proxy, which adds it.
    amapServiceHost: config.amap.securityCode ? `${config.publicOrigin}${AMAP_SERVICE_PATH}` : null,
    buildId: opts.template.buildId,
    origin: config.publicOrigin,
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = routeLabel(req.routeOptions.url, req.url);
    metrics.httpDuration.observe({ route, method: req.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  if (pageCache.enabled) hitReplay.install(app);
  // First, so every reply (Fastify's own 400/404 and errors included) carries them.
  registerSecurityHeaders(app, security);
  registerEdge(app);
  await app.register(cookie);
  // Compress JSON and text per request (brotli at quality 4: cheap enough to stream); a page
  // render compresses its own stream (render/batch-stream.ts) and built assets are
  // precompressed. A CDN or nginx in front may do this instead.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: STREAM_BROTLI });
  registerHealthRoutes(app, readiness, opts.template.buildId);
  registerSeoRoutes(app, { api, publicOrigin: config.publicOrigin });
  registerEventIcsRoutes(app, { api, clock: opts.clock ?? config.clock, publicOrigin: config.publicOrigin });
  await registerClientLogRoute(app, metrics, shared);
  registerMediaRoutes(app, client, config.media);
  if (config.amap.securityCode) registerAmapProxy(app, { ...config.amap, securityCode: config.amap.securityCode, timeoutMs: config.upstream.timeoutMs });
  const csrf = createCsrfGuard(config.publicOrigin);
  registerDataRoutes(app, loaders, pageCache, shellVersions, csrf);
  registerOfflinePackRoute(app);
  await setUpPurge(app, { config, shared, epochs, cache, pageCache, hitReplay, metrics, clock: opts.clock ?? config.clock });
  if (opts.clientDir) await registerStaticRoutes(app, opts.clientDir, opts.template.buildId);
  else registerBuildDescriptor(app, opts.template.buildId);
  opts.extraRoutes?.(app);
  const renderSlots = createRenderSlots(config.render.concurrency);
  metrics.watchRenderSlots(renderSlots);
  const render = {
    ssr: opts.ssr,
    template: opts.template,
    loaders,
    publicConfig,
    previews: createPhotoPreviews({ client, log: app.log }),
    renderSlots,
    renderTimeoutMs: config.render.timeoutMs,
  };
  registerTicketRoutes(app, { desk: createSiteTicketDesk({ client, metrics, log: app.log }), csrf, render, limits: config.tickets });
  registerPageRoutes(app, { ...render, csrf }, pageCache);

  app.addHook('onClose', async () => {
    await client.close();
    await shared?.close();
  });
  return { app, api, cache, metrics, client, readiness, pageCache, hitReplay };
}
