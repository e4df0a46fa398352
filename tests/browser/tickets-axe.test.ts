/**
 * axe on every state of the ticket forms (docs/product.md §5, §9; docs/tickets.md §Forms), in
 * both languages, light and dark: the empty form, its field errors, a refusal note (a document
 * that already holds a reservation that day), the confirmation, the look-up form, a look-up
 * that finds nothing, the found reservation and the cancelled one. The axe matrix
 * (tests/browser/axe/) checks each page's first state only; a closed and a sold-out day, the
 * "unavailable" note and pages rendered for a post without JavaScript are in
 * tickets-axe-states.test.ts.
 *
 * One page per language walks the states with JavaScript, each reached as a visitor reaches it;
 * each state is checked in light, then (the page follows the system while no mode is chosen)
 * in dark, without a reload. Screenshots for people go to SHOTS_DIR (tests/support/
 * tickets-browser.ts `shots`): the form, its errors and the confirmation at 1440 and 390 px in
 * both modes, the other states at 390 px in light.
 *
 * The shared site (read-only but for these reservations: each language names its own
 * documents, on a day of its own, and asserts no count of places).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeRun } from '../support/axe.ts';
import { SAVE_DATA } from '../support/browser-env.ts';
import { waitForHydration } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { DESKTOP, PHONE, field, fillVisitor, idNumber, messages, overflowAt390, pathIn, pickSlot, scheme, shots, shownCode, type Locale } from '../support/tickets-browser.ts';
import { cardDate } from '../support/tickets-walk.ts';

const suite = browserSuite();

/** axe's violations on the page, one line each: rule, impact, target, what to fix. */
async function violations(page: Page): Promise<string[]> {
  const result = await axeRun(page);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} [${v.impact}] ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ').trim() ?? v.help}`));
}

describe.each([
  { locale: 'zh-CN', n: 300, name: '杜甫', phone: '13912345678', date: '2026-11-25' },
  { locale: 'en', n: 400, name: 'Grace Hopper', phone: '+1 202 555 0143', date: '2026-11-26' },
] as const)('axe on the ticket forms ($locale, light and dark)', ({ locale, n, name, phone, date }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await suite.browser.newContext({ locale, colorScheme: 'light', reducedMotion: 'reduce', viewport: DESKTOP, deviceScaleFactor: 1 });
    await context.addInitScript(SAVE_DATA);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  /**
   * The state in light and dark: no violation in either (soft, so every state reports), and
   * its screenshots: 1440 and 390 px in both modes for the form, its errors and the confirmation
   * (`all`), 390 px light for the rest (each screenshot costs about half an axe run).
   */
  async function check(state: string, all = false): Promise<void> {
    for (const mode of ['light', 'dark'] as const) {
      await scheme(page, mode);
      expect.soft(await violations(page), `${state}, ${mode}`).toEqual([]);
      if (all) await shots(page, state, locale, mode);
      else if (mode === 'light') await shots(page, state, locale, mode, [PHONE]);
    }
    await scheme(page, 'light');
  }

  it('form, errors, refusal, confirmation, look-up, not found, found, cancelled: no violation', async () => {
    const idCard = idNumber(n);
    const tickets = pathIn('/tickets', locale);
    const res = await page.goto(`${suite.site.url}${tickets}?date=${date}`);
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await check('form', true);

    await page.getByTestId('reserve-submit').click();
    await page.getByTestId('error-summary').waitFor();
    await check('errors', true);

    await pickSlot(page, '10:00');
    await fillVisitor(page, 0, { name, kind: 'id-card', number: idCard });
    await fillVisitor(page, 1, { name, kind: 'passport', number: `K${9876500 + n}` });
    await field(page, 'contactPhone').fill(phone);
    await page.getByTestId('reserve-submit').click();
    await page.getByTestId('ticket-confirmed').waitFor();
    const { code } = await shownCode(page);
    expect(await cardDate(page)).toBe(locale === 'en' ? 'Thu 26 November 2026' : '2026年11月25日 周三');
    expect(await overflowAt390(page)).toBeLessThanOrEqual(390);
    await check('confirmation', true);

    // Another reservation naming the same document on the same day: refused by the desk, the field marked.
    await page.getByRole('link', { name: messages(locale).card.another }).click();
    await page.getByTestId('reserve-form').waitFor();
    await page.getByTestId('ticket-days').locator(`a[href="${tickets}?date=${date}"]`).click();
    await expect.poll(() => page.locator('[data-testid="reserve-form"] input[name="date"]').inputValue()).toBe(date);
    await pickSlot(page, '12:00');
    await fillVisitor(page, 0, { name, kind: 'id-card', number: idCard });
    await field(page, 'contactPhone').fill(phone);
    await page.getByTestId('reserve-submit').click();
    await page.locator('#party\\.0\\.documentNumber-error').waitFor();
    await check('refusal');

    await page.goto(`${suite.site.url}${pathIn('/tickets/reservation', locale)}`);
    await waitForHydration(page);
    await check('lookup');

    await field(page, 'code').fill(code);
    await field(page, 'documentLast4').fill('0000');
    await page.getByTestId('lookup-submit').click();
    await page.locator('[data-testid="ticket-outcome"][data-outcome="not-found"]').waitFor();
    await check('not-found');

    await field(page, 'documentLast4').fill(idCard.slice(-4));
    await page.getByTestId('lookup-submit').click();
    await page.getByTestId('ticket-found').waitFor();
    await check('found');

    await page.getByTestId('cancel-submit').click();
    await page.getByTestId('ticket-cancelled').waitFor();
    await check('cancelled');
  }, 180_000);
});
