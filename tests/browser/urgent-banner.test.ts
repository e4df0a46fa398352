/**
 * The urgent banner as a browser shows it (docs/product.md §5 "Urgent notices"), against a seed
 * with one closure just published (tests/support/urgent-seed.ts): what the HTTP tests cannot
 * see. It paints styled from the inlined critical CSS alone, before the stylesheet and the
 * scripts come; hydration keeps it as the server rendered it, without a console error; it stays
 * inside a 390 px screen at the toolbar's largest text size; axe finds nothing in light or dark
 * in either language; on paper it is dark ink; its link lands on the notice on /tourist.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/api/envelope.ts';
import { axeRun } from '../support/axe.ts';
import { launchBrowser, waitForHydration, watchConsole } from '../support/browser.ts';
import { a11ySettings, openPage } from '../support/browser-env.ts';
import type { Site } from '../support/site.ts';
import { URGENT_ID, URGENT_TITLE } from '../support/urgent-notice.ts';
import { startUrgentStack } from '../support/urgent-seed.ts';
import type { Browser, BrowserContext } from 'playwright-core';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const at = (l: Locale, path: string) => (l === 'en' ? `/en${path === '/' ? '' : path}` : path);

const env = {} as { site: Site; browser: Browser };
beforeAll(async () => {
  [env.site, env.browser] = await Promise.all([startUrgentStack(), launchBrowser()]);
});
afterAll(async () => {
  await env.browser?.close();
  await env.site?.close();
});

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});
async function open(path: string, opts: BrowserContextOptions & { init?: string[] } = {}): Promise<Page> {
  const { context, page } = await openPage(env, path, { reducedMotion: 'reduce', ...opts });
  contexts.push(context);
  return page;
}

/** Box and colours of the banner and everything in it, in document order. */
const bannerLook = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.urgent-banner, .urgent-banner *')].map((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${s.color} ${s.backgroundColor} ${s.fontSize} ${s.fontWeight}`;
    }),
  );

describe('urgent banner in a browser', () => {
  it.each([['light', PHONE], ['dark', PHONE], ['light', DESKTOP]] as const)('paints from the critical CSS alone, %s at %o, as it does with the stylesheet', async (scheme, viewport) => {
    const styled = await open('/en/hotel', { colorScheme: scheme, viewport });
    const want = await bannerLook(styled);
    expect(want[0]).toContain(scheme === 'dark' ? 'rgb(127, 29, 29)' : 'rgb(185, 28, 28)');

    // The HTML alone: no stylesheet, no scripts (what shows until they come).
    const context = await env.browser.newContext({ colorScheme: scheme, viewport, reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: ['*/assets/*.css', '*.js', '*.js?*'] });
    await page.goto(env.site.url + '/en/hotel', { waitUntil: 'load' });
    expect(await bannerLook(page)).toEqual(want);
  });

  it.each([['zh-CN', 'light'], ['zh-CN', 'dark'], ['en', 'light'], ['en', 'dark']] as const)('%s %s: hydrates as rendered, no console error, axe clean at 390 and 1440 px', async (locale, scheme) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await env.browser.newContext({ locale, colorScheme: scheme, viewport, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      const console = watchConsole(page);
      await page.goto(env.site.url + at(locale, '/trails'));
      const before = await page.locator('[data-testid="urgent-banner"]').innerHTML();
      await waitForHydration(page);
      expect(await page.locator('[data-testid="urgent-banner"]').innerHTML()).toBe(before);
      expect(await page.locator('[data-testid="urgent-banner"] a').textContent()).toBe(URGENT_TITLE[locale]);
      expect((await axeRun(page)).violations).toEqual([]);
      console.stop();
      expect(console.errors).toEqual([]);
    }
  });

  it.each(['zh-CN', 'en'] as const)('%s: at 390 px and the largest text size it wraps inside the screen', async (locale) => {
    const page = await open(at(locale, '/tickets'), { locale, viewport: PHONE, init: [a11ySettings({ zoom: 2 })] });
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('200%');
    const box = await page.locator('.urgent-banner__link').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });

  it('prints in dark ink inside a rule, in dark mode too', async () => {
    const page = await open('/en/hotel', { colorScheme: 'dark', viewport: DESKTOP });
    await page.emulateMedia({ media: 'print' });
    const ink = await page.evaluate(() => {
      const s = (sel: string) => getComputedStyle(document.querySelector(sel)!);
      return [s('.urgent-banner').display, s('.urgent-banner').backgroundColor, s('.urgent-banner').borderTopColor, s('.urgent-banner__link').color];
    });
    expect(ink).toEqual(['block', 'rgba(0, 0, 0, 0)', 'rgb(17, 24, 39)', 'rgb(17, 24, 39)']);
  });

  it('its link opens the notice on /tourist', async () => {
    const page = await open('/en/hotel', { viewport: PHONE });
    await page.locator('.urgent-banner__link').click();
    await page.waitForURL(`**/en/tourist#notice-${URGENT_ID}`);
    const notice = page.locator(`#notice-${URGENT_ID}`);
    // In view, and not under the sticky header.
    await expect.poll(() => notice.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      return r.top >= header.bottom && r.top < window.innerHeight;
    }), { timeout: 10_000 }).toBe(true);
    expect(await notice.textContent()).toContain(URGENT_TITLE.en);
  });
});
