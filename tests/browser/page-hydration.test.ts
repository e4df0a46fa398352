/**
 * The page hydrates after the shell (docs/decisions/051-page-hydrates-after-the-shell.md): the
 * root (header, router, runtime) hydrates with the entry alone and marks
 * `<html data-shell-hydrated>`; the page keeps its server HTML until its module arrives, then
 * hydrates, keeps a click made before, and only then is `data-hydrated` set. A page whose
 * chunk fails keeps its server HTML under a working shell; a client navigation never shows an
 * empty page on the way.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_DATA, startShellEnv, type ShellEnv } from '../support/browser-env.ts';
import { isHydrated, waitForHydration } from '../support/browser.ts';

let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
});
afterAll(async () => {
  await env?.close();
});

const HOME_CHUNK = /\/assets\/HomePage-[\w-]+\.js$/;
const marks = (page: Page) => page.evaluate(() => ({ shell: document.documentElement.dataset.shellHydrated ?? null, page: document.documentElement.dataset.hydrated ?? null }));

describe('the page hydrates after the shell', () => {
  it("hydrates the shell while the page's chunk is on the way; the page hydrates when it arrives and keeps a click made before", async () => {
    const context = await env.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await context.addInitScript(SAVE_DATA);
    const page = await context.newPage();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(HOME_CHUNK, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${env.site.url}/en`);
    await page.waitForFunction(() => document.documentElement.dataset.shellHydrated === 'true', null, { timeout: 15_000 });

    // The header answers; the page is the server's HTML, shown and not hydrated.
    expect(await marks(page)).toEqual({ shell: 'true', page: null });
    expect(await isHydrated(page, '[data-testid="header-tickets"]')).toBe(true);
    const pause = page.locator('[data-testid="hero-pause"]');
    expect(await pause.isVisible()).toBe(true);
    expect(await isHydrated(page, '[data-testid="hero-pause"]')).toBe(false);
    expect(await pause.getAttribute('aria-label')).toBe('Pause slideshow');

    // A click before the page's code arrives is kept and acted on once the page has hydrated.
    await pause.click();
    release();
    await waitForHydration(page);
    expect(await isHydrated(page, '[data-testid="hero-pause"]')).toBe(true);
    await expect.poll(() => pause.getAttribute('aria-label')).toBe('Play slideshow');
    await context.close();
  });

  it("keeps the page's server HTML under a working shell when its chunk fails", async () => {
    const context = await env.browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
    await context.addInitScript(SAVE_DATA);
    const page = await context.newPage();
    await page.route(HOME_CHUNK, (route) => route.abort('failed'));
    // The first failure reloads the page once (docs/behaviour.md §8); the second is left alone.
    const guarded = page.waitForEvent('console', { predicate: (m) => m.text().includes('not reloading'), timeout: 15_000 });
    await page.goto(`${env.site.url}/`);
    await guarded;
    await page.waitForFunction(() => document.documentElement.dataset.shellHydrated === 'true', null, { timeout: 15_000 });
    expect(await page.locator('[data-testid="hero"]').isVisible()).toBe(true);
    expect(await isHydrated(page, '[data-testid="hero-pause"]')).toBe(false);
    expect(await isHydrated(page, '[data-testid="header-tickets"]')).toBe(true);
    expect((await marks(page)).page).toBeNull();
    await context.close();
  });

  it('a client navigation never shows an empty page on the way', async () => {
    const context = await env.browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    await context.addInitScript(SAVE_DATA);
    const page = await context.newPage();
    await page.goto(`${env.site.url}/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      const w = window as unknown as { emptied: number };
      w.emptied = 0;
      const main = document.getElementById('main')!;
      new MutationObserver(() => {
        if (main.childElementCount === 0) w.emptied++;
      }).observe(main, { childList: true });
    });
    await page.locator('[data-testid="header-tickets"]').click();
    await page.waitForURL(`${env.site.url}/tickets`);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => (window as unknown as { emptied: number }).emptied)).toBe(0);
    expect(await marks(page)).toEqual({ shell: 'true', page: 'true' });
    await context.close();
  });
});
