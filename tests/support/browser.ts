/**
 * Debian's Chromium through playwright-core (no browser downloads here). Collects console
 * errors and hydration warnings per page so tests can assert there are none.
 */
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';

/** Debian's Chromium as a visitor runs it: what the measurement scripts and screenshots use. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's headless shell build of the same Chromium (package chromium-headless-shell): what the
 * tests drive, as Playwright's own browsers do for headless runs (microsoft/playwright#33566).
 * Blink and V8 are the same; it leaves out the browser's window and its UI, which cost about
 * 1.3 s of CPU for each new page on this machine (docs/decisions/043-browser-test-cost.md).
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * The flags this machine's Chromium runs with (no sandbox in the container, no GPU, nothing in
 * the background), and no host but loopback: a request meant to leave 127.0.0.1 fails at name
 * resolution, without Playwright's routes (which turn a page's HTTP cache off). Tests that
 * stand in for a remote script (AMap) still fulfil it with a route.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/**
 * Chromium's environment: the tests' own, without libfaketime. The date-shifted pass
 * (`faketime '+200 days' npm test`) moves the clock of the code under test, the site and the
 * content service; the browser stands for the visitor's device, whose clock is its own (the
 * client decides nothing by it: "now" on a page is the server's, carried forward by elapsed
 * time, client/hooks/useAreaNow.ts). Under libfaketime 0.9.10 Chromium's CPU throttling
 * (`Emulation.setCPUThrottlingRate`, tests/browser/first-tap.test.ts) never lets a touch tap
 * finish: at 4x a tap timed out after 8 s under it and took 0.44 s without it (2026-11-30).
 */
export const BROWSER_ENV: Record<string, string> = withoutFaketime(process.env);

/** `env` without libfaketime: its FAKETIME* settings and its entry in LD_PRELOAD; anything else preloaded (an allocator) stays. */
export function withoutFaketime(env: NodeJS.ProcessEnv): Record<string, string> {
  const out = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && !e[0].startsWith('FAKETIME')));
  // ld.so splits LD_PRELOAD on spaces and colons (ld.so(8)).
  const preload = (out.LD_PRELOAD ?? '').split(/[\s:]+/).filter((lib) => lib && !/(^|\/)libfaketime[^/]*\.so/.test(lib));
  if (preload.length) out.LD_PRELOAD = preload.join(':');
  else delete out.LD_PRELOAD;
  return out;
}

/**
 * Contexts block the offline service worker unless they ask for it (`serviceWorkers: 'allow'`,
 * tests/browser/offline.test.ts): its background precache would add some 60 requests to every
 * test page, and requests it answers escape `page.route` interception.
 */
export async function launchBrowser(executablePath = HEADLESS_SHELL_PATH): Promise<Browser> {
  return blockingWorkers(await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, env: BROWSER_ENV }));
}

/** The shared Chromium server of the browser project (tests/support/browser-global.ts), with the same defaults. */
export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return blockingWorkers(await chromium.connect(wsEndpoint));
}

function blockingWorkers(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

/** Console errors/warnings and page errors seen on a page, until `stop()` (for a kept page, at the test's end). */
export function watchConsole(page: Page): { errors: string[]; warnings: string[]; stop(): void } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
    if (msg.type() === 'warning') warnings.push(msg.text());
  };
  const onError = (err: Error) => errors.push(`pageerror: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    warnings,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/** Resolves once React has hydrated (the client entry marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
}

/** Whether React has hydrated the first element matching `selector` (it stamps its fiber on the node). */
export const isHydrated = (page: Page, selector: string): Promise<boolean> =>
  page.locator(selector).first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));

/**
 * Resolves once React has hydrated the element matching `selector`: a part that hydrates from its
 * own chunk (docs/decisions/028-lazy-hydration.md) answers keys and clicks from then on.
 */
export async function waitForPartHydration(page: Page, selector: string): Promise<void> {
  // The same test as isHydrated, polled in the page (this module is also loaded outside vitest).
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    },
    selector,
    { timeout: 15_000 },
  );
}

/**
 * Resolves once this page's service worker is activated. When it is not within `timeoutMs`, it
 * fails with what a reader needs to tell why: the registration's workers and their states (no
 * registration after an install means the install failed) and each precache URL (read from
 * /sw.js) that the server does not answer with a 200 right now.
 */
export async function waitForActiveWorker(page: Page, timeoutMs = 20_000): Promise<void> {
  const outcome = await page.evaluate(async (ms) => {
    const activated = (async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (worker.state !== 'activated') await new Promise((r) => worker.addEventListener('statechange', r, { once: true }));
      return 'activated' as const;
    })();
    return Promise.race([activated, new Promise<'late'>((r) => setTimeout(() => r('late'), ms))]);
  }, timeoutMs);
  if (outcome === 'activated') return;
  const report = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const workers = reg ? { installing: reg.installing?.state ?? null, waiting: reg.waiting?.state ?? null, active: reg.active?.state ?? null } : null;
    const script = await (await fetch('/sw.js', { cache: 'no-store' })).text();
    const urls = [...script.matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1]}`);
    const failing: string[] = [];
    for (const url of urls) {
      const res = await fetch(url, { cache: 'no-store' }).catch((err: unknown) => String(err));
      if (typeof res === 'string' || res.status !== 200) failing.push(`${url} → ${typeof res === 'string' ? res : res.status}`);
    }
    return { workers, precached: urls.length, failing };
  });
  throw new Error(`the service worker was not activated within ${timeoutMs} ms: ${JSON.stringify(report)}`);
}
