/**
 * The root `/` offline after a first visit (docs/decisions/023-offline-pack.md): `/` is
 * `private, no-store` online (it negotiates the language), yet offline it opens the home page in
 * the visitor's language: the last zh-CN home the server sent for `/`, or the English home for
 * a visitor who last browsed in English (whose `/` redirects to /en online).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForActiveWorker, waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();
const EN_HOME_TITLE = 'Qinglan Mountain Scenic Area – Official Website';
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function firstVisit(locale: string): Promise<Page> {
  context = await suite.browser.newContext({ serviceWorkers: 'allow', locale, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(suite.site.url + '/');
  await waitForHydration(page);
  await waitForActiveWorker(page);
  return page;
}
/** What the worker noted of the root: its copy of the zh-CN home (or none) and the last language browsed. */
const rootNotes = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('qinglan-root');
    return { home: Boolean(await cache.match('/')), lastLocale: (await (await cache.match('/_sw/last-locale'))?.text()) ?? null };
  });
async function goOffline(page: Page) {
  await page.waitForLoadState('networkidle');
  await context!.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}
async function openRootOffline(page: Page) {
  await page.goto(suite.site.url + '/');
  await waitForHydration(page);
  return { url: page.url(), lang: await page.evaluate(() => document.documentElement.lang), title: await page.title() };
}

describe('/ offline after a first visit', () => {
  it('a Chinese visitor gets the Chinese home page', async () => {
    const page = await firstVisit('zh-CN');
    await expect.poll(() => rootNotes(page), { timeout: 15_000 }).toEqual({ home: true, lastLocale: 'zh-CN' });
    await goOffline(page);
    expect(await openRootOffline(page)).toEqual({ url: `${suite.site.url}/`, lang: 'zh-CN', title: '青岚山风景名胜区官方网站' });
  });

  it('an English visitor (redirected to /en online) gets the English home page', async () => {
    const page = await firstVisit('en-GB');
    expect(page.url()).toBe(`${suite.site.url}/en`);
    await expect.poll(() => rootNotes(page), { timeout: 15_000 }).toEqual({ home: false, lastLocale: 'en' });
    await goOffline(page);
    expect(await openRootOffline(page)).toEqual({ url: `${suite.site.url}/en`, lang: 'en', title: EN_HOME_TITLE });
  });

  it('a Chinese visitor who then browsed in English gets the English home page', async () => {
    const page = await firstVisit('zh-CN');
    // The first visit's notes land first (the worker may still be writing them after it activates),
    // so the English visit's note is the last one and not overwritten by a late zh-CN one.
    await expect.poll(() => rootNotes(page), { timeout: 15_000 }).toEqual({ home: true, lastLocale: 'zh-CN' });
    await page.goto(suite.site.url + '/en');
    await waitForHydration(page);
    await expect.poll(() => rootNotes(page), { timeout: 15_000 }).toEqual({ home: true, lastLocale: 'en' });
    await goOffline(page);
    expect(await openRootOffline(page)).toEqual({ url: `${suite.site.url}/en`, lang: 'en', title: EN_HOME_TITLE });
  });
});
