/**
 * Tickets in a browser without JavaScript, and a page rendered for a post hydrated afterwards
 * (docs/tickets.md §Forms; docs/decisions/045-forms-without-javascript.md).
 * - Without JavaScript (a context with `javaScriptEnabled: false`): day links, the disclosure, a
 *   post with errors kept at their fields, the confirmation, the look-up (the code typed: it is
 *   in no URL) and cancel, each a full page load; each look-up form says its intent in a field.
 * - With JavaScript arriving late: the client entry is held back until the form was posted
 *   natively, so the page rendered for that post (its errors, the input written back) is what
 *   hydrates; the input stays, nothing is logged, and the form then works by script.
 *
 * A stack of the file's own (browserSuite(env)): it reserves, and its counts of places are
 * exact because no other file writes to its desk; the site's per-address post limits are out
 * of the way. One page per language is kept for the walk (docs/decisions/043-browser-test-cost.md).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keptPages, SAVE_DATA } from '../support/browser-env.ts';
import { waitForHydration, watchConsole } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { field, fillVisitor, form, idNumber, messages, overflowAt390, pathIn, PHONE, pickSlot, shownCode, typed, wrongCheck, type Locale } from '../support/tickets-browser.ts';
import { calendarFile, CODE_GROUPED, icsExpected, icsLines, LANGS, partyLines, placesLeft, requestWatch, SLOT_CAPACITY } from '../support/tickets-walk.ts';

const suite = browserSuite({ TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' });
const pages = keptPages(suite);
const watch = requestWatch();

/** A page without JavaScript: loaded, never hydrated. */
async function noJsPage(locale: Locale, viewport: { width: number; height: number }, path: string): Promise<Page> {
  const page = await pages.page({ locale, viewport, reducedMotion: 'reduce', javaScriptEnabled: false });
  const res = await page.goto(suite.site.url + path);
  expect(res?.status()).toBe(200);
  return page;
}

describe.each(LANGS)('tickets without JavaScript ($locale)', ({ locale, nojs, n, name, second, phone, phoneMasked }) => {
  const t = messages(locale);

  it('day links, the disclosure, a post with errors kept at their fields, confirmation, look-up and cancel: all full page loads', async () => {
    const date = locale === 'en' ? '2026-12-01' : '2026-11-30';
    const tickets = pathIn('/tickets', locale);
    const idCard = idNumber(n + 3);
    const passport = `G${7654300 + n}`;
    const page = await noJsPage(locale, nojs, tickets);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    const loads = watch.documentLoads(page);
    const requested = watch.requests(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(Math.max(390, nojs.width));

    // A day is a link.
    await page.getByTestId('ticket-days').locator(`a[href="${tickets}?date=${date}"]`).click();
    await page.waitForURL((u) => u.searchParams.get('date') === date);
    expect(loads).toEqual([`GET ${tickets}?date=${date}`]);
    expect(await page.getByTestId('ticket-days').locator('a[aria-current="date"]').getAttribute('href')).toBe(`${tickets}?date=${date}`);
    expect(await form(page).locator('input[name="date"]').inputValue()).toBe(date);

    // More visitors: a <details> that opens without script.
    const more = form(page).locator('details');
    expect(await more.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await more.locator('summary').click();
    expect(await more.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await field(page, 'party.1.name').isVisible()).toBe(true);

    // Posted with a wrong check character and a bad phone: the page comes back with the errors at their fields and the input in place.
    await pickSlot(page, '14:00');
    await fillVisitor(page, 0, { name, kind: 'id-card', number: wrongCheck(idCard) });
    await fillVisitor(page, 1, { name: second, kind: 'passport', number: passport });
    await field(page, 'contactPhone').fill('+12');
    await page.getByTestId('reserve-submit').click();
    await page.getByTestId('error-summary').waitFor();
    expect(loads).toEqual([`GET ${tickets}?date=${date}`, `POST ${tickets}?date=${date}`]);
    expect((await page.title()).slice(0, t.errorPrefix.length)).toBe(t.errorPrefix);
    expect(await page.locator('[data-testid="error-summary"] a').evaluateAll((as) => as.map((a) => `${a.getAttribute('href')} ${a.textContent}`))).toEqual([
      `#party.0.documentNumber ${t.errors.documentNumber!['check-digit']}`,
      `#contactPhone ${t.errors.contactPhone!.format}`,
    ]);
    for (const name of ['party.0.documentNumber', 'contactPhone']) {
      expect(await field(page, name).getAttribute('aria-invalid')).toBe('true');
      expect((await field(page, name).getAttribute('aria-describedby'))!.split(' ')).toContain(`${name}-error`);
      expect(await page.locator(`[id="${name}-error"]`).evaluate((el, id) => el.nextElementSibling === document.getElementById(id), name)).toBe(true);
    }
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(2);
    expect(await typed(page, ['party.0.name', 'party.0.documentNumber', 'party.1.name', 'party.1.documentNumber', 'contactPhone'])).toEqual([name, wrongCheck(idCard), second, passport, '+12']);
    expect(await field(page, 'party.1.documentKind').inputValue()).toBe('passport');
    expect(await page.locator('input[name="slot"]:checked').getAttribute('value')).toBe('14:00');
    expect(await more.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);

    // Put right and posted again: the confirmation page.
    await field(page, 'party.0.documentNumber').fill(idCard);
    await field(page, 'contactPhone').fill(phone);
    await page.getByTestId('reserve-submit').click();
    await page.getByTestId('ticket-confirmed').waitFor();
    expect(loads).toHaveLength(3);
    expect(loads[2]).toBe(`POST ${tickets}?date=${date}`);
    expect(await page.title()).not.toContain(t.errorPrefix.trim());
    const { grouped, code } = await shownCode(page);
    expect(grouped).toMatch(CODE_GROUPED);
    expect(await page.getByTestId('ticket-qr').getAttribute('aria-label')).toContain(code);
    expect((await page.getByTestId('reservation').textContent())!).toContain(`${idCard.slice(0, 4)}**********${idCard.slice(-4)}`);
    expect((await page.getByTestId('reservation').textContent())!).toContain(phoneMasked);
    expect(icsLines(await calendarFile(page, code))).toEqual(icsExpected(suite.site.url, code, date, '14:00', '16:00', t.ics.description));
    expect(loads).toHaveLength(3);
    // Personal input goes into the HTML of this one answer only as the inputs' values, and the confirmation has no inputs.
    const html = await page.content();
    expect(html).not.toContain(idCard);
    expect(html).not.toContain(passport);
    expect(await overflowAt390(page)).toBeLessThanOrEqual(390);
    expect(await placesLeft(suite.site.content.url, date, '14:00')).toBe(SLOT_CAPACITY - 2);

    // Look-up, then cancel: each a post answered by a page. The look-up form starts empty: the code is typed, without its space.
    await page.getByRole('link', { name: t.card.manage }).click();
    await page.getByTestId('lookup-form').waitFor();
    const reservation = pathIn('/tickets/reservation', locale);
    expect(loads[3]).toBe(`GET ${reservation}`);
    expect(await typed(page, ['code', 'documentLast4'])).toEqual(['', '']);
    await field(page, 'code').fill(code);
    await field(page, 'documentLast4').fill(idCard.slice(-4).toLowerCase());
    await page.getByTestId('lookup-submit').click();
    await page.getByTestId('ticket-found').waitFor();
    expect(loads[4]).toBe(`POST ${reservation}`);
    expect(await page.getByTestId('reservation').getAttribute('data-status')).toBe('confirmed');
    expect((await shownCode(page)).code).toBe(code);

    await page.getByTestId('cancel-submit').click();
    await page.getByTestId('ticket-cancelled').waitFor();
    expect(loads).toHaveLength(6);
    expect(loads[5]).toBe(`POST ${reservation}`);
    expect((await page.locator('#reservation-title').textContent())!.trim()).toBe(t.cancelled.title);
    expect(await page.getByTestId('reservation').getAttribute('data-status')).toBe('cancelled');
    expect(await placesLeft(suite.site.content.url, date, '14:00')).toBe(SLOT_CAPACITY);
    // Each look-up form says its intent in a field of its own (no button sends one); the code is in a body, never in a URL.
    const posted = requested.filter((r) => r.method === 'POST').map((r) => new URLSearchParams(r.body ?? ''));
    expect(posted.map((b) => [b.get('intent'), b.get('code')])).toEqual([[null, null], [null, null], ['lookup', code], ['cancel', code]]);
    expect(requested.filter((r) => r.url.startsWith('http') && r.url.includes(code)).map((r) => r.url)).toEqual([]);
  });
});

describe('a page rendered for a post, hydrated once its scripts arrive (zh-CN)', () => {
  const locale = 'zh-CN';
  const t = messages(locale);

  it('the input written back stays through hydration, nothing is logged, and the form then works by script', async () => {
    const date = '2026-12-02';
    const tickets = pathIn('/tickets', locale);
    const idCard = idNumber(150);
    const context = await suite.browser.newContext({ locale, viewport: PHONE, reducedMotion: 'reduce' });
    try {
      await context.addInitScript(SAVE_DATA);
      // The client entry (its modulepreload and its module script) is held back until released.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await context.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
        held.push(new URL(route.request().url()).pathname);
        await released;
        // The request of a document since left is gone: nothing to continue.
        await route.continue().catch(() => {});
      });
      const page = await context.newPage();
      const logged = watchConsole(page);
      await page.goto(`${suite.site.url}${tickets}?date=${date}`, { waitUntil: 'domcontentloaded' });
      await form(page).waitFor();

      // Typed and sent before any script ran: a native post, answered by the page with its errors and the input written back.
      await pickSlot(page, '10:00');
      await fillVisitor(page, 0, { name: '庄文煜', kind: 'id-card', number: wrongCheck(idCard) });
      await fillVisitor(page, 1, { name: 'Zhuang Wenyu', kind: 'passport', number: 'E7654150' });
      await field(page, 'contactPhone').fill('+12');
      const [post] = await Promise.all([page.waitForRequest((r) => r.resourceType() === 'document' && r.method() === 'POST'), page.getByTestId('reserve-submit').click()]);
      expect(post.url()).toBe(`${suite.site.url}${tickets}?date=${date}`);
      await page.getByTestId('error-summary').waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
      expect(new Set(held).size).toBe(1);
      const echoed = ['party.0.name', 'party.0.documentNumber', 'party.1.name', 'party.1.documentNumber', 'contactPhone'];
      const sent = ['庄文煜', wrongCheck(idCard), 'Zhuang Wenyu', 'E7654150', '+12'];
      expect(await typed(page, echoed)).toEqual(sent);
      const summaryLinks = () => page.locator('[data-testid="error-summary"] a').evaluateAll((as) => as.map((a) => `${a.getAttribute('href')} ${a.textContent}`));
      const errors = [`#party.0.documentNumber ${t.errors.documentNumber!['check-digit']}`, `#contactPhone ${t.errors.contactPhone!.format}`];
      expect(await summaryLinks()).toEqual(errors);

      // The scripts arrive: the page hydrates over what the server wrote back, and keeps it.
      const loads = watch.documentLoads(page);
      release();
      await waitForHydration(page);
      expect(await typed(page, echoed)).toEqual(sent);
      expect(await summaryLinks()).toEqual(errors);
      expect(await page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.id))).toEqual(['party.0.documentNumber', 'contactPhone']);
      expect(await page.locator('input[name="slot"]:checked').getAttribute('value')).toBe('10:00');
      expect(await field(page, 'party.1.documentKind').inputValue()).toBe('passport');
      expect(await form(page).locator('details').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
      expect((await page.title()).slice(0, t.errorPrefix.length)).toBe(t.errorPrefix);

      // Put right and sent again: by script now, confirmed without a document load.
      await field(page, 'party.0.documentNumber').fill(idCard);
      await field(page, 'contactPhone').fill('13912340150');
      const [byScript] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/_data/tickets/reserve')), page.getByTestId('reserve-submit').click()]);
      expect(byScript.method()).toBe('POST');
      await page.getByTestId('ticket-confirmed').waitFor();
      expect(loads).toEqual([]);
      expect(await partyLines(page)).toEqual([
        `庄文煜 | ${t.party.kinds['id-card']} | ${idCard.slice(0, 4)}**********${idCard.slice(-4)}`,
        `Zhuang Wenyu | ${t.party.kinds.passport} | ****4150`,
      ]);
      expect(await placesLeft(suite.site.content.url, date, '10:00')).toBe(SLOT_CAPACITY - 2);
      logged.stop();
      expect(logged.errors).toEqual([]);
      expect(logged.warnings.filter((w) => /hydrat|did not match|mismatch/i.test(w))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
