/**
 * No raw message key reaches the screen: each page loads only its own namespaces
 * (shared/namespaces.ts; docs/decisions/028-lazy-hydration.md), so a key whose namespace did
 * not load would show as `places:list.results` or `list.results`. Checked after hydration and
 * after client navigation between routes, in both languages, in the text and the labels.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration, watchConsole } from '../support/browser.ts';
import { countDocuments, keptPages } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';

const suite = browserSuite();

/** Every nested key of the message files, bare and with its namespace (top-level ones are words too common to look for). */
function messageKeys(): string[] {
  const keys = new Set<string>();
  const walk = (ns: string, prefix: string, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(ns, prefix ? `${prefix}.${k}` : k, v);
    } else if (prefix.includes('.')) {
      keys.add(prefix.replace(/_(one|other|zero|few|many)$/, ''));
      keys.add(`${ns}:${prefix}`);
    }
  };
  for (const file of readdirSync('locales/en')) walk(file.replace(/\.json$/, ''), '', JSON.parse(readFileSync(`locales/en/${file}`, 'utf8')));
  return [...keys];
}
const KEYS = messageKeys();

/** The raw keys in the page's visible text and its labels. */
async function rawKeysOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')].map((el) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join('\n'),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
  return KEYS.filter((k) => new RegExp(`(^|[^\\w.:])${k.replace(/[.$]/g, '\\$&')}($|[^\\w.])`).test(text));
}

/** A client navigation the way the router sees a history move (no document request). */
async function clientNavigate(page: Page, href: string): Promise<void> {
  const before = await page.locator('h1').first().textContent();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, href);
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).not.toBe(before);
}

const ROUTES = ['/', '/hotel', '/live', '/explain', '/hotel/detail?id=1001', '/scenicArea', '/tourist', '/conditions', '/search?q=lake', '/article/list', '/theme/list'];
// Not /template/i18: it shows sample keys beside their translations by design.

const LOCALES = [['zh-CN', ''], ['en', '/en']] as const;

/** A browser in the tested language (so `/` is not redirected, docs/behaviour.md). */
const contextOptions = (prefix: string) => ({ viewport: { width: 1280, height: 900 }, locale: prefix ? 'en-US' : 'zh-CN' });
/** A page of its own in that language. */
async function openIn(prefix: string) {
  const context = await suite.browser.newContext(contextOptions(prefix));
  const page = await context.newPage();
  return { context, page, seen: watchConsole(page) };
}

// One test per fresh load, apart from the navigation walk: twenty page loads in one test came
// within a second of its 30 s limit on a loaded 2-core machine (and past it once in CI).
describe('no raw message keys on screen', () => {
  it.each(LOCALES)('%s: after hydration and after each client navigation', async (_lng, prefix) => {
    const { context, page, seen } = await openIn(prefix);
    const docs = countDocuments(page);
    await page.goto(suite.site.url + (prefix || '/'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await rawKeysOnScreen(page)).toEqual([]);
    for (const path of ROUTES.slice(1)) {
      await clientNavigate(page, prefix + path);
      expect({ path, keys: await rawKeysOnScreen(page) }).toEqual({ path, keys: [] });
    }
    expect(docs.urls).toEqual([suite.site.url + (prefix || '/')]);
    expect(seen.errors).toEqual([]);
    expect(seen.warnings.filter((w) => /hydrat|did not match|i18next/i.test(w))).toEqual([]);
    await context.close();
  });

  // A fresh load of each route: its own first screen, with only its own namespaces (a fresh
  // document in the language's kept page: tests/support/browser-env.ts).
  const pages = keptPages(suite);
  it.each(LOCALES.flatMap(([lng, prefix]) => ROUTES.slice(1).map((path) => [lng, prefix, path] as const)))('%s: a fresh load of %s%s', async (_lng, prefix, path) => {
    const page = await pages.page(contextOptions(prefix));
    const seen = watchConsole(page);
    await page.goto(suite.site.url + prefix + path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    seen.stop();
    expect(await rawKeysOnScreen(page)).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.warnings.filter((w) => /hydrat|did not match|i18next/i.test(w))).toEqual([]);
  });
});
