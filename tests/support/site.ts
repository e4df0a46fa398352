/**
 * Starts the real app (built SSR bundle + client assets from `npm run build`) on 127.0.0.1
 * against a given upstream, in-process so tests can look at its cache and metrics.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, type AppOptions, type BuiltApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { loggerOptions } from '../../server/ops/logger.ts';
import type { SsrModule } from '../../shared/ssr-contract.ts';
import { prodTemplate } from '../../server/render/template.ts';
import type { Clock } from '../../shared/clock.ts';
import { testClock } from './clock.ts';
import { freePort } from './ports.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CLIENT_DIR = join(ROOT, 'dist/client');
const SSR_ENTRY = join(ROOT, 'dist/server/entry-server.js');

export interface Site extends BuiltApp {
  url: string;
  close(): Promise<void>;
}

export interface SiteOptions extends Partial<Pick<AppOptions, 'clock' | 'readiness'>> {
  apiBaseUrl: string;
  env?: Record<string, string>;
  logger?: boolean;
  logStream?: { write(line: string): void };
}

/**
 * The site at TEST_NOW unless a test passes its own clock. Its port is chosen before it is
 * built (absolute URLs come from PUBLIC_ORIGIN, which names it), so another process may take
 * it in between: then the site is built again on another port.
 */
export async function startSite(opts: SiteOptions): Promise<Site> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSiteOnce(opts);
    } catch (err) {
      const taken = (err as NodeJS.ErrnoException).code === 'EADDRINUSE' && opts.env?.PORT === undefined;
      if (!taken || attempt === 5) throw err;
    }
  }
}

async function startSiteOnce(opts: SiteOptions): Promise<Site> {
  // Absolute URLs come from PUBLIC_ORIGIN only, so give the site its own address as origin.
  const port = opts.env?.PORT ?? String(await freePort());
  const config = loadConfig({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: port, PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...opts.env });
  // Every site test runs at TEST_NOW unless it sets CLOCK_NOW itself.
  if (opts.env?.CLOCK_NOW === undefined) config.clock = testClock;
  const ssr = (await import(pathToFileURL(SSR_ENTRY).href)) as SsrModule;
  const built = await buildApp({
    config,
    apiBaseUrl: opts.apiBaseUrl,
    ssr: async () => ssr,
    template: prodTemplate(CLIENT_DIR),
    clientDir: CLIENT_DIR,
    clock: opts.clock ?? config.clock,
    ...(opts.readiness ? { readiness: opts.readiness } : {}),
    logger: opts.logStream ? { ...(loggerOptions(config) as object), level: 'info', stream: opts.logStream } : opts.logger ? { level: 'warn' } : false,
  });
  try {
    await built.app.listen({ host: '127.0.0.1', port: config.port });
  } catch (err) {
    await built.app.close();
    throw err;
  }
  return { ...built, url: `http://127.0.0.1:${config.port}`, close: () => built.app.close() };
}

/** The embedded content service on an ephemeral port with a fresh database, at TEST_NOW by default, from its seed or `seedDir`. */
export async function startContent(now: Clock = testClock, seedDir?: string): Promise<{ url: string; close(): Promise<void> }> {
  const { startContentService } = await import('@qinglan/content-service');
  const dir = mkdtempSync(join(tmpdir(), 'ql-content-'));
  return startContentService({ dbPath: join(dir, 'content.db'), host: '127.0.0.1', port: 0, logger: false, now, ...(seedDir ? { seedDir } : {}) });
}

/** Content service (from its seed or `seedDir`) + site, closed together, both on one clock (TEST_NOW unless env sets CLOCK_NOW). */
export async function startStack(env: Record<string, string> = {}, seedDir?: string): Promise<Site & { content: { url: string } }> {
  const clock = env.CLOCK_NOW === undefined ? testClock : loadConfig({ CLOCK_NOW: env.CLOCK_NOW }).clock;
  const content = await startContent(clock, seedDir);
  const site = await startSite({ apiBaseUrl: content.url, env });
  return {
    ...site,
    content,
    close: async () => {
      await site.close();
      await content.close();
    },
  };
}
