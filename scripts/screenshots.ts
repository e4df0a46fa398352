/**
 * `npm run screenshots`: PNGs for people to look at, into SHOTS_DIR (default /tmp/shots/review).
 * 1. Key pages at 390 px and 1440 px, zh-CN and en, light and dark, with reduced motion so no
 *    slide is caught mid-move (full page unless SHOTS_FULL=0; SHOTS_PAGES=comma-separated
 *    paths to choose).
 * 2. The shell's parts (SHOTS_SHELL=0 to skip): the home "Today" strip and footer, the drawer
 *    at 390 px, the mega menu and the tools (accessibility panel, music player) at 1440 px.
 * SHOTS_CLOCK pins the area's time (an ISO instant) to see another season or hour.
 * Needs `npm run build` and Debian chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { LOCALES } from '../shared/api/envelope.ts';
import { localizePath } from '../shared/locale.ts';
import { CHROMIUM_PATH, launchBrowser, waitForHydration } from '../tests/support/browser.ts';
import { SAVE_DATA } from '../tests/support/browser-env.ts';
import { startStack } from '../tests/support/site.ts';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots/review';
const PAGES = (process.env.SHOTS_PAGES ?? '/,/hotel,/hotel/detail?id=1003,/scenicArea,/theme?id=2,/theme/swiper,/tourist,/search?q=镜湖,/live,/explain,/no-such-page').split(',');
const WIDTHS = [390, 1440];
const MODES = ['light', 'dark'] as const;

const FULL = process.env.SHOTS_FULL !== '0';

/**
 * A full-page capture grows the viewport without scrolling, so the lazy photos below the first
 * screen never load: the capture would show empty boxes no visitor sees. Walk down the page
 * half a screen at a time, as a visitor does, then back up, and wait for the photos that walk
 * asked for. (Reduced motion keeps the scroll reveals, client/runtime/reveal.ts, from hiding
 * the sections the walk has not reached.)
 */
async function scrollThrough(page: Page): Promise<void> {
  const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: innerHeight }));
  for (let y = 0; y < height; y += screen / 2) {
    await page.evaluate(
      (top) =>
        new Promise((painted) => {
          scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(painted));
          setTimeout(painted, 500); // a page that paints no frame must not hold the walk
        }),
      y,
    );
  }
  await page.evaluate(() => scrollTo(0, 0));
  // Only photos the walk brought into view: a slide scrolled sideways out of view stays unloaded.
  const shown = () =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      return img.complete || !box.width || box.right <= 0 || box.left >= innerWidth;
    });
  await page.waitForFunction(shown, undefined, { timeout: 10_000 }).catch(() => {});
}

async function pages(browser: Browser, url: string): Promise<void> {
  for (const path of PAGES) {
    for (const locale of LOCALES) {
      for (const mode of MODES) {
        for (const width of WIDTHS) {
          const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, deviceScaleFactor: 1, colorScheme: mode, locale, reducedMotion: 'reduce' });
          const page = await context.newPage();
          await page.goto(url + localizePath(path, locale));
          await waitForHydration(page).catch(() => {});
          if (FULL) await scrollThrough(page);
          await page.waitForTimeout(300);
          const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${locale}-${mode}-${width}.png`;
          await page.screenshot({ path: join(OUT, name), fullPage: FULL });
          await context.close();
        }
      }
    }
  }
}

async function shellParts(browser: Browser, url: string): Promise<void> {
  for (const width of WIDTHS) {
    for (const locale of LOCALES) {
      for (const mode of MODES) {
        const name = `${width}-${locale}-${mode}`;
        const context = await browser.newContext({ locale, colorScheme: mode, viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: 'reduce' });
        await context.addInitScript(SAVE_DATA);
        const page = await context.newPage();
        await page.goto(url + localizePath('/', locale));
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await page.locator('#today').screenshot({ path: join(OUT, `shell-today-${name}.png`) });
        await page.locator('footer.site-footer').screenshot({ path: join(OUT, `shell-footer-${name}.png`) });
        if (width < 1280) {
          await page.locator('[data-testid="menu-button"]').click();
          await page.locator('[data-testid="drawer"]').waitFor({ state: 'visible' });
          await page.screenshot({ path: join(OUT, `shell-drawer-${name}.png`) });
        } else {
          await page.locator('[data-testid="main-nav"] .main-nav__list > li:nth-child(2) .nav-toggle').click();
          await page.screenshot({ path: join(OUT, `shell-menu-${name}.png`), clip: { x: 0, y: 0, width, height: 520 } });
          await page.keyboard.press('Escape');
          await page.locator('[data-testid="a11y-button"]').click();
          await page.locator('[data-testid="a11y-panel"]').waitFor();
          await page.locator('[data-testid="music-toggle"]').click();
          await page.locator('[data-testid="music"][data-state="playing"]').waitFor();
          await page.locator('[data-testid="music-expand"]').click();
          await page.locator('[data-testid="music-panel"]').waitFor();
          await page.screenshot({ path: join(OUT, `shell-tools-${name}.png`) });
        }
        await context.close();
      }
    }
  }
}

mkdirSync(OUT, { recursive: true });
const site = await startStack({ LOG_LEVEL: 'silent', ...(process.env.SHOTS_CLOCK ? { CLOCK_NOW: process.env.SHOTS_CLOCK } : {}) });
const browser = await launchBrowser(CHROMIUM_PATH); // as a visitor runs it, not the tests' headless shell
try {
  await pages(browser, site.url);
  if (process.env.SHOTS_SHELL !== '0') await shellParts(browser, site.url);
} finally {
  await browser.close();
  await site.close();
}
console.log(`screenshots in ${OUT}`);
