/**
 * axe on the ticket states tickets-axe.test.ts does not reach (docs/product.md §5, §9;
 * docs/tickets.md §Pages, §Forms), in both languages, light only: a closed day (3 December: the
 * day note, no form), a sold-out day (the day note, no form), the "unavailable" note of a post
 * sent by script that never reached the site, and pages rendered for a post without JavaScript
 * (a context with `javaScriptEnabled: false`): the errors page and the confirmation page.
 * Screenshots for people at 390 px go to SHOTS_DIR (tests/support/tickets-browser.ts `shots`).
 *
 * A stack of the file's own: a content service whose 26 November holds 4 places (one a slot),
 * taken on the desk itself before the tests so the day is sold out, a site in front of it
 * (places read afresh), and a Chromium.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeRun } from '../support/axe.ts';
import { SAVE_DATA } from '../support/browser-env.ts';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { field, fillVisitor, form, idNumber, messages, pathIn, PHONE, pickSlot, shots, shownCode, wrongCheck, type Locale } from '../support/tickets-browser.ts';
import { reserveOnDesk, startDesk, type Desk } from '../support/tickets-desk.ts';

let desk: Desk;
let site: Site;
let browser: Browser;
beforeAll(async () => {
  desk = await startDesk({ tickets: { dayCapacity: [{ day: '2026-11-26', capacity: 4 }] } });
  site = await startSite({ apiBaseUrl: desk.url, env: { CACHE_TICKETS_TTL_MS: '0' } });
  browser = await launchBrowser();
  for (const [i, slot] of ['08:00', '10:00', '12:00', '14:00'].entries()) {
    await reserveOnDesk(desk.url, { date: '2026-11-26', slot, documents: [`A2600${i}01`], contactPhone: `1391234260${i}`, name: 'Zhuang Wenyu' });
  }
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await desk?.close();
});

/** axe's violations on the page, one line each: rule, impact, target, what to fix. */
async function violations(page: Page): Promise<string[]> {
  const result = await axeRun(page);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} [${v.impact}] ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ').trim() ?? v.help}`));
}

/** The day note's text, without its mark. */
const dayNote = async (page: Page) => (await page.getByTestId('ticket-day-note').textContent())!.trim();

describe.each([
  { locale: 'zh-CN', n: 500, name: '庄文煜', phone: '13912345500', closed: '2026年12月3日 不开放预约：索道与栈道年度安全检修，景区全天闭园', soldOut: '2026年11月26日 的余票已约满，请选择其他日期。' },
  { locale: 'en', n: 600, name: 'Zhuang Wenyu', phone: '+1 202 555 0600', closed: '3 December 2026 is closed to reservations: The area is closed all day for the annual safety inspection of the cableway and boardwalks', soldOut: '26 November 2026 is sold out. Please choose another day.' },
] as const)('axe on more ticket states ($locale, light)', ({ locale, n, name, phone, closed, soldOut }) => {
  const t = messages(locale as Locale);
  const tickets = pathIn('/tickets', locale);
  let js: BrowserContext;
  let nojs: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    js = await browser.newContext({ locale, colorScheme: 'light', reducedMotion: 'reduce', viewport: PHONE, deviceScaleFactor: 1 });
    await js.addInitScript(SAVE_DATA);
    page = await js.newPage();
    nojs = await browser.newContext({ locale, colorScheme: 'light', reducedMotion: 'reduce', viewport: PHONE, deviceScaleFactor: 1, javaScriptEnabled: false });
  });
  afterAll(async () => {
    await js?.close();
    await nojs?.close();
  });

  /** No violation (soft, so every state reports), and its screenshot at 390 px. */
  async function check(on: Page, state: string): Promise<void> {
    expect.soft(await violations(on), state).toEqual([]);
    await shots(on, state, locale as Locale, 'light', [PHONE]);
  }

  /**
   * The same for a page loaded without JavaScript. axe runs in the page and waits on its own
   * timers, which never fire where scripts are off; so the page's DOM, its scripts left out, is
   * served to the JavaScript page at a URL of the site (the same styles) and checked there. The
   * ticket pages have no <noscript> and no `scripting` media query of their own: the copy is
   * what the visitor without JavaScript sees.
   */
  async function checkWithoutJs(plain: Page, state: string): Promise<void> {
    const html = (await plain.content()).replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
    const copy = (u: URL) => u.searchParams.get('copy-of') === state;
    await page.route(copy, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    try {
      await page.goto(`${site.url}${tickets}?copy-of=${state}`);
      expect(await page.locator('script').count()).toBe(0);
      await check(page, state);
    } finally {
      await page.unroute(copy);
    }
  }

  it('a closed day and a sold-out day: the day note, no form', async () => {
    for (const [date, note, state] of [['2026-12-03', closed, 'closed-day'], ['2026-11-26', soldOut, 'sold-out-day']] as const) {
      expect((await page.goto(`${site.url}${tickets}?date=${date}`))?.status()).toBe(200);
      await waitForHydration(page);
      expect(await dayNote(page)).toBe(note);
      expect(await form(page).count()).toBe(0);
      await check(page, state);
    }
  });

  it('the unavailable note of a post that never reached the site', async () => {
    await page.goto(`${site.url}${tickets}?date=2026-11-27`);
    await waitForHydration(page);
    await page.route('**/_data/tickets/reserve', (route) => route.abort('connectionreset'));
    try {
      await pickSlot(page, '10:00');
      await fillVisitor(page, 0, { name, kind: 'id-card', number: idNumber(n) });
      await field(page, 'contactPhone').fill(phone);
      await page.getByTestId('reserve-submit').click();
      await page.locator('[data-testid="ticket-outcome"][data-outcome="unavailable"]').waitFor();
      await check(page, 'unavailable');
    } finally {
      await page.unroute('**/_data/tickets/reserve');
    }
  });

  it('without JavaScript: the page rendered for a post with errors, then for the confirmation', async () => {
    const plain = await nojs.newPage();
    expect((await plain.goto(`${site.url}${tickets}?date=2026-11-28`))?.status()).toBe(200);
    await pickSlot(plain, '12:00');
    await fillVisitor(plain, 0, { name, kind: 'id-card', number: wrongCheck(idNumber(n + 1)) });
    await field(plain, 'contactPhone').fill('+12');
    await plain.getByTestId('reserve-submit').click();
    await plain.getByTestId('error-summary').waitFor();
    expect((await plain.title()).slice(0, t.errorPrefix.length)).toBe(t.errorPrefix);
    await checkWithoutJs(plain, 'nojs-errors');

    await field(plain, 'party.0.documentNumber').fill(idNumber(n + 1));
    await field(plain, 'contactPhone').fill(phone);
    await plain.getByTestId('reserve-submit').click();
    await plain.getByTestId('ticket-confirmed').waitFor();
    expect((await shownCode(plain)).grouped).toMatch(/^[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}$/);
    await checkWithoutJs(plain, 'nojs-confirmation');
  });
});
