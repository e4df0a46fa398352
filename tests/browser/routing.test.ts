/**
 * Routing in the browser: page data comes from the JSON URL without a full reload; site links
 * follow react-router's click rules; the language switch keeps path and query.
 */
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();

describe('client-side navigation', () => {
  it('loads the next page from the JSON URL without a full reload', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/en/trends`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    const link = page.locator('main a[href^="/en/article?id="]').first();
    const href = await link.getAttribute('href');
    const [dataRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/_data/page/en/article?id=')),
      link.click(),
    ]);
    expect(new URL(dataRequest.url()).pathname).toBe('/_data/page/en/article');
    await page.waitForURL(`**${href}`);
    await page.waitForSelector('main h1');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await context.close();
  });
});

describe('site links (client/components/LocaleLink.tsx)', () => {
  it('a plain click navigates in the page; one to the page shown adds no history entry; a modified click is the browser\'s', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/en`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    const marker = () => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
    const length = () => page.evaluate(() => history.length);

    // The brand link leads to the page shown: the router takes it, and the entry is replaced.
    const before = await length();
    await page.locator('header a[href="/en"]').first().click();
    expect(await length()).toBe(before);
    expect(await marker()).toBe(7);

    // A link to another page: one more entry, same document, its data from the JSON URL.
    const other = page.locator('main a[href="/en/conditions"]').first();
    await Promise.all([page.waitForRequest((r) => r.url().includes('/_data/page/en/conditions')), other.click()]);
    await page.waitForURL(`${suite.site.url}/en/conditions`);
    expect(await length()).toBe(before + 1);
    expect(await marker()).toBe(7);

    // Ctrl+click asks for a new tab: the page stays, and the new tab opens the link.
    const [opened] = await Promise.all([context.waitForEvent('page'), page.locator('header a[href="/en"]').first().click({ modifiers: ['Control'] })]);
    // A new tab starts on about:blank and then navigates: wait for its navigation, not its first
    // document (on a loaded machine about:blank's own load came first).
    await opened.waitForURL(`${suite.site.url}/en`, { waitUntil: 'domcontentloaded' });
    expect(new URL(opened.url()).pathname).toBe('/en');
    expect(new URL(page.url()).pathname).toBe('/en/conditions');
    expect(await marker()).toBe(7);
    await context.close();
  });
});

describe('language switch', () => {
  it('goes to the same path and query in the other language and remembers it', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/hotel?page=1`);
    await waitForHydration(page);
    await page.locator('[data-testid="lang-switch"]').first().click();
    await page.waitForURL(`${suite.site.url}/en/hotel?page=1`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    // The root now follows the cookie.
    await page.goto(`${suite.site.url}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });
});
