/**
 * `npm run measure:first-paint`: a cold first visit to key pages in Debian Chromium, a fresh
 * profile per page (no HTTP cache, no service worker), on a line emulated with CDP
 * Network.emulateNetworkConditions. Prints FCP, LCP (and what the LCP element was), when the
 * page was hydrated, and the bytes transferred and requests made until then
 * (docs/decisions/029-critical-css.md). Needs `npm run build`. Figures are indicative: the
 * machine may be shared.
 * - MEASURE_PAGES: comma-separated paths.
 * - MEASURE_LINE: `slow3g` (default: Chrome's Slow 3G, 2000 ms latency, 50 kB/s, a 390x844
 *   phone) or `phone` (Lighthouse's mobile line as DevTools applies it, 562.5 ms latency,
 *   1.47 Mbit/s down, on its 412x823 phone at 1.75x).
 * - MEASURE_H2=1: through nginx with TLS and HTTP/2, as production is reached
 *   (measure/h2-front.ts; docs/decisions/037-photos-wait-for-the-page.md).
 * - MEASURE_SCRIPTS_ALONE=1: each page a second time with its stylesheet and images blocked,
 *   so the line carries only the document, the scripts and their data: the floor of
 *   "hydrated" on this line for this page (docs/decisions/054-floors-of-the-stack.md).
 */
import type { CDPSession } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../tests/support/browser.ts';
import { startStack } from '../tests/support/site.ts';
import { startH2Front } from './measure/h2-front.ts';
import { MEASURE_PAGES as PAGES } from './measure/pages.ts';

const LINES = {
  slow3g: { name: 'Slow 3G (2000 ms latency, 50 kB/s), 390x844', conditions: { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 }, device: { viewport: { width: 390, height: 844 } } },
  phone: { name: "Lighthouse's mobile line (562.5 ms latency, 1.47 Mbit/s), 412x823 at 1.75x", conditions: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }, device: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 } },
} as const;
const lineName = process.env.MEASURE_LINE ?? 'slow3g';
if (!(lineName in LINES)) throw new Error(`MEASURE_LINE must be one of ${Object.keys(LINES).join(', ')}`);
const LINE = LINES[lineName as keyof typeof LINES];
const H2 = process.env.MEASURE_H2 === '1';
const SCRIPTS_ALONE = process.env.MEASURE_SCRIPTS_ALONE === '1';
/** What a page fetches besides its document, scripts and data (CDP URL patterns). */
const NOT_SCRIPTS = ['*.css', '*.jpg', '*.jpeg', '*.png', '*.webp', '*.avif', '*.svg', '*.ico'];

/** FCP and the latest LCP candidate (with its element), observed from the first byte. */
const PERF_PROBE = `(() => {
  const w = window; w.__perf = { fcp: null, lcp: null, lcpWhat: null, hydrated: null };
  new MutationObserver((_, o) => { if (document.documentElement?.dataset.hydrated === 'true') { w.__perf.hydrated = performance.now(); o.disconnect(); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) {
    w.__perf.lcp = e.startTime;
    const el = e.element;
    const what = !e.url ? '' : e.url.startsWith('data:') ? ' inline ' + e.url.slice(5, e.url.indexOf(';')) : ' ' + new URL(e.url).pathname.split('/').pop();
    w.__perf.lcpWhat = el ? el.tagName.toLowerCase() + what : null;
  } }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface Perf {
  fcp: number | null;
  lcp: number | null;
  lcpWhat: string | null;
  /** When the page became interactive (entry-client sets data-hydrated on <html>). */
  hydrated: number | null;
}

/** Bytes on the wire and requests made while `run` runs. */
async function networkDuring(cdp: CDPSession, run: () => Promise<void>): Promise<{ bytes: number; requests: number }> {
  let bytes = 0;
  let requests = 0;
  const onDone = (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength);
  const onSent = () => requests++;
  cdp.on('Network.loadingFinished', onDone);
  cdp.on('Network.requestWillBeSent', onSent);
  await run();
  cdp.off('Network.loadingFinished', onDone);
  cdp.off('Network.requestWillBeSent', onSent);
  return { bytes, requests };
}

const ms = (v: number | null) => (v === null ? '-' : `${Math.round(v)} ms`);

const stack = await startStack();
const front = H2 ? await startH2Front(stack.url) : null;
const origin = front?.url ?? stack.url;
const browser = await launchBrowser(CHROMIUM_PATH); // as a visitor runs it, not the tests' headless shell
try {
  console.log(`Cold first visit, ${LINE.name}, ${H2 ? 'HTTP/2 through nginx' : 'HTTP/1.1'}, fresh profile per page`);
  console.log(['page', 'FCP', 'LCP', 'LCP element', 'hydrated', 'KiB', 'requests'].join('\t'));
  for (const [path, alone] of PAGES.flatMap((p) => (SCRIPTS_ALONE ? [[p, false], [p, true]] as const : [[p, false]] as const))) {
    const context = await browser.newContext({ ...LINE.device, isMobile: true, hasTouch: true, locale: 'zh-CN', ignoreHTTPSErrors: H2 });
    await context.addInitScript(PERF_PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (alone) await cdp.send('Network.setBlockedURLs', { urls: NOT_SCRIPTS });
    await cdp.send('Network.emulateNetworkConditions', LINE.conditions);
    const net = await networkDuring(cdp, async () => {
      await page.goto(origin + path, { timeout: 120_000 });
      // Hydration on this line takes longer than the tests' 15 s wait.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 }).catch(() => undefined);
    });
    const perf = await page.evaluate(() => (window as unknown as { __perf: Perf }).__perf);
    console.log([alone ? `${path} (scripts alone)` : path, ms(perf.fcp), ms(perf.lcp), perf.lcpWhat ?? '-', ms(perf.hydrated), (net.bytes / 1024).toFixed(0), net.requests].join('\t'));
    await context.close();
  }
} finally {
  await browser.close();
  await front?.close();
  await stack.close();
}
