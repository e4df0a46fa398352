/**
 * The browser project's shared fixture (vitest globalSetup, tests/support/README.md): one
 * content service and site at TEST_NOW and one Chromium server, started once for the run and
 * handed to every read-only browser file by `inject('sharedBrowser')` (`browserSuite()` and
 * `startShellEnv()` without options). Files that set variables, fake the upstream or read the
 * site's own objects start their own. Each test still gets a fresh browser context.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { BROWSER_ENV, CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './browser.ts';
import { startStack } from './site.ts';

export interface SharedBrowser {
  siteUrl: string;
  contentUrl: string;
  wsEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedBrowser: SharedBrowser;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const site = await startStack();
  const server = await chromium.launchServer({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: CHROMIUM_ARGS, env: BROWSER_ENV });
  project.provide('sharedBrowser', { siteUrl: site.url, contentUrl: site.content.url, wsEndpoint: server.wsEndpoint() });
  return async () => {
    await server.close();
    await site.close();
  };
}
