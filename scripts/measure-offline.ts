/**
 * `node scripts/measure-offline.ts`: key pages in Chromium under Slow 3G (CDP
 * Network.emulateNetworkConditions: 2000 ms RTT, 50 kB/s down), cold, then again (repeat view,
 * with the service worker in place), then offline after that first visit. Prints FCP, LCP,
 * bytes transferred and what opened offline. Then the offline pack of each language
 * (docs/decisions/023-offline-pack.md), on an unthrottled line: how long the manifest took to
 * build, how much was saved, and what opened offline from the pack alone (the worker's own caches
 * emptied), audio guide included. Needs `npm run build` and Debian chromium.
 * MEASURE_PAGES=comma-separated paths to choose; MEASURE_PACK=0 skips the pack.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser, waitForHydration } from '../tests/support/browser.ts';
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

/** Saves a language's pack from its /tourist, empties the worker's other caches, then opens pack pages offline. */
async function measurePack(context: BrowserContext, url: string, prefix: string): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(`${url}${prefix}/tourist`);
  await waitForHydration(page);
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated') await new Promise((r) => worker.addEventListener('statechange', r, { once: true }));
  });
  await page.reload();
  await waitForHydration(page);
  const panel = page.locator('[data-testid="offline-pack"]');
  await page.locator('[data-testid="offline-pack"][data-state="ready"]').waitFor({ timeout: 120_000 });
  const shown = `${prefix || '/'} size shown: ${await panel.locator('[data-testid="offline-pack-size"]').innerText()}`;
  const started = Date.now();
  await panel.getByRole('button').click();
  await page.locator('[data-testid="offline-pack"][data-state="saved"]').waitFor({ timeout: 120_000 });
  const saved = `${prefix || '/'} saved in ${Date.now() - started} ms: ${await panel.locator('[data-testid="offline-pack-saved"]').innerText()}`;
  const stored = await page.evaluate(async (name) => {
    let bytes = 0;
    const cache = await caches.open(name);
    for (const req of await cache.keys()) bytes += (await (await cache.match(req))!.arrayBuffer()).byteLength;
    return `${(await cache.keys()).length} entries, ${(bytes / 1024).toFixed(0)} KiB in Cache Storage`;
  }, `qinglan-pack-${prefix ? 'en' : 'zh-CN'}`);
  await page.evaluate(() => Promise.all(['qinglan-pages', 'qinglan-data', 'qinglan-photos'].map((n) => caches.delete(n))));
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const lines = [shown, saved, `${prefix || '/'} ${stored}`];
  for (const path of ['/tourist', '/explain', '/theme?id=1', '/hotel']) {
    await page.goto(url + prefix + path).catch(() => undefined);
    await waitForHydration(page).catch(() => undefined);
    lines.push(`offline ${prefix}${path}: ${await whatOpened(page).catch(() => 'browser error')}`);
  }
  // A page of its own: the offline page just shown reloads itself when the network returns.
  const player = await context.newPage();
  await player.goto(`${url}${prefix}/explain`).catch(() => undefined);
  await waitForHydration(player).catch(() => undefined);
  const audio = await player
    .locator('audio')
    .first()
    .evaluate(async (a: HTMLAudioElement) => {
      a.muted = true;
      await a.play();
      await new Promise((r) => setTimeout(r, 1500));
      return `readyState ${a.readyState}, played to ${a.currentTime.toFixed(1)} s`;
    })
    .catch((e: Error) => `failed: ${e.message}`);
  lines.push(`offline ${prefix}/explain audio: ${audio}`);
  return lines;
}

const site = await startStack();
const browser = await launchBrowser(CHROMIUM_PATH); // as a visitor runs it, not the tests' headless shell
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
  if (process.env.MEASURE_PACK !== '0') {
    console.log('\nOffline pack, unthrottled, 390 px, fresh profile per language');
    for (const prefix of ['', '/en']) {
      const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, locale: prefix ? 'en' : 'zh-CN' });
      for (const line of await measurePack(context, site.url, prefix)) console.log(line);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
