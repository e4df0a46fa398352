/**
 * The offline pack (docs/decisions/023-offline-pack.md), in each language: its size is shown
 * before saving, progress while saving; once saved, with the worker's own caches emptied (the
 * build's scripts and stylesheets too), offline /tourist and /explain reload from the pack, an
 * itinerary opens, an audio guide plays and seeks (a 206 cut from the saved reply), the
 * emergency numbers show; the other language's pages are not in it; the saved state survives
 * a reload; Remove empties the pack. Where no worker can run, the card says it cannot save.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import type { PackManifest } from '../../shared/offline-pack.ts';
import { waitForActiveWorker, waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { pick, seed } from '../support/seed.ts';

const suite = browserSuite();
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

/** The first stop's transcript (the seed's audio guide 1801, first on /explain). */
const FIRST_TRANSCRIPT = seed('articles/explain.json').find((a) => a.id === 1801)!.attrs.transcript;

const TEXT = {
  'zh-CN': { prefix: '', tourist: '游客须知', explain: '语音导览', itinerary: '镜湖经典一日游', about: '约 ', saving: (n: number) => `正在保存… ${n}%`, saved: /^\d{4}年\d{1,2}月\d{1,2}日已保存 · (\d+\.\d MB)$/, other: '/en/tourist', otherOffline: "You're offline" },
  en: { prefix: '/en', tourist: 'Visitor information', explain: 'Audio guides', itinerary: 'Mirror Lake Classic in a Day', about: 'about ', saving: (n: number) => `Saving… ${n}%`, saved: /^Saved \d{1,2} [A-Z][a-z]+ \d{4} · (\d+\.\d MB)$/, other: '/tourist', otherOffline: '您目前处于离线状态' },
} as const;

/** Decimal megabytes with one decimal, as phones show storage (computed here, not by the site's formatter). */
const mb = (bytes: number) => `${(Math.round(bytes / 100_000) / 10).toFixed(1)} MB`;

async function open(page: Page, path: string) {
  await page.goto(suite.site.url + path);
  await waitForHydration(page);
}
const panel = (page: Page) => page.locator('[data-testid="offline-pack"]');
const packState = (page: Page) => panel(page).getAttribute('data-state');
const cacheKeys = (page: Page, name: string) =>
  page.evaluate(async (n) => ((await caches.has(n)) ? (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search).sort() : null), name);

describe.each(['zh-CN', 'en'] as const)('offline pack (%s)', (locale: Locale) => {
  const t = TEXT[locale];
  const cache = `qinglan-pack-${locale}`;
  let context: BrowserContext;
  let page: Page;
  let manifest: PackManifest;

  it('shows what the pack holds and its size before saving', async () => {
    context = await suite.browser.newContext({ serviceWorkers: 'allow', locale, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await open(page, `${t.prefix}/tourist`);
    await waitForActiveWorker(page);
    await open(page, `${t.prefix}/explain`);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await poll(() => packState(page)).toBe('ready');
    manifest = await page.evaluate(async (l) => ((await (await fetch(`/_data/offline-pack/${l}`)).json()) as { data: PackManifest }).data, locale);
    const sum = manifest.entries.reduce((s, e) => s + e.bytes, 0);
    expect(await panel(page).locator('[data-testid="offline-pack-size"]').innerText()).toBe(t.about + mb(sum));
  });

  it('shows progress while saving, then saves every entry of the manifest in its own cache, and says when and how much', async () => {
    // The audio held back: progress stops at everything else, exactly.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/media/audio/**', async (route) => {
      await gate;
      await route.continue();
    });
    // On a phone, where the card's states stack tightest: it keeps one height from Save to saved.
    await page.setViewportSize({ width: 390, height: 844 });
    const status = panel(page).getByTestId('offline-pack-status');
    const height = () => status.evaluate((el) => el.getBoundingClientRect().height);
    const heights = [await height()];
    await panel(page).getByRole('button').click();
    const rest = manifest.entries.filter((e) => e.kind !== 'audio').reduce((s, e) => s + e.bytes, 0);
    const percent = Math.floor((rest / manifest.bytes) * 100);
    await poll(() => panel(page).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
    expect(await panel(page).getByRole('progressbar').getAttribute('aria-label')).toBe(t.saving(percent));
    heights.push(await height());
    release();
    await poll(() => packState(page)).toBe('saved');
    heights.push(await height());
    expect(heights).toEqual([heights[0], heights[0], heights[0]]);
    expect(heights[0]).toBe(16 + 44 + 1); // padding, one 44 px row, the top border
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.unroute('**/media/audio/**');
    const saved = (await panel(page).locator('[data-testid="offline-pack-saved"]').innerText()).trim();
    expect(saved).toMatch(t.saved);
    expect(t.saved.exec(saved)![1]).toBe(mb(manifest.bytes));
    expect(await cacheKeys(page, cache)).toEqual([...manifest.entries.map((e) => e.url), `/_offline-pack/${locale}/saved.json`].sort());
    // The state is read back from the cache on the next load.
    await open(page, `${t.prefix}/tourist`);
    await poll(() => packState(page)).toBe('saved');
  });

  it('offline, /tourist and /explain reload from the pack alone, with the emergency numbers and transcripts', async () => {
    // Only the pack is left to answer pages, data, photos and the build's own scripts and
    // stylesheets (as after a later build's worker dropped them from its precache).
    await page.evaluate(async () => {
      await Promise.all(['qinglan-pages', 'qinglan-data', 'qinglan-photos', 'qinglan-assets'].map((n) => caches.delete(n)));
      for (const name of (await caches.keys()).filter((n) => n.startsWith('workbox-precache'))) {
        const precache = await caches.open(name);
        for (const req of await precache.keys()) if (new URL(req.url).pathname.startsWith('/assets/')) await precache.delete(req);
      }
    });
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('h1').first().innerText()).toBe(t.tourist);
    await expect(page.getByText('0836-288 0110').first().isVisible()).resolves.toBe(true);
    // The card reads the saved record from Cache Storage after hydration.
    await poll(() => packState(page)).toBe('saved');
    await open(page, `${t.prefix}/explain`);
    expect(await page.locator('h1').first().innerText()).toBe(t.explain);
    // The page's first transcript (the header's search and colour panels are <details> too).
    const details = page.locator('main details').first();
    await details.locator('summary').click();
    await expect(details.locator('p').isVisible()).resolves.toBe(true);
    expect(await details.locator('p').innerText()).toBe(pick(FIRST_TRANSCRIPT, locale));
  });

  it('offline, an audio guide plays and seeks from the pack', async () => {
    const audio = page.locator('audio').first();
    const src = await audio.evaluate((a: HTMLAudioElement) => new URL(a.src).pathname);
    expect(manifest.entries.find((e) => e.url === src)?.kind).toBe('audio');
    await audio.evaluate((a: HTMLAudioElement) => {
      a.muted = true;
      return a.play();
    });
    await poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(3);
    await poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
    const seeked = await audio.evaluate(
      (a: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          a.addEventListener('seeked', () => resolve(a.currentTime), { once: true });
          a.currentTime = 8;
        }),
    );
    expect(seeked).toBeGreaterThanOrEqual(8);
    await poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(8.3);
    // The worker cuts the byte range from the saved reply.
    const total = manifest.entries.find((e) => e.url === src)!.bytes;
    const part = await page.evaluate(async (url) => {
      const res = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
      return { status: res.status, range: res.headers.get('content-range'), length: (await res.arrayBuffer()).byteLength };
    }, src);
    expect(part).toEqual({ status: 206, range: `bytes 1000-1999/${total}`, length: 1000 });
  });

  it('offline, an itinerary opens from the pack by client navigation and by a full load', async () => {
    await page.evaluate((href) => {
      history.pushState(null, '', href);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, `${t.prefix}/theme?id=1`);
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, t.itinerary);
    await open(page, `${t.prefix}/theme?id=1`);
    expect(await page.locator('h1').first().innerText()).toBe(t.itinerary);
  });

  it("offline, the other language's page is not in this pack: the offline page", async () => {
    const other = await context.newPage();
    await other.goto(suite.site.url + t.other);
    await other.locator('[data-testid="offline-page"]').waitFor();
    expect(await other.locator('h1').first().innerText()).toBe(t.otherOffline);
    await other.close();
  });

  it('Remove empties the pack', async () => {
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await open(page, `${t.prefix}/tourist`);
    await poll(() => packState(page)).toBe('saved');
    await panel(page).getByRole('button').click();
    await poll(() => packState(page)).toBe('ready');
    expect(await cacheKeys(page, cache)).toBe(null);
    await context.close();
  });
});

describe('without a service worker', () => {
  it.each([
    ['/tourist', '这个浏览器不能为本站保存离线内容（不支持或已关闭 Service Worker），所以无法保存离线包。'],
    ['/en/explain', "This browser can't keep this site for offline use (service workers are unsupported or turned off), so the pack can't be saved."],
  ])('%s says the pack cannot be saved, and offers no Save button', async (path, message) => {
    const context = await suite.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await open(page, path);
      await poll(() => packState(page)).toBe('unsupported');
      expect(await panel(page).locator('[data-testid="offline-pack-status"]').innerText()).toBe(message);
      expect(await panel(page).getByRole('button').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
