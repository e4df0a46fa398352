/**
 * Colour mode (docs/behaviour.md §4): light, dark, system kept in localStorage under
 * 'ql-color-mode'; the right mode is on <html> before the body exists (no flash), on normal
 * and error pages; a forced mode wins over the preference and 'system' cannot be forced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_MODE_KEY, COLOR_MODE_SCRIPT } from '../../shared/pre-paint/color-mode.ts';
import { watchConsole } from '../support/browser.ts';
import { openPage, SAVE_DATA, startShellEnv, type ShellEnv } from '../support/browser-env.ts';

let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
});
afterAll(async () => {
  await env?.close();
});

/** Records <html>'s class the moment <body> is inserted, and body's background at DOMContentLoaded. */
const FIRST_PAINT_PROBE = `(() => {
  const w = window;
  new MutationObserver((_, obs) => {
    if (!document.body) return;
    w.__atBody = document.documentElement.className;
    obs.disconnect();
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    w.__atDcl = { cls: document.documentElement.className, bg: getComputedStyle(document.body).backgroundColor };
  });
})();`;

const DARK_BG = 'rgb(17, 24, 39)';
const LIGHT_BG = 'rgb(255, 255, 255)';

describe('colour mode', () => {
  it('is chosen in the header, stored, and applied before the body on the next load', async () => {
    const { context, page } = await openPage(env, '/', { viewport: { width: 1440, height: 900 }, colorScheme: 'light', init: [SAVE_DATA, FIRST_PAINT_PROBE] });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.locator('[data-testid="color-mode-button"]').click();
    await page.locator('[data-testid="color-mode-dark"]').check();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate((k) => localStorage.getItem(k), COLOR_MODE_KEY)).toBe('dark');
    expect(await page.getAttribute('meta[name="theme-color"][media*="light"]', 'content')).toBe('#111827');

    const seen = watchConsole(page);
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __atDcl?: unknown }).__atDcl);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const probe = await page.evaluate(() => ({ atBody: (window as unknown as { __atBody: string }).__atBody, atDcl: (window as unknown as { __atDcl: { cls: string; bg: string } }).__atDcl }));
    expect(probe.atBody.split(' ')).toContain('dark');
    expect(probe.atDcl.bg).toBe(DARK_BG);
    // What the pre-paint script changed (class, theme-color) upsets no hydration.
    expect([...seen.errors, ...seen.warnings].filter((m) => /hydrat|did not match/i.test(m))).toEqual([]);
    // The radio in the popover shows the stored choice after hydration.
    await page.locator('[data-testid="color-mode-button"]').click();
    expect(await page.locator('[data-testid="color-mode-dark"]').isChecked()).toBe(true);
    await context.close();
  });

  it('is applied before the body on the error page too', async () => {
    const { context, page } = await openPage(env, '/', { colorScheme: 'light', init: [SAVE_DATA, FIRST_PAINT_PROBE] });
    await page.evaluate((k) => localStorage.setItem(k, 'dark'), COLOR_MODE_KEY);
    const res = await page.goto(`${env.site.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.waitForFunction(() => (window as unknown as { __atDcl?: unknown }).__atDcl);
    const atBody = await page.evaluate(() => (window as unknown as { __atBody: string }).__atBody);
    expect(atBody.split(' ')).toContain('dark');
    expect(await page.locator('[data-testid="error-status"]').textContent()).toBe('404');
    await context.close();
  });

  it('follows the system when set to system, live', async () => {
    const { context, page } = await openPage(env, '/en', { colorScheme: 'dark', locale: 'en', init: [SAVE_DATA, FIRST_PAINT_PROBE] });
    expect(await page.evaluate(() => (window as unknown as { __atBody: string }).__atBody.split(' '))).toContain('dark');
    expect(await page.evaluate((k) => localStorage.getItem(k), COLOR_MODE_KEY)).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
    // An explicit light choice then survives the system going dark.
    await page.locator('[data-testid="color-mode-button"]').click();
    await page.locator('[data-testid="color-mode-light"]').check();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    // Back to system: follows the (dark) system again and forgets the stored choice.
    await page.locator('[data-testid="color-mode-system"]').check();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate((k) => localStorage.getItem(k), COLOR_MODE_KEY)).toBeNull();
    await context.close();
  });

  it('lets a page force light or dark, never system', async () => {
    const { context, page } = await openPage(env, '/', { colorScheme: 'light', init: [SAVE_DATA] });
    const run = (stored: string | null, forced: string | null) =>
      page.evaluate(
        ({ script, key, stored, forced }) => {
          const d = document.documentElement;
          if (stored) localStorage.setItem(key, stored);
          else localStorage.removeItem(key);
          if (forced) d.setAttribute('data-force-color-mode', forced);
          else d.removeAttribute('data-force-color-mode');
          d.removeAttribute('data-forced-color-mode');
          new Function(script)();
          return { dark: d.classList.contains('dark'), scheme: d.style.colorScheme, pref: d.dataset.colorMode, forced: d.dataset.forcedColorMode ?? null };
        },
        { script: COLOR_MODE_SCRIPT, key: COLOR_MODE_KEY, stored, forced },
      );
    expect(await run('light', 'dark')).toEqual({ dark: true, scheme: 'dark', pref: 'light', forced: 'dark' });
    expect(await run('dark', 'light')).toEqual({ dark: false, scheme: 'light', pref: 'dark', forced: 'light' });
    // 'system' is not a forceable mode: the visitor's preference applies.
    expect(await run('dark', 'system')).toEqual({ dark: true, scheme: 'dark', pref: 'dark', forced: null });
    expect(await run(null, null)).toEqual({ dark: false, scheme: 'light', pref: 'system', forced: null });
    await context.close();
  });
});
