/**
 * Accessibility (docs/product.md §5, §9): axe-core finds no serious or critical
 * violation on the home page in both languages and both colour modes, at phone and desktop
 * widths; the accessibility toolbar loads on demand and its settings are kept (text zoom and
 * contrast applied before the body paints on the next load).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeRun, WCAG_AA } from '../support/axe.ts';
import { openPage, SAVE_DATA, startShellEnv, type ShellEnv } from '../support/browser-env.ts';

let env: ShellEnv;
beforeAll(async () => {
  env = await startShellEnv();
});
afterAll(async () => {
  await env?.close();
});

describe('axe on the home page', () => {
  const cases = [
    ['/', 'zh-CN', 'light', 1440],
    ['/', 'zh-CN', 'dark', 1440],
    ['/en', 'en', 'light', 1440],
    ['/en', 'en', 'dark', 1440],
    ['/', 'zh-CN', 'dark', 390],
    ['/en', 'en', 'light', 390],
  ] as const;

  it.each(cases)('%s (%s, %s, %ipx): no serious or critical violation', async (path, locale, colorScheme, width) => {
    const { context, page } = await openPage(env, path, { locale, colorScheme, viewport: { width, height: 900 }, reducedMotion: 'reduce', init: [SAVE_DATA] });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
    const result = await axeRun(page, { tags: [...WCAG_AA, 'best-practice'] });
    const bad = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`) }));
    expect(bad).toEqual([]);
    await context.close();
  });
});

describe('axe on an itinerary (/theme?id=1)', () => {
  it.each([
    ['/theme?id=1', 'zh-CN', 390],
    ['/en/theme?id=1', 'en', 1440],
  ] as const)('%s (%s, %ipx): well-formed description lists, no serious or critical violation', async (path, locale, width) => {
    const { context, page } = await openPage(env, path, { locale, viewport: { width, height: 900 }, reducedMotion: 'reduce', init: [SAVE_DATA] });
    const result = await axeRun(page, { tags: [...WCAG_AA, 'best-practice'] });
    const ids = (list: { id: string }[]) => list.map((v) => v.id);
    expect(ids(result.passes)).toEqual(expect.arrayContaining(['definition-list', 'dlitem']));
    expect(ids(result.violations.filter((v) => v.id === 'definition-list' || v.id === 'dlitem' || v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);
    await context.close();
  });
});

/** Test-only: a speechSynthesis that records what it was asked to say. */
const SPEECH_PROBE = `(() => {
  const w = window; w.__spoken = [];
  Object.defineProperty(w, 'speechSynthesis', { configurable: true, value: { speak: (u) => w.__spoken.push({ text: u.text, lang: u.lang }), cancel: () => {}, getVoices: () => [], addEventListener() {} } });
})();`;
const BODY_PROBE = `new MutationObserver((_, o) => { if (!document.body) return; window.__atBody = { cls: document.documentElement.className, size: document.documentElement.style.fontSize }; o.disconnect(); }).observe(document, { childList: true, subtree: true });`;

describe('accessibility toolbar', () => {
  it('loads on first click, applies and keeps its settings, resets', async () => {
    const requests: string[] = [];
    const { context, page } = await openPage(env, '/', { viewport: { width: 1440, height: 900 }, init: [SAVE_DATA, SPEECH_PROBE, BODY_PROBE] });
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => /A11yPanel|effects/.test(p))).toEqual([]);

    await page.locator('[data-testid="a11y-button"]').click();
    const panel = page.locator('[data-testid="a11y-panel"]');
    await panel.waitFor();
    expect(requests.some((p) => /\/assets\/A11yPanel-.*\.js$/.test(p))).toBe(true);

    await page.locator('[data-testid="a11y-zoom-in"]').click();
    await page.locator('[data-testid="a11y-zoom-in"]').click();
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('125%');
    await page.locator('[data-testid="a11y-contrast"]').click();
    await page.locator('[data-testid="a11y-guide"]').click();
    await page.locator('[data-testid="a11y-cursor"]').click();
    await page.locator('[data-testid="a11y-speak"]').click();
    expect(await page.evaluate(() => [...document.documentElement.classList].filter((c) => c.startsWith('a11y-')).sort())).toEqual(['a11y-contrast', 'a11y-cursor']);
    expect(await page.locator('.reading-guide').count()).toBe(1);
    expect(await page.locator('[data-testid="a11y-contrast"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');

    // Read aloud: the page, in the page's language.
    await panel.getByRole('button', { name: '朗读本页' }).click();
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: Array<{ text: string; lang: string }> }).__spoken);
    expect(spoken.length).toBeGreaterThan(0);
    expect(spoken.every((s) => s.lang === 'zh-CN')).toBe(true);

    // Escape closes it and focus goes back to the button.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('a11y-button');

    // Next visit: zoom and contrast are there before the body; the guide comes back.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const atBody = await page.evaluate(() => (window as unknown as { __atBody: { cls: string; size: string } }).__atBody);
    expect(atBody.size).toBe('125%');
    expect(atBody.cls.split(' ')).toEqual(expect.arrayContaining(['a11y-contrast', 'a11y-cursor']));
    await page.locator('.reading-guide').waitFor({ state: 'attached' });

    await page.locator('[data-testid="a11y-button"]').click();
    await page.locator('[data-testid="a11y-reset"]').click();
    expect(await page.evaluate(() => [document.documentElement.style.fontSize, document.documentElement.className.includes('a11y-'), localStorage.getItem('ql-a11y')])).toEqual(['', false, null]);
    expect(await page.locator('.reading-guide').count()).toBe(0);
    await context.close();
  });

  it.each([
    ['/', 'zh-CN', '无障碍'],
    ['/en', 'en', 'Accessibility'],
  ] as const)('%s: from the phone drawer, the button closes the drawer and the panel opens in view, focused', async (path, locale, name) => {
    const { context, page } = await openPage(env, path, { locale, viewport: { width: 390, height: 844 }, init: [SAVE_DATA] });
    await page.locator('[data-testid="menu-button"]').click();
    await page.locator('[data-testid="drawer"] [data-testid="drawer-a11y-button"]', { hasText: name }).click();
    const panel = page.locator('[data-testid="a11y-panel"]');
    await panel.waitFor();
    expect(await page.locator('[data-testid="drawer"]').evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    // In view and on top: the element at the panel's centre is inside it.
    expect(await panel.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight && el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    })).toBe(true);
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // At the largest text size every control still fits inside the panel ("Stop reading" ran past it).
    const zoomIn = page.locator('[data-testid="a11y-zoom-in"]');
    while (await zoomIn.isEnabled()) await zoomIn.click();
    expect(await panel.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('button')].filter((b) => b.getBoundingClientRect().right > box.right || b.getBoundingClientRect().left < box.left).map((b) => b.textContent);
    })).toEqual([]);
    await page.locator('[data-testid="a11y-reset"]').click();
    await panel.locator('button').first().focus();
    // Escape closes it; focus goes back to the menu button the drawer returned it to.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button');
    await context.close();
  });

  it.each([1440, 390])('at %ipx opens half a line below the header as drawn, and stays there as the text grows', async (width) => {
    const { context, page } = await openPage(env, '/en', { locale: 'en-US', viewport: { width, height: 900 }, init: [SAVE_DATA] });
    if (width < 600) await page.locator('[data-testid="menu-button"]').click();
    await page.locator(width < 600 ? '[data-testid="drawer"] [data-testid="drawer-a11y-button"]' : '[data-testid="a11y-button"]').first().click();
    const panel = page.locator('[data-testid="a11y-panel"]');
    await panel.waitFor();
    // Panel top minus header bottom, and half the root font size (the 0.5rem the stylesheet asks).
    const place = () =>
      panel.evaluate((el) => ({
        gap: Math.round(el.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom),
        half: Math.round(parseFloat(getComputedStyle(document.documentElement).fontSize) / 2),
      }));
    await expect.poll(place).toEqual({ gap: 8, half: 8 });
    const zoomIn = page.locator('[data-testid="a11y-zoom-in"]');
    while (await zoomIn.isEnabled()) await zoomIn.click();
    await expect.poll(place).toEqual({ gap: 16, half: 16 });
    await context.close();
  });

  it('skip link moves focus to the main content; landmarks are there', async () => {
    const { context, page } = await openPage(env, '/en/hotel', { locale: 'en', viewport: { width: 1440, height: 900 }, init: [SAVE_DATA] });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.locator('header.site-header').count()).toBe(1);
    expect(await page.locator('main#main').count()).toBe(1);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Main navigation"]:visible').count()).toBe(1);
    await context.close();
  });
});
