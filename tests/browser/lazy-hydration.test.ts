/**
 * Lazy hydration (docs/decisions/028-lazy-hydration.md): the server renders every part at
 * once (no pending boundary streamed); in the browser the first screen hydrates while a later
 * part's chunk is still on the way (one chunk with what the pages share, modulepreloaded with
 * the page: docs/decisions/051-page-hydrates-after-the-shell.md), and a click on
 * the part before its chunk arrives is kept and acted on once it has hydrated, and a tap that
 * React dispatches as the part commits is not undone by the part's first effects, and a
 * fragment link followed before a part's chunk arrives, or after it failed to arrive, leaves
 * that part's server HTML in place.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_DATA, startShellEnv, type ShellEnv } from '../support/browser-env.ts';
import { isHydrated, waitForHydration } from '../support/browser.ts';

const LATER_CHUNK = /\/assets\/shell-later-[\w-]+\.js$/;
/** The root (header, router) hydrated; the page and the later parts may still be on the way (decision 051). */
const waitForShellHydration = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.shellHydrated === 'true', null, { timeout: 15_000 });

let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
});
afterAll(async () => {
  await env?.close();
});

describe('lazy hydration', () => {
  it('streams no pending boundary: the footer and the home sections are in the HTML', async () => {
    const html = await (await fetch(`${env.site.url}/`)).text();
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<template id="B:');
    expect(html).toContain('data-testid="music"');
    expect(html).toMatch(/<footer[\s>]/);
  });

  it('hydrates the first screen first; the music button hydrates when its chunk arrives and keeps a click made before', async () => {
    const context = await env.browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await context.addInitScript(SAVE_DATA);
    const page = await context.newPage();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const asked = new Promise<void>((resolve) => (requested = resolve));
    // The later parts are in one chunk with what the pages share (vite.config.ts, decision 051).
    await page.route(LATER_CHUNK, async (route) => {
      requested();
      await gate;
      await route.continue();
    });

    await page.goto(`${env.site.url}/`);
    await waitForShellHydration(page);
    await asked;

    // The first screen is hydrated and answers; the music button is still the server's HTML.
    expect(await isHydrated(page, '[data-testid="color-mode-button"]')).toBe(true);
    expect(await isHydrated(page, '[data-testid="music-toggle"]')).toBe(false);
    const colors = page.locator('[data-testid="color-mode-button"]').first();
    // The colour button is the summary of a <details> panel (decision 052): open, then closed.
    const panelOpen = () => colors.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    await colors.click();
    await expect.poll(panelOpen).toBe(true);
    await colors.click();
    await expect.poll(panelOpen).toBe(false);

    // A click before the chunk arrives does nothing yet, and is not lost.
    await page.locator('[data-testid="music-toggle"]').click();
    expect(await page.locator('[data-testid="music"]').getAttribute('data-state')).toBe('idle');
    release();
    await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
    expect(await isHydrated(page, '[data-testid="music-toggle"]')).toBe(true);
    await context.close();
  });

  it('a tap that lands as the drawer\'s part commits, before its effects run, opens the drawer', async () => {
    const context = await env.browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript(SAVE_DATA);
    // React reports each commit to the DevTools hook after the DOM and layout work and before the
    // passive effects. A tap queued from the commit that hydrates the menu button lands in that
    // window, which is where a visitor's tap lands when React hydrates the part for it.
    await context.addInitScript(() => {
      const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object; tappedAtCommit?: boolean };
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot() {
          const button = document.querySelector('[data-testid="menu-button"]');
          if (w.tappedAtCommit !== undefined || !button || !Object.keys(button).some((k) => k.startsWith('__reactFiber$'))) return;
          w.tappedAtCommit = false;
          queueMicrotask(() => {
            button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            w.tappedAtCommit = true;
          });
        },
      };
    });
    const page = await context.newPage();
    await page.goto(`${env.site.url}/`);
    await waitForHydration(page);
    await page.waitForFunction(() => (window as { tappedAtCommit?: boolean }).tappedAtCommit === true);
    // The part's effects have run by the next frames; the drawer the tap opened is still open.
    const after = await page.evaluate(async () => {
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      const drawer = document.querySelector<HTMLDialogElement>('[data-testid="drawer"]')!;
      return { open: drawer.open, expanded: document.querySelector('[data-testid="menu-button"]')!.getAttribute('aria-expanded') };
    });
    expect(after).toEqual({ open: true, expanded: 'true' });
    await expect.poll(() => page.locator('[data-testid="drawer"]').isVisible()).toBe(true);
    await context.close();
  });

  it('a fragment link followed before the footer\'s chunk arrives keeps the server\'s footer, which hydrates once its code is in', async () => {
    const { page, context, settle } = await hotelsWithFooterChunkHeld();
    expect(await isHydrated(page, 'footer.site-footer')).toBe(false);

    expect(await followSkipLink(page)).toEqual({ hash: '#main', focus: 'main', footers: 1, rescueTeam: 1 });

    settle((route) => route.continue());
    await expect.poll(() => isHydrated(page, 'footer.site-footer')).toBe(true);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    await context.close();
  });

  it('a fragment link followed after the footer\'s chunk failed offline keeps the server\'s footer', async () => {
    const { page, context, settle } = await hotelsWithFooterChunkHeld();
    // Offline with no worker controlling the page: the chunk-error reload cannot help.
    await context.setOffline(true);
    expect(await page.evaluate(() => ({ online: navigator.onLine, worker: Boolean(navigator.serviceWorker.controller) }))).toEqual({ online: false, worker: false });
    const failed = page.waitForEvent('requestfailed', (request) => LATER_CHUNK.test(request.url()));
    settle((route) => route.abort('internetdisconnected'));
    await failed;

    expect(await followSkipLink(page)).toEqual({ hash: '#main', focus: 'main', footers: 1, rescueTeam: 1 });
    expect(await isHydrated(page, 'footer.site-footer')).toBe(false);
    await context.close();
  });
});

/** `/en/hotel`, its shell hydrated, its footer's chunk (the later parts' one) held until `settle` says what becomes of it. */
async function hotelsWithFooterChunkHeld(): Promise<{ page: Page; context: BrowserContext; settle: (how: (route: Route) => Promise<void>) => void }> {
  const context = await env.browser.newContext({ locale: 'en', viewport: { width: 1440, height: 900 } });
  await context.addInitScript(SAVE_DATA);
  const page = await context.newPage();
  let settle!: (how: (route: Route) => Promise<void>) => void;
  const decided = new Promise<(route: Route) => Promise<void>>((resolve) => (settle = resolve));
  await page.route(LATER_CHUNK, async (route) => (await decided)(route));
  await page.goto(`${env.site.url}/en/hotel`);
  await waitForShellHydration(page);
  return { page, context, settle };
}

/** The skip link, by keyboard: a fragment navigation, which React renders synchronously inside popstate. */
async function followSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const after = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    return { hash: location.hash, focus: document.activeElement?.id, footers: document.querySelectorAll('footer.site-footer').length };
  });
  return { ...after, rescueTeam: await page.locator('footer.site-footer').getByText('Qinglan Mountain Rescue Team').count() };
}
