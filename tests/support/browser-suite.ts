/**
 * One browser suite's set-up: the real app against the embedded content service (fresh temp
 * DB) and Debian Chromium, started before the file's tests and closed after them.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, waitForHydration } from './browser.ts';
import { startStack, type Site } from './site.ts';

export interface BrowserSuite {
  site: Site & { content: { url: string } };
  browser: Browser;
}

export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.site = await startStack(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
  });
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
