/**
 * Header navigation: the main menu's nested dropdowns by keyboard and by tap,
 * the phone drawer by keyboard and by tap, aria-current on the current page, the search
 * entry as a client navigation to /search?q= in the current locale.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDocuments, openPage, SAVE_DATA, startShellEnv, type ShellEnv } from '../support/browser-env.ts';
import { waitForPartHydration } from '../support/browser.ts';

let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
});
afterAll(async () => {
  await env?.close();
});

const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName ?? '', text: el?.textContent?.trim() ?? '', href: el?.getAttribute('href') ?? null, expanded: el?.getAttribute('aria-expanded') ?? null, inNav: !!el?.closest('[data-testid="main-nav"]'), inDrawer: !!el?.closest('dialog') };
  });

/**
 * Presses Tab until `done` holds, at most `max` times and for at most `budgetMs`: the budget is
 * well inside the test's own timeout, so a walk that stalls on a loaded machine still reports
 * where focus went instead of dying in vitest's timeout without a word.
 */
async function tabUntil(page: Page, done: (a: Awaited<ReturnType<typeof active>>) => boolean, max = 40, budgetMs = 12_000) {
  const trail: string[] = [];
  const deadline = Date.now() + budgetMs;
  for (let i = 0; i < max && Date.now() < deadline; i++) {
    await page.keyboard.press('Tab');
    const a = await active(page);
    if (done(a)) return;
    trail.push(`${a.tag} "${a.text.slice(0, 16)}"${a.inDrawer ? ' (drawer)' : ''}`);
  }
  // Where focus went, so a failure on a loaded machine says why.
  throw new Error(`focus never got there in ${trail.length} tabs; it went: ${trail.join(' → ')}`);
}

/** The group "游览" (Explore) of the seed menu: a toggle without a link, with children. */
const exploreToggle = (page: Page) => page.locator('[data-testid="main-nav"] button.nav-toggle', { hasText: '游览' });

describe('main menu (wide screens)', () => {
  it('marks the current page with aria-current and highlights its group', async () => {
    const { context, page } = await openPage(env, '/hotel', { viewport: { width: 1440, height: 900 }, init: [SAVE_DATA] });
    const current = page.locator('[data-testid="main-nav"] a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe('/hotel');
    expect(await page.locator('[data-testid="main-nav"] .main-nav__list > .nav-item.is-active').count()).toBe(1);
    await context.close();
  });

  it('works by keyboard: arrows, Escape, Enter, Tab into the dropdown and follow a link', async () => {
    const { context, page } = await openPage(env, '/', { viewport: { width: 1440, height: 900 }, init: [SAVE_DATA] });
    const docs = countDocuments(page);
    await tabUntil(page, (a) => a.inNav);
    expect((await active(page)).text).toBe('首页');
    await page.keyboard.press('ArrowRight');
    expect(await active(page)).toMatchObject({ tag: 'BUTTON', text: '游览', expanded: 'false' });

    await page.keyboard.press('ArrowDown');
    expect(await exploreToggle(page).getAttribute('aria-expanded')).toBe('true');
    const submenu = page.locator(`#${await exploreToggle(page).getAttribute('aria-controls')}`);
    expect(await submenu.isVisible()).toBe(true);
    expect(await active(page)).toMatchObject({ tag: 'A', href: '/scenicArea' });
    await page.keyboard.press('ArrowDown');
    expect((await active(page)).href).toBe('/landscapes');
    await page.keyboard.press('End');
    expect((await active(page)).href).toBe('/poi');
    await page.keyboard.press('Home');
    expect((await active(page)).href).toBe('/scenicArea');

    await page.keyboard.press('Escape');
    expect(await submenu.isVisible()).toBe(false);
    expect(await active(page)).toMatchObject({ tag: 'BUTTON', text: '游览', expanded: 'false' });

    await page.keyboard.press('Enter');
    expect(await submenu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect((await active(page)).href).toBe('/scenicArea');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.url}/landscapes`);
    await page.locator('[data-testid="main-nav"] a[aria-current="page"][href="/landscapes"]').waitFor({ state: 'attached' });
    await expect.poll(() => submenu.isVisible()).toBe(false);
    expect(docs.count).toBe(0); // a client navigation, no document load
    await context.close();
  });

  it('focus leaving the menu closes it', async () => {
    const { context, page } = await openPage(env, '/', { viewport: { width: 1440, height: 900 }, init: [SAVE_DATA] });
    await exploreToggle(page).focus();
    await page.keyboard.press('Enter');
    expect(await exploreToggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.locator('[data-testid="search-button"]').focus();
    expect(await exploreToggle(page).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('works by tap: a tap opens, a tap on a link navigates, a tap outside closes', async () => {
    const { context, page } = await openPage(env, '/', { viewport: { width: 1366, height: 1024 }, hasTouch: true, isMobile: false, init: [SAVE_DATA] });
    await exploreToggle(page).tap();
    expect(await exploreToggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.locator('main').tap({ position: { x: 20, y: 400 } });
    expect(await exploreToggle(page).getAttribute('aria-expanded')).toBe('false');
    await exploreToggle(page).tap();
    await page.locator('[data-testid="main-nav"] a[href="/island"]').tap();
    await page.waitForURL(`${env.site.url}/island`);
    await expect.poll(() => exploreToggle(page).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('drawer (phones)', () => {
  const phone = { viewport: { width: 390, height: 844 }, init: [SAVE_DATA] };

  it('hides the bar menu and opens, walks and closes the drawer by keyboard', async () => {
    const { context, page } = await openPage(env, '/', phone);
    // The drawer hydrates from its own chunk (docs/decisions/028-lazy-hydration.md); this test is
    // about its keyboard behaviour once there (early clicks: tests/browser/lazy-hydration.test.ts).
    // Waiting for that part itself, not for the network to fall quiet: on `/` photos, the
    // service worker's install and below-fold parts keep the network busy for a while.
    await waitForPartHydration(page, '[data-testid="menu-button"]');
    expect(await page.locator('[data-testid="main-nav"]').isVisible()).toBe(false);
    const drawer = page.locator('[data-testid="drawer"]');
    expect(await drawer.isVisible()).toBe(false);

    await tabUntil(page, (a) => a.tag === 'BUTTON' && a.expanded !== null && a.text === '打开菜单');
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    expect(await active(page)).toMatchObject({ inDrawer: true });
    expect(await page.locator('[data-testid="menu-button"]').getAttribute('aria-expanded')).toBe('true');

    // Escape closes and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect((await active(page)).text).toBe('打开菜单');

    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    // Focus stays inside the modal drawer.
    // A group of the menu is a <details> (docs/decisions/052-first-tap-before-hydration.md).
    await tabUntil(page, (a) => a.tag === 'SUMMARY' && a.text === '住宿餐饮');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('details')?.open)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await active(page)).toMatchObject({ href: '/hotel', inDrawer: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.url}/hotel`);
    await drawer.waitFor({ state: 'hidden' });
    expect((await active(page)).text).toBe('打开菜单');

    // Reopened on /hotel: the current page is marked and its group is expanded.
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    expect(await drawer.locator('a[aria-current="page"]').getAttribute('href')).toBe('/hotel');
    expect(await drawer.locator('a[aria-current="page"]').isVisible()).toBe(true);
    await context.close();
  });

  it('a reopen that comes before the last close event keeps the drawer and its menu', async () => {
    const { context, page } = await openPage(env, '/', phone);
    await waitForPartHydration(page, '[data-testid="menu-button"]');
    const drawer = page.locator('[data-testid="drawer"]');
    await page.locator('[data-testid="menu-button"]').click();
    await drawer.waitFor({ state: 'visible' });
    // Closed and reopened in one task: the dialog's close event is queued and fires after the reopen.
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement>('[data-testid="drawer"]')!.close();
      document.querySelector<HTMLButtonElement>('[data-testid="menu-button"]')!.click();
    });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await drawer.isVisible()).toBe(true);
    expect(await page.locator('[data-testid="menu-button"]').getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getByRole('link', { name: '首页' }).count()).toBe(1);
    await context.close();
  });

  it('works by tap, and a tap on the backdrop closes it', async () => {
    const { context, page } = await openPage(env, '/en', { ...phone, hasTouch: true, isMobile: true, locale: 'en' });
    const drawer = page.locator('[data-testid="drawer"]');
    await page.locator('[data-testid="menu-button"]').tap();
    await drawer.waitFor({ state: 'visible' });
    await page.mouse.click(10, 400); // outside the panel (the backdrop)
    await drawer.waitFor({ state: 'hidden' });

    await page.locator('[data-testid="menu-button"]').tap();
    await drawer.waitFor({ state: 'visible' });
    await drawer.locator('summary.drawer-toggle', { hasText: 'Stay & Eat' }).tap();
    await drawer.locator('a[href="/en/restaurants"]').tap();
    await page.waitForURL(`${env.site.url}/en/restaurants`);
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('search entry', () => {
  it('submits to /search?q= in the current locale without a full load', async () => {
    const { context, page } = await openPage(env, '/en/hotel', { viewport: { width: 1440, height: 900 }, locale: 'en', init: [SAVE_DATA] });
    const docs = countDocuments(page);
    await page.locator('[data-testid="search-button"]').click();
    const input = page.locator('[data-testid="search-form-header"] input[name="q"]');
    await input.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('q');
    await input.fill('Mirror Lake');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.url}/en/search?q=Mirror+Lake`);
    expect(docs.count).toBe(0);
    await context.close();
  });
});

describe('breadcrumbs', () => {
  /** The "/" drawn before every crumb after the first, as the visitor's browser computes it. */
  const separators = (page: Page) =>
    page.locator('nav.breadcrumb li + li').evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el, '::before');
        return { content: s.content, color: s.color };
      }),
    );

  it('show their "/" separator on a photo header and on a plain one', async () => {
    const { context, page } = await openPage(env, '/landscapes', { viewport: { width: 390, height: 844 }, init: [SAVE_DATA] });
    // Over the photo: white at 60 %, as the crumbs are white at 85 %.
    expect(await separators(page)).toEqual([{ content: '"/"', color: 'rgba(255, 255, 255, 0.6)' }]);
    expect(await page.locator('nav.breadcrumb a').evaluate((a) => getComputedStyle(a).color)).toBe('rgba(255, 255, 255, 0.85)');
    expect(await page.locator('nav.breadcrumb [aria-current="page"]').evaluate((a) => getComputedStyle(a).color)).toBe('rgb(255, 255, 255)');
    await page.goto(`${env.site.url}/scenicArea`);
    const plain = await separators(page);
    expect(plain.map((s) => s.content)).toEqual(['"/"']);
    await context.close();
  });
});

// The conditions board (/conditions) in the main menu and the phone drawer, in both languages
// (content-service/seed/menus.json: under "Visitor info", after Tickets). It joins a dropdown,
// not the bar itself, so the bar keeps its room (docs: client/styles/shell/drawer.css measures it).
describe('the conditions board in the menus', () => {
  const CASES = [
    ['/', 'zh-CN', '服务指南', '实时路况', '/conditions'],
    ['/en', 'en', 'Visitor info', 'Conditions now', '/en/conditions'],
  ] as const;
  const barFits = (page: Page) =>
    page.evaluate(() => {
      const bar = document.querySelector('.site-header')!;
      const list = document.querySelector('.main-nav__list')!;
      return { page: document.documentElement.scrollWidth - innerWidth, list: list.scrollWidth - list.clientWidth, out: [...bar.querySelectorAll('a, button')].filter((e) => e.getBoundingClientRect().right > innerWidth).length };
    });

  it.each(CASES.flatMap((c) => [1440, 1280].map((w) => [...c, w] as const)))('%s (%s): the %s menu holds %s (%s) at %i px', async (path, locale, group, name, href, width) => {
    const { context, page } = await openPage(env, path, { locale, viewport: { width, height: 900 }, init: [SAVE_DATA] });
    expect(await page.locator('[data-testid="main-nav"]').isVisible()).toBe(true);
    expect(await barFits(page)).toEqual({ page: 0, list: 0, out: 0 });
    const toggle = page.locator('[data-testid="main-nav"] button.nav-toggle', { hasText: group });
    await toggle.click();
    const sub = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await sub.locator('a').allTextContents()).toEqual(locale === 'en' ? ['Tickets', name, 'Visitor information', 'Visitor services'] : ['门票预约', name, '游客须知', '游客服务']);
    await sub.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`${env.site.url}${href}`);
    // A client navigation: the mark moves once the new page renders.
    await expect.poll(() => page.locator('[data-testid="main-nav"] a[aria-current="page"]').getAttribute('href')).toBe(href);
    await context.close();
  });

  it.each(CASES.flatMap((c) => [390, 1024].map((w) => [...c, w] as const)))('%s (%s): the drawer\'s %s group holds %s (%s) at %i px', async (path, locale, group, name, href, width) => {
    const { context, page } = await openPage(env, path, { locale, viewport: { width, height: 844 }, init: [SAVE_DATA] });
    await waitForPartHydration(page, '[data-testid="menu-button"]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.getByTestId('menu-button').click();
    const drawer = page.locator('[data-testid="drawer"]');
    await drawer.waitFor({ state: 'visible' });
    await drawer.locator('summary.drawer-toggle', { hasText: group }).click();
    const link = drawer.getByRole('link', { name, exact: true });
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(`${env.site.url}${href}`);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('menu-button').click();
    await drawer.waitFor({ state: 'visible' });
    expect(await drawer.locator('a[aria-current="page"]').getAttribute('href')).toBe(href);
    expect(await drawer.locator('a[aria-current="page"]').isVisible()).toBe(true);
    await context.close();
  });
});
