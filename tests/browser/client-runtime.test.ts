/**
 * The client runtime in a real browser (docs/behaviour.md §4, §8, §9): the loading
 * bar (red when a navigation ends on an error route), the navigation guard, chunk-load
 * recovery (one reload per 10 s), new-build detection, client error reports, prefetch and
 * scroll reveal.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DANGEROUS_REFUSED, EXTERNAL_REFUSED } from '../../client/runtime/linkGuard.ts';
import { PAGE_SOURCES } from '../../client/pages/sources.ts';
import { countDocuments, FETCH_SPY, fetchedPaths, nextConsole, openPage, SAVE_DATA, startOwnShellEnv, type ShellEnv } from '../support/browser-env.ts';
import type { StackRef } from '../support/browser-suite.ts';
import type { Site } from '../support/site.ts';

let env: ShellEnv<Site & StackRef>;
beforeAll(async () => {
  env = await startOwnShellEnv();
});
afterAll(async () => {
  await env?.close();
});

const wide = { viewport: { width: 1440, height: 900 } };
const MANIFEST = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;

/** A client-side navigation through the router (it listens to popstate). */
const clientNavigate = (page: Page, to: string) =>
  page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);

/** Records every change of the loading bar(s) as "phase:error". */
const BAR_PROBE = `(() => {
  const w = window; w.__bar = [];
  const read = () => {
    const el = document.querySelector('[data-testid="loading-bar"]');
    if (!el) return;
    const v = el.getAttribute('data-phase') + ':' + el.getAttribute('data-error');
    if (w.__bar[w.__bar.length - 1] !== v) w.__bar.push(v);
  };
  new MutationObserver(read).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase', 'data-error'] });
})();`;

const bar = (page: Page) => page.evaluate(() => (window as unknown as { __bar: string[] }).__bar);

describe('loading bar', () => {
  it('shows a navigation and finishes it (not red)', async () => {
    const { context, page } = await openPage(env, '/hotel', { ...wide, init: [SAVE_DATA, BAR_PROBE] });
    await page.route('**/_data/page/restaurants*', async (route) => {
      await new Promise((r) => setTimeout(r, 700)); // slower than the 200 ms throttle
      await route.continue();
    });
    await clientNavigate(page, '/restaurants');
    await page.waitForFunction(() => {
      const seen = (window as unknown as { __bar: string[] }).__bar;
      return seen.includes('done:false') && seen[seen.length - 1] === 'idle:false';
    });
    const seen = await bar(page);
    expect(seen.slice(seen.indexOf('waiting:false'))).toEqual(['waiting:false', 'loading:false', 'done:false', 'hiding:false', 'idle:false']);
    expect(await page.locator('.loading-bar').evaluate((el) => getComputedStyle(el).height)).toBe('3px');
    await context.close();
  });

  it('turns red when the navigation ends on an error route (unknown detail id → 404)', async () => {
    const { context, page } = await openPage(env, '/hotel', { ...wide, init: [SAVE_DATA, BAR_PROBE] });
    await page.route('**/_data/page/hotel/detail*', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await clientNavigate(page, '/hotel/detail?id=987654321');
    await page.locator('[data-testid="error-status"]').waitFor();
    expect(await page.locator('[data-testid="error-status"]').textContent()).toBe('404');
    await page.waitForFunction(() => (window as unknown as { __bar: string[] }).__bar.includes('done:true'));
    const seen = await bar(page);
    expect(seen).toContain('loading:false');
    expect(seen.indexOf('done:true')).toBeGreaterThan(seen.indexOf('loading:false'));
    const fill = await page.locator('[data-testid="loading-bar"] .loading-bar__fill').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(fill).toContain('rgb(220, 38, 38)');
    await context.close();
  });
});

describe('navigation guard', () => {
  it('refuses an external link without opt-in, allows one that opts in', async () => {
    const { context, page } = await openPage(env, '/', { ...wide, init: [SAVE_DATA] });
    const docs = countDocuments(page);
    const other = env.site.content.url; // another origin (another port), still 127.0.0.1
    await page.evaluate((href) => {
      const main = document.getElementById('main')!;
      main.insertAdjacentHTML('afterbegin', `<p style="position:relative;z-index:9999"><a id="ext" href="${href}/">out</a> <a id="ext-ok" href="${href}/" rel="external">ok</a> <a id="js" href="javascript:window.__pwned=1">js</a> <a id="data" href="data:text/html,hi">data</a> <a id="tel" href="tel:08362880000">tel</a></p>`);
    }, other);

    const warned = nextConsole(page, 'warning', new RegExp(EXTERNAL_REFUSED));
    await page.click('#ext');
    expect(await warned).toContain(EXTERNAL_REFUSED);
    expect(page.url()).toBe(`${env.site.url}/`);

    const dangerous = nextConsole(page, 'warning', new RegExp(DANGEROUS_REFUSED.slice(0, 30)));
    await page.click('#js');
    await dangerous;
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const dataRefused = nextConsole(page, 'warning', new RegExp(DANGEROUS_REFUSED.slice(0, 30)));
    await page.click('#data');
    await dataRefused;
    expect(page.url()).toBe(`${env.site.url}/`);
    expect(docs.count).toBe(0);

    await Promise.all([page.waitForURL(`${other}/`), page.click('#ext-ok')]);
    expect(docs.urls).toEqual([`${other}/`]);
    await context.close();
  });

  it('the shell\'s own external links opt in', async () => {
    const { context, page } = await openPage(env, '/', { ...wide, init: [SAVE_DATA] });
    const rels = await page.locator('footer a[href^="http"]').evaluateAll((as) => as.map((a) => a.getAttribute('rel') ?? ''));
    expect(rels.length).toBeGreaterThan(0);
    for (const rel of rels) expect(rel.split(' ')).toContain('external');
    await context.close();
  });
});

describe('chunk-load failure', () => {
  it('reloads once, and not again within 10 s', async () => {
    const { context, page } = await openPage(env, '/', { ...wide, init: [SAVE_DATA] });
    const aborted: string[] = [];
    // /hotel's page module (client/pages/articles/ArticleListPage.tsx) cannot be loaded.
    await page.route(/\/assets\/ArticleListPage-[\w-]+\.js$/, (route) => {
      aborted.push(route.request().url());
      return route.abort('failed');
    });
    const docs = countDocuments(page);
    const gaveUp = nextConsole(page, 'warning', /failed to load again within 10 s/);
    await page.locator('[data-testid="main-nav"] button.nav-toggle', { hasText: '住宿餐饮' }).click();
    await page.locator('[data-testid="main-nav"] a[href="/hotel"]').click();
    await gaveUp; // the reloaded page failed too, and did not reload
    await page.waitForLoadState('networkidle');
    expect(docs.urls).toEqual([`${env.site.url}/hotel`]);
    expect(aborted.length).toBeGreaterThanOrEqual(2);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('ql-chunk-reload-at')))).toBeGreaterThan(0);
    await context.close();
  });
});

describe('new build detection', () => {
  it('makes the next navigation a full page load once /_build.json has a new id', async () => {
    // The first check runs 1 s after hydration: the route is in place before the page loads, so a slow start cannot let it through to the real build id.
    const newer = (context: BrowserContext) => context.route('**/_build.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildId: 'a-newer-build' }) }));
    const { context, page } = await openPage(env, '/', { ...wide, routes: newer });
    await page.waitForFunction(() => document.documentElement.dataset.newBuild === 'true', null, { timeout: 10_000 });
    const docs = countDocuments(page);
    await page.locator('[data-testid="main-nav"] button.nav-toggle', { hasText: '游览' }).click();
    await page.locator('[data-testid="main-nav"] a[href="/island"]').click();
    await page.waitForURL(`${env.site.url}/island`);
    await page.waitForLoadState('load');
    expect(docs.urls).toEqual([`${env.site.url}/island`]);
    await context.close();
  });

  it('does not check on a data-saver connection', async () => {
    // The page's clock runs on its own until runFor moves it past the 1 s first check at once.
    const { context, page } = await openPage(env, '/', { ...wide, init: [SAVE_DATA, FETCH_SPY], clock: true });
    await page.clock.runFor(1500);
    expect((await fetchedPaths(page)).filter((p) => p === '/_build.json')).toEqual([]);
    await context.close();
  });
});

describe('client error reports', () => {
  const isReport = (r: Request) => r.url().endsWith('/_log/client-error') && r.method() === 'POST';

  /** Test-only: keeps a copy of what sendBeacon sends (Playwright cannot read beacon bodies). */
  const BEACON_PROBE = `(() => {
    const w = window; w.__beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => { if (data && data.text) data.text().then((t) => w.__beacons.push(t)); return send(url, data); };
  })();`;
  const beacons = async (page: Page) => (await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons)).map((b) => JSON.parse(b) as Record<string, string>);
  const received = async () => {
    const m = await env.site.metrics.clientErrors.get();
    return Object.fromEntries(m.values.map((v) => [String(v.labels.kind), v.value]));
  };

  it('sends uncaught errors and unhandled rejections, but not API errors', async () => {
    const { context, page } = await openPage(env, '/', { ...wide, init: [SAVE_DATA, BEACON_PROBE] });
    const before = await received();
    const first = page.waitForRequest(isReport);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('shell-test boom');
      }),
    );
    await first;
    await page.waitForFunction(() => (window as unknown as { __beacons: string[] }).__beacons.length === 1);
    const [report] = await beacons(page);
    expect(report).toMatchObject({ kind: 'error', url: `${env.site.url}/` });
    expect(report!.message).toContain('shell-test boom');
    expect(report!.stack).toContain('shell-test boom');
    expect(new Date(report!.timestamp!).toISOString()).toBe(report!.timestamp);
    await expect.poll(async () => (await received()).error ?? 0).toBe((before.error ?? 0) + 1);

    // API errors first, then an ordinary rejection: only the ordinary one is reported.
    await page.evaluate(() => {
      void Promise.reject({ apiUrl: '/website/api/web/x', message: 'shell-test api' });
      void Promise.reject({ status: 500, kind: 'api', path: null, message: 'shell-test api 2', api: { url: '/x' } });
      setTimeout(() => void Promise.reject(new Error('shell-test rejected')), 50);
    });
    await page.waitForFunction(() => (window as unknown as { __beacons: string[] }).__beacons.some((b) => b.includes('shell-test rejected')));
    const all = await beacons(page);
    expect(all.map((b) => b.kind)).toEqual(['error', 'unhandledrejection']);
    expect(all.filter((b) => (b.message ?? '').includes('shell-test api'))).toEqual([]);
    await expect.poll(async () => (await received()).unhandledrejection ?? 0).toBe((before.unhandledrejection ?? 0) + 1);
    await context.close();
  });
});

describe('prefetch', () => {
  it('fetches the page module and data of a link on hover; nothing on data-saver', async () => {
    const { context, page } = await openPage(env, '/', wide);
    const seen: string[] = [];
    page.on('request', (r) => seen.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.locator('[data-testid="main-nav"] button.nav-toggle', { hasText: '资讯' }).click();
    await page.locator('[data-testid="main-nav"] a[href="/trends"]').hover();
    await expect.poll(() => seen.includes('/_data/page/trends')).toBe(true);
    // The page's module too (fetched on hover, or already when the link came into view).
    const module = `/${MANIFEST[PAGE_SOURCES.trends]!.file}`;
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))).toContain(module);
    await context.close();

    // A hover prefetches from its pointerover handler, so anything it fetched is recorded by the time hover() returns.
    const saver = await openPage(env, '/', { ...wide, init: [SAVE_DATA, FETCH_SPY] });
    await saver.page.locator('[data-testid="main-nav"] button.nav-toggle', { hasText: '资讯' }).click();
    await saver.page.locator('[data-testid="main-nav"] a[href="/trends"]').hover();
    expect((await fetchedPaths(saver.page)).filter((p) => p.startsWith('/_data/page/'))).toEqual([]);
    await saver.context.close();
  });
});

describe('scroll reveal', () => {
  const ADD = `document.getElementById('main').insertAdjacentHTML('beforeend', '<div id="r-top" data-reveal style="height:40px">top</div><div style="height:3000px"></div><div id="r-low" data-reveal="fade-up" data-reveal-delay="0" style="height:80px">low</div>'); document.getElementById('main').prepend(document.getElementById('r-top'));`;

  it('hides what is below the fold until it scrolls into view', async () => {
    const { context, page } = await openPage(env, '/hotel', { ...wide, init: [SAVE_DATA] });
    await page.evaluate(ADD);
    await page.waitForFunction(() => document.getElementById('r-low')?.classList.contains('reveal-pending'));
    expect(await page.locator('#r-top').evaluate((el) => el.classList.contains('reveal-pending'))).toBe(false);
    expect(await page.locator('#r-low').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await page.locator('#r-low').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => document.getElementById('r-low')?.classList.contains('is-revealed'));
    await expect.poll(() => page.locator('#r-low').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await page.locator('#r-low').evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.4s');
    await context.close();
  });

  it('does nothing under prefers-reduced-motion', async () => {
    const { context, page } = await openPage(env, '/hotel', { ...wide, reducedMotion: 'reduce', init: [SAVE_DATA], clock: true });
    await page.evaluate(ADD);
    await page.clock.runFor(200); // past the 50 ms debounce, at once
    expect(await page.locator('#r-low').evaluate((el) => [el.classList.contains('reveal-pending'), getComputedStyle(el).opacity])).toEqual([false, '1']);
    await context.close();
  });
});

describe('under prefers-reduced-motion', () => {
  it('switching the colour mode starts no transition anywhere (a forced short duration started one per changed property, about a thousand)', async () => {
    const { context, page } = await openPage(env, '/en', { ...wide, reducedMotion: 'reduce', init: [SAVE_DATA] });
    await page.getByTestId('color-mode-button').click();
    // Choose dark and count in the same task, before any frame could end a 0.01 ms transition.
    const started = await page.getByTestId('color-mode-dark').evaluate((input: HTMLInputElement) => {
      input.click();
      const dark = document.documentElement.classList.contains('dark');
      void document.body.offsetHeight;
      return { dark, transitions: document.getAnimations().filter((a) => a instanceof CSSTransition).length };
    });
    expect(started).toEqual({ dark: true, transitions: 0 });
    await context.close();
  });
});
