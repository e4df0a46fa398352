/**
 * One browser suite's set-up: the real app against the embedded content service (fresh temp
 * DB) and Debian Chromium, started before the file's tests and closed after them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
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
