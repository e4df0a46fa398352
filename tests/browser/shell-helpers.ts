/**
 * Shared set-up for the shell's browser tests (tests/browser/shell-*.test.ts): the real
 * app on 127.0.0.1 against the embedded content service (fresh temp DB), and Debian
 * Chromium. The app serves a private snapshot of `dist/` (taken at start, after
 * `npm run build`), so a rebuild by someone else during the run cannot pull the assets
 * from under the pages.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { buildApp, type BuiltApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { SsrModule } from '../../server/render/ssr-module.ts';
import { prodTemplate } from '../../server/render/template.ts';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { startContent } from '../support/site.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ShellEnv {
  site: BuiltApp & { url: string; content: { url: string } };
  browser: Browser;
  /** The snapshot's client directory (built assets). */
  clientDir: string;
  close(): Promise<void>;
}

/** A consistent copy of dist/: every file the client manifest names is there. */
async function snapshotDist(): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'ql-shell-dist-'));
    try {
      cpSync(join(ROOT, 'dist'), dir, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(dir, 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
      const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
      if (files.every((f) => existsSync(join(dir, 'client', f))) && existsSync(join(dir, 'server/entry-server.js'))) {
        // The SSR bundle imports its dependencies by bare name.
        symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
        return dir;
      }
    } catch {
      /* a build was writing dist/: try again */
    }
    rmSync(dir, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('No complete build in dist/: run `npm run build` first');
}

export async function startShellEnv(): Promise<ShellEnv> {
  const snapshot = await snapshotDist();
  const clientDir = join(snapshot, 'client');
  const ssr = (await import(pathToFileURL(join(snapshot, 'server/entry-server.js')).href)) as SsrModule;
  const content = await startContent();
  const config = loadConfig({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' });
  const built = await buildApp({ config, apiBaseUrl: content.url, ssr: async () => ssr, template: prodTemplate(clientDir), clientDir, logger: false });
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = built.app.server.address() as AddressInfo;
  const browser = await launchBrowser();
  return {
    site: { ...built, url: `http://127.0.0.1:${port}`, content },
    browser,
    clientDir,
    async close() {
      await browser.close();
      await built.app.close();
      await content.close();
      rmSync(snapshot, { recursive: true, force: true });
    },
  };
}

/** Turns prefetching and the build check off (they read navigator.connection). */
export const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {} }) });`;

export async function openPage(env: ShellEnv, path: string, opts: BrowserContextOptions & { init?: string[] } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { init = [], ...contextOptions } = opts;
  const context = await env.browser.newContext({ locale: 'zh-CN', ...contextOptions });
  for (const script of init) await context.addInitScript(script);
  const page = await context.newPage();
  await page.goto(env.site.url + path);
  await waitForHydration(page);
  return { context, page };
}

/** Resolves with the next console message of `type` whose text matches. */
export function nextConsole(page: Page, type: string, match: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const on = (msg: { type(): string; text(): string }) => {
      if (msg.type() === type && match.test(msg.text())) {
        page.off('console', on);
        resolve(msg.text());
      }
    };
    page.on('console', on);
  });
}

/** Counts top-level document loads of a page (reloads, full navigations) from now on. */
export function countDocuments(page: Page): { readonly count: number; readonly urls: string[] } {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) urls.push(r.url());
  });
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}
