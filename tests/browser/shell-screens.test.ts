/**
 * Lean client and looks (issue §9; docs/ARCHITECTURE-brief.md "Look at what you build"):
 * the home page's first-load JavaScript (gzip) is measured and never contains the
 * on-demand chunks (music player, accessibility toolbar, image viewer); screenshots of the
 * shell at 390 px and 1440 px, zh-CN and en, light and dark go to /tmp/shots/shell-*.png
 * for a person to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, SAVE_DATA, startShellEnv, type ShellEnv } from '../support/shell.ts';

const SHOTS = '/tmp/shots';
let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await env?.close();
});

describe('first-load JavaScript of the home page', () => {
  it('is measured, and holds none of the on-demand chunks', async () => {
    const context = await env.browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    // Prefetch and the build check off: what is left is what the first screen needs.
    await context.addInitScript(SAVE_DATA);
    const page = await context.newPage();
    const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script' || !res.url().startsWith(env.site.url)) return;
      pending.push(
        res.body().then((b) => {
          scripts.push({ url: new URL(res.url()).pathname, raw: b.length, gzip: gzipSync(b, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`${env.site.url}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = scripts.reduce((n, s) => n + s.gzip, 0);
    const report = { page: '/', totalGzipBytes: total, totalGzipKiB: +(total / 1024).toFixed(1), scripts: scripts.sort((a, b) => b.gzip - a.gzip) };
    writeFileSync(`${SHOTS}/shell-first-load.json`, JSON.stringify(report, null, 2));
    console.log(`home first-load JS: ${report.totalGzipKiB} KiB gzip in ${scripts.length} files`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /\/(MusicPanel|engine|A11yPanel|effects|viewer|Viewer)[-.]/.test(s.url))).toEqual([]);
    await context.close();
  });
});

describe('screenshots', () => {
  const combos = [390, 1440].flatMap((width) => (['zh-CN', 'en'] as const).flatMap((locale) => (['light', 'dark'] as const).map((mode) => [width, locale, mode] as const)));

  it.each(combos)('home at %ipx, %s, %s', async (width, locale, mode) => {
    const path = locale === 'en' ? '/en' : '/';
    const name = `${width}-${locale === 'en' ? 'en' : 'zh'}-${mode}`;
    const { context, page } = await openPage(env, path, { locale, colorScheme: mode, viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: 'reduce', init: [SAVE_DATA] });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/shell-home-${name}.png` });
    const today = page.locator('#today');
    if (await today.count()) await today.screenshot({ path: `${SHOTS}/shell-today-${name}.png` });
    await page.locator('footer.site-footer').screenshot({ path: `${SHOTS}/shell-footer-${name}.png` });
    if (width < 1280) {
      await page.locator('[data-testid="menu-button"]').click();
      await page.locator('[data-testid="drawer"]').waitFor({ state: 'visible' });
      await page.screenshot({ path: `${SHOTS}/shell-drawer-${name}.png` });
      await page.keyboard.press('Escape');
    } else {
      await page.locator('[data-testid="main-nav"] .main-nav__list > li:nth-child(2) .nav-toggle').click();
      await page.screenshot({ path: `${SHOTS}/shell-menu-${name}.png`, clip: { x: 0, y: 0, width, height: 520 } });
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="a11y-button"]').click();
      await page.locator('[data-testid="a11y-panel"]').waitFor();
      await page.locator('[data-testid="music-toggle"]').click();
      await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
      await page.locator('[data-testid="music-expand"]').click();
      await page.locator('[data-testid="music-panel"]').waitFor();
      await page.screenshot({ path: `${SHOTS}/shell-tools-${name}.png` });
    }
    await context.close();

    const err = await openPage(env, `${path === '/' ? '' : path}/no-such-page`, { locale, colorScheme: mode, viewport: { width, height: 844 }, init: [SAVE_DATA] });
    await err.page.screenshot({ path: `${SHOTS}/shell-error-${name}.png` });
    await err.context.close();
  });
});
