/**
 * One browser suite's set-up: the real app against the embedded content service and Debian
 * Chromium, shared by the read-only files of the run or the file's own (`browserSuite(env)`).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { connectBrowser, launchBrowser, waitForHydration } from './browser.ts';
import { startStack } from './site.ts';

/** Where a suite's site and content service answer. */
export interface StackRef {
  url: string;
  content: { url: string };
}

export interface BrowserSuite {
  site: StackRef;
  browser: Browser;
}

/**
 * A browser file's site and Chromium: with no `env`, the browser project's shared ones
 * (tests/support/browser-global.ts: started once, read-only); with `env`, a stack and a
 * Chromium of the file's own, started before its tests and closed after them.
 */
export function browserSuite(env?: Record<string, string>): BrowserSuite {
  const suite = {} as BrowserSuite;
  let close = async () => {};
  beforeAll(async () => {
    if (!env) {
      const shared = inject('sharedBrowser');
      suite.site = { url: shared.siteUrl, content: { url: shared.contentUrl } };
      suite.browser = await connectBrowser(shared.wsEndpoint);
      close = () => suite.browser.close();
      return;
    }
    const site = await startStack(env);
    suite.site = site;
    suite.browser = await launchBrowser();
    close = async () => {
      await suite.browser.close();
      await site.close();
    };
  });
  afterAll(() => close());
  return suite;
}

/**
 * Pages for one test file: `open(path)` starts a fresh context (closed after each test) and
 * waits for hydration; `poll` waits for a value (animations and lazy loads take longer on a
 * busy machine) without asserting any timing.
 */
export function pageOpener(suite: BrowserSuite) {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  return {
    async open(path: string, viewport = { width: 1280, height: 900 }, options: BrowserContextOptions = {}): Promise<Page> {
      context = await suite.browser.newContext({ viewport, ...options });
      const page = await context.newPage();
      await page.goto(suite.site.url + path);
      await waitForHydration(page);
      return page;
    },
    poll: <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 10_000, interval: 50 }),
  };
}
