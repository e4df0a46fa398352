/**
 * Phase 3 of `npm run test:hostile`: the XSS payload families of tests/support/xss.ts in
 * Chromium, planted in CMS fields (every detail type, both languages), home banners, query
 * strings and /media, round after round until the time is up. Counts executions of
 * `window.__xss++`; requests that would leave 127.0.0.1 are aborted.
 */
import type { Page } from 'playwright-core';
import { ROUTE_LIST } from '../../shared/routes.ts';
import { launchBrowser, waitForHydration } from '../../tests/support/browser.ts';
import { API } from '../../tests/support/faults.ts';
import type { FakeUpstream } from '../../tests/support/upstream.ts';
import { clickAll, countXss, EVIL_JPG, EVIL_SVG, queryTargets, URL_PAYLOADS, XSS_BEHAVIOURS } from '../../tests/support/xss.ts';

export interface BrowserResult {
  executions: number;
  pages: number;
  /** Visits that did not load or hydrate (not a security failure; reported to explain low counts). */
  failedVisits: number;
  /** The detector counted the control execution. */
  control: boolean;
}

async function detailPaths(contentUrl: string): Promise<string[]> {
  const paths: string[] = [];
  for (const r of ROUTE_LIST.filter((r) => r.detail)) {
    const res = await fetch(`${contentUrl}${API}/article/getArticleList?typeCode=${r.typeCode}&pageSize=1`);
    const id = ((await res.json()) as { data: { records: { id: number }[] } }).data.records[0]?.id;
    if (id !== undefined) paths.push(`${r.path}?id=${id}`, `/en${r.path}?id=${id}`);
  }
  return paths;
}

/** One item of each list in turn (a, b, c, a, b, c, …), so a short run still meets every family. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; out.length < lists.reduce((n, l) => n + l.length, 0); i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

export async function browserPhase(siteUrl: string, contentUrl: string, upstream: FakeUpstream, seconds: number): Promise<BrowserResult> {
  upstream.reset();
  for (const [path, behaviour] of XSS_BEHAVIOURS) upstream.set(path, behaviour);
  const details = await detailPaths(contentUrl);
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const hits = await countXss(page);
  await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  let pages = 0;
  let failedVisits = 0;
  let control = false;
  const visit = async (p: Page, path: string, hydrate = true) => {
    pages++;
    try {
      await p.goto(siteUrl + path);
      if (hydrate) await waitForHydration(p);
    } catch {
      failedVisits++;
    }
  };
  // Control: the detector counts an execution (then that one is taken off the total).
  await visit(page, '/en');
  await page.evaluate(() => (window as unknown as { __xss: number }).__xss++);
  control = hits() === 1;
  const end = Date.now() + seconds * 1000;
  const steps = interleave<() => Promise<void>>([
    details.map((path) => async () => {
      await visit(page, path);
      await clickAll(page, '#xss-js, #xss-data');
      // The gallery shows the hostile media; the viewer opens the last one.
      await page.locator('[data-testid="gallery"] a[data-viewer-index]').last().click({ timeout: 2000 }).catch(() => {});
    }),
    [
      async () => {
        await visit(page, '/en');
        await clickAll(page, 'a[href^="javascript:"]');
      },
    ],
    URL_PAYLOADS.flatMap((payload) => queryTargets(payload).map((path) => () => visit(page, path))),
    [() => visit(page, EVIL_JPG, false), () => visit(page, EVIL_SVG, false)],
  ]);
  for (let i = 0; Date.now() < end; i++) await steps[i % steps.length]!();
  // Let any late handler (image errors, onload) fire before counting: one more full page.
  await visit(page, details[0] ?? '/en');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))).catch(() => {});
  const executions = hits() - 1;
  await browser.close();
  upstream.reset();
  return { executions, pages, failedVisits, control };
}
