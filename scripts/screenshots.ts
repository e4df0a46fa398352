/**
 * `npm run screenshots`: full-page PNGs of key pages at 390 px and 1440 px, zh-CN and en,
 * light and dark, into SHOTS_DIR (default /tmp/shots/review), for people to look at.
 * Needs `npm run build` and Debian chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, waitForHydration } from '../tests/support/browser.ts';
import { startStack } from '../tests/support/site.ts';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots/review';
const PAGES = (process.env.SHOTS_PAGES ?? '/,/hotel,/hotel/detail?id=1003,/scenicArea,/theme?id=2,/tourist,/search?q=镜湖,/live,/explain,/no-such-page').split(',');
const WIDTHS = [390, 1440];

mkdirSync(OUT, { recursive: true });
const site = await startStack({ LOG_LEVEL: 'silent' });
const browser = await launchBrowser();
for (const path of PAGES) {
  for (const locale of ['zh-CN', 'en'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, deviceScaleFactor: 1, colorScheme: mode, locale });
        const page = await context.newPage();
        const url = site.url + (locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
        await page.goto(url);
        await waitForHydration(page).catch(() => {});
        await page.waitForTimeout(300);
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${locale}-${mode}-${width}.png`;
        await page.screenshot({ path: join(OUT, name), fullPage: process.env.SHOTS_FULL !== '0' });
        await context.close();
      }
    }
  }
}
await browser.close();
await site.close();
console.log(`screenshots in ${OUT}`);
