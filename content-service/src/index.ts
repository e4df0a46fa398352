/**
 * Entry points of @qinglan/content-service: startContentService() listens (in-process use by
 * the website's server/start.ts, or main.ts), buildContentApp() gives the bare Fastify app.
 * Pass `now`, the caller's clock: the demo's dates, weather and flow follow it.
 */
import { buildContentApp, seedReloadOf, type ContentAppOptions } from './http/app.ts';
import type { ReloadOutcome } from './publish/reload.ts';

export { buildContentApp, type ContentAppOptions };
export type { PublishHookOptions } from './publish/hook.ts';
export type { ReloadOutcome };
export { SEASON_INSTANTS } from './dates/seasons.ts';

export interface ContentServiceOptions extends ContentAppOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface ContentService {
  /** Base URL, e.g. http://127.0.0.1:3100 (no trailing slash). */
  url: string;
  /** Reads the seed folder again now (what SIGHUP does): reseeds and calls the publish webhook if a file changed. */
  reload(): Promise<ReloadOutcome>;
  close(): Promise<void>;
}

export async function startContentService(opts: ContentServiceOptions = {}): Promise<ContentService> {
  const { host = '127.0.0.1', port = 0, ...appOpts } = opts;
  const app = await buildContentApp(appOpts);
  try {
    await app.listen({ host, port });
  } catch (err) {
    await app.close();
    throw err;
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // A wildcard bind is reachable on loopback; IPv6 literals need brackets in a URL.
  const callHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  const seed = seedReloadOf(app);
  return { url: `http://${callHost}:${actualPort}`, reload: () => seed.reload(), close: () => app.close() };
}
