/**
 * Set-up for browser tests that drive the site shell (navigation, music, color mode...):
 * the browser project's shared site and Chromium, or (startOwnShellEnv) a file's own.
 * Needs `npm run build` first (`npm test` does it).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { A11Y_KEY } from '../../shared/pre-paint/color-mode.ts';
import { afterAll, inject } from 'vitest';
import { connectBrowser, launchBrowser, waitForHydration } from './browser.ts';
import type { StackRef } from './browser-suite.ts';
import { startStack, type Site } from './site.ts';

export interface ShellEnv<S extends StackRef = StackRef> {
  site: S;
  browser: Browser;
  close(): Promise<void>;
}

/** The browser project's shared site and Chromium (tests/support/browser-global.ts): read-only use. */
export async function startShellEnv(): Promise<ShellEnv> {
  const shared = inject('sharedBrowser');
  const browser = await connectBrowser(shared.wsEndpoint);
  return { site: { url: shared.siteUrl, content: { url: shared.contentUrl } }, browser, close: () => browser.close() };
}

/** A site and Chromium of the file's own, for tests that read the site's objects (its metrics). */
export async function startOwnShellEnv(): Promise<ShellEnv<Site & StackRef>> {
  const site = await startStack();
  const browser = await launchBrowser();
  return {
    site,
    browser,
    async close() {
      await browser.close();
      await site.close();
    },
  };
}

/** Turns prefetching and the build check off (they read navigator.connection). */
export const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {} }) });`;

/**
 * Records the path of every fetch() the page makes, as it is called (Playwright's request
 * events arrive later): read with `fetchedPaths(page)`. For "nothing was fetched" checks
 * that would otherwise wait a while and hope.
 */
export const FETCH_SPY = `(() => { const w = window; w.__fetched = []; const f = w.fetch.bind(w); w.fetch = (input, init) => { w.__fetched.push(new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href).pathname); return f(input, init); }; })();`;
export const fetchedPaths = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __fetched: string[] }).__fetched);

/** An init script that saves accessibility toolbar settings (text zoom, contrast...) before the page's pre-paint script reads them. */
export const a11ySettings = (settings: object) => `localStorage.setItem(${JSON.stringify(A11Y_KEY)}, ${JSON.stringify(JSON.stringify(settings))});`;

/** The longest one Playwright step (a wait, a click, a navigation) may take in a test. */
const STEP_TIMEOUT_MS = 20_000;

/** A context as the tests open them: Chinese unless asked, the step timeout below, `init` scripts added. */
async function testContext(browser: Browser, opts: BrowserContextOptions & { init?: string[] }): Promise<BrowserContext> {
  const { init = [], ...contextOptions } = opts;
  const context = await browser.newContext({ locale: 'zh-CN', ...contextOptions });
  // Playwright's own step timeout (30 s) equals the test's (vitest.config.ts), so a stuck step
  // died as a bare "test timed out"; below it, the step that stuck fails with its own name.
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  for (const script of init) await context.addInitScript(script);
  return context;
}

export async function openPage(env: { site: { url: string }; browser: Browser }, path: string, opts: BrowserContextOptions & { init?: string[]; routes?: (context: BrowserContext) => Promise<unknown>; clock?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { routes, clock, ...contextOptions } = opts;
  const context = await testContext(env.browser, contextOptions);
  // Playwright's fake clock: time flows as usual until a test moves it on at once (page.clock.runFor).
  if (clock) await context.clock.install();
  // Routes the page must meet from its first request (set after the load, they can miss a request made right after hydration).
  await routes?.(context);
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

/** `kind` keeps apart pages with the same context options that a test sets up differently (their routes). */
type KeptOptions = BrowserContextOptions & { init?: string[]; kind?: string };

export interface KeptPages {
  /** The kept page for these options, as the last test left it (to watch it before a load). */
  page(opts?: KeptOptions): Promise<Page>;
  /** The kept page for these options, at a fresh load of `path`, hydrated. */
  open(path: string, opts?: KeptOptions): Promise<Page>;
}
/**
 * Pages for loads that leave nothing behind, kept for the file: one context and page per
 * distinct set of options, reused by every test of the file that asks for the same. A page
 * opened for one load costs two to four times the CPU of a navigation in a kept one on this
 * machine (its renderer, then a cold cache: every script compiled and every style parsed
 * again; docs/decisions/043-browser-test-cost.md). Each call is still a fresh document. A test
 * that changes what the next load sees (stored settings, a chosen colour mode, a service
 * worker) opens its own with `openPage`.
 */
export function keptPages(env: { site: { url: string }; browser: Browser }): KeptPages {
  const kept = new Map<string, Promise<Page>>();
  afterAll(async () => {
    const pages = await Promise.all(kept.values());
    kept.clear();
    await Promise.all(pages.map((page) => page.context().close()));
  });
  const page = (opts: KeptOptions = {}): Promise<Page> => {
    const key = JSON.stringify(opts);
    let found = kept.get(key);
    if (!found) {
      const { kind: _kind, ...contextOptions } = opts;
      found = testContext(env.browser, contextOptions).then((context) => context.newPage());
      kept.set(key, found);
    }
    return found;
  };
  return {
    page,
    async open(path, opts = {}) {
      const p = await page(opts);
      await p.goto(env.site.url + path);
      await waitForHydration(p);
      return p;
    },
  };
}
