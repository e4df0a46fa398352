/**
 * `node scripts/measure-offline.ts`: key pages in Chromium under Slow 3G (CDP
 * Network.emulateNetworkConditions: 2000 ms RTT, 50 kB/s down), cold, then again (repeat view,
 * with the service worker in place), then offline after that first visit. Prints FCP, LCP,
 * bytes transferred and what opened offline. Needs `npm run build` and Debian chromium.
 * MEASURE_PAGES=comma-separated paths to choose.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../tests/support/browser.ts';
import { startStack } from '../tests/support/site.ts';

const PAGES = (process.env.MEASURE_PAGES ?? '/,/en,/hotel,/tourist').split(',');
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

/** FCP and the latest LCP candidate, observed from the first byte. */
const PERF_PROBE = `(() => {
  const w = window; w.__perf = { fcp: null, lcp: null };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface Row {
  path: string;
  view: string;
  fcp: string;
  lcp: string;
  kb: string;
  opened: string;
}

const ms = (v: number | null) => (v === null ? '-' : `${Math.round(v)} ms`);

async function bytesDuring(cdp: CDPSession, run: () => Promise<void>): Promise<number> {
  let bytes = 0;
  const on = (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength);
  cdp.on('Network.loadingFinished', on);
  await run();
  cdp.off('Network.loadingFinished', on);
  return bytes;
}

/** What the visitor saw: the page's heading, the offline page, or the browser's error. */
async function whatOpened(page: Page): Promise<string> {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid="offline-page"]')) return `offline page (${document.documentElement.lang})`;
    const h1 = document.querySelector('h1')?.textContent?.trim();
    return h1 ? `page: ${h1}` : `browser error: ${document.title || document.body.innerText.slice(0, 40)}`;
  });
}

async function measure(context: BrowserContext, url: string, path: string): Promise<Row[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  const rows: Row[] = [];
  for (const view of ['cold', 'repeat']) {
    const kb = await bytesDuring(cdp, async () => {
      await page.goto(url + path, { timeout: 120_000 });
      await waitForHydration(page).catch(() => undefined);
    });
    const perf = await page.evaluate(() => (window as unknown as { __perf: { fcp: number | null; lcp: number | null } }).__perf);
    rows.push({ path, view, fcp: ms(perf.fcp), lcp: ms(perf.lcp), kb: (kb / 1024).toFixed(0), opened: await whatOpened(page) });
    if (view === 'cold') {
      // The worker installs after the first load (its precache on the same slow line).
      await page.evaluate(async () => {
        const worker = (await navigator.serviceWorker.ready).active!;
        if (worker.state !== 'activated') await new Promise((r) => worker.addEventListener('statechange', r, { once: true }));
      });
    }
  }
  await context.setOffline(true);
  const kb = await bytesDuring(cdp, async () => {
    await page.reload().catch(() => undefined);
    await waitForHydration(page).catch(() => undefined);
  });
  const perf = await page.evaluate(() => (window as unknown as { __perf?: { fcp: number | null; lcp: number | null } }).__perf ?? { fcp: null, lcp: null }).catch(() => ({ fcp: null, lcp: null }));
  rows.push({ path, view: 'offline', fcp: ms(perf.fcp), lcp: ms(perf.lcp), kb: (kb / 1024).toFixed(0), opened: await whatOpened(page).catch(() => 'browser error') });
  return rows;
}

const site = await startStack();
const browser = await launchBrowser();
try {
  const rows: Row[] = [];
  for (const path of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    await context.addInitScript(PERF_PROBE);
    rows.push(...(await measure(context, site.url, path)));
    await context.close();
  }
  console.log('Slow 3G (2000 ms RTT, 50 kB/s down), 390 px, fresh profile per page');
  console.log(['page', 'view', 'FCP', 'LCP', 'KiB', 'opened'].join('\t'));
  for (const r of rows) console.log([r.path, r.view, r.fcp, r.lcp, r.kb, r.opened].join('\t'));
} finally {
  await browser.close();
  await site.close();
}
