/**
 * Tickets in a browser with JavaScript (docs/tickets.md §Forms, §The confirmation): what only a
 * hydrated page shows.
 * - The whole walk from the header's call to action: a day picked by a client navigation, two
 *   visitors (the second in the disclosure), the confirmation without a document load, focus on
 *   its heading, the code in two groups, the QR code, masked documents, the day, the `.ics`
 *   download, then look-up (the code typed as shown: it is in no URL) and cancel.
 * - The shared rules checking the form before anything is sent: errors named at once, next to
 *   their fields, the summary focused (not a live region), no request made, the input kept.
 * The walk without JavaScript is tickets-nojs.test.ts; the layout and the desk not answering,
 * tickets-layout.test.ts.
 *
 * A stack of the file's own (browserSuite(env)): it reserves, and its counts of places are
 * exact because no other file writes to its desk. The site's per-address post limits are raised
 * so that the file's posts never meet them (the limits have tests of their own). One page per
 * language is kept for the file; each test loads a fresh document in it
 * (docs/decisions/043-browser-test-cost.md).
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FETCH_SPY, fetchedPaths, keptPages, SAVE_DATA } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { DESKTOP, expectFocus, field, fillVisitor, form, idNumber, messages, overflowAt390, pathIn, PHONE, pickSlot, shownCode, typed, wrongCheck, type Locale } from '../support/tickets-browser.ts';
import { calendarFile, cardDate, CODE_GROUPED, icsExpected, icsLines, LANGS, mark, marked, partyLines, placesLeft, requestWatch, SLOT_CAPACITY } from '../support/tickets-walk.ts';

const suite = browserSuite({ TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' });
const pages = keptPages(suite);
const watch = requestWatch();

const jsPage = (locale: Locale, viewport: { width: number; height: number }, path: string) =>
  pages.open(path, { locale, viewport, reducedMotion: 'reduce', init: [SAVE_DATA, FETCH_SPY] });

describe.each(LANGS)('tickets with JavaScript ($locale)', ({ locale, js, n, name, second, phone, phoneMasked }) => {
  const t = messages(locale);
  const kinds = t.party.kinds;

  it('the whole walk: header, day, slot, two visitors, confirmation in place, .ics, look-up, cancel', async () => {
    const date = locale === 'en' ? '2026-11-27' : '2026-11-26';
    const idCard = idNumber(n);
    const passport = `E${1234500 + n}`;
    const page = await jsPage(locale, js, pathIn('/', locale));
    const loads = watch.documentLoads(page);
    const requested = watch.requests(page);
    const dataPosts: Request[] = [];
    watch.onRequest(page, (r) => r.url().includes('/_data/tickets/') && dataPosts.push(r));
    await mark(page);

    // The header's call to action is on screen at both widths and leads to the tickets page.
    const cta = page.getByTestId('header-tickets');
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await expect.poll(() => cta.isVisible()).toBe(true);
      expect(await cta.getAttribute('href')).toBe(pathIn('/tickets', locale));
    }
    await page.setViewportSize(js);
    await cta.click();
    await page.waitForURL((u) => u.pathname === pathIn('/tickets', locale));
    await page.getByTestId('ticket-days').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(js.width);

    // A day from the strip: a client navigation that adds ?date= to the address.
    const day = page.getByTestId('ticket-days').locator(`a[href="${pathIn('/tickets', locale)}?date=${date}"]`);
    expect(await day.getAttribute('aria-current')).toBeNull();
    await day.click();
    await page.waitForURL((u) => u.searchParams.get('date') === date);
    await expect.poll(() => day.getAttribute('aria-current')).toBe('date');
    expect(await form(page).locator('input[name="date"]').inputValue()).toBe(date);
    expect(await page.getByTestId('ticket-slot').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-state')))).toEqual(['open', 'open', 'open', 'open']);
    expect(await overflowAt390(page)).toBeLessThanOrEqual(390);

    // Slot, visitor 1, then visitor 2 behind "add more visitors", and the phone.
    await pickSlot(page, '10:00');
    await fillVisitor(page, 0, { name, kind: 'id-card', number: idCard });
    const more = form(page).locator('details');
    expect(await more.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect((await more.locator('summary').textContent())!.replace('›', '').trim()).toBe(t.party.more.replace('{{max}}', '5'));
    await fillVisitor(page, 1, { name: second, kind: 'passport', number: passport });
    expect(await more.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await field(page, 'contactPhone').fill(phone);

    const [sent] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/_data/tickets/reserve')), page.getByTestId('reserve-submit').click()]);
    expect(sent.method()).toBe('POST');
    await page.getByTestId('ticket-confirmed').waitFor();

    // In place: no document was loaded, the page's own state lives on, and focus is on the heading.
    expect(loads).toEqual([]);
    expect(await marked(page)).toBe(42);
    await expectFocus(page, 'confirmed-title', 'the confirmation');
    expect((await page.locator('#confirmed-title').textContent())!.replace('✓', '').trim()).toBe(t.confirmed.title);
    expect(await page.title()).not.toContain(t.errorPrefix.trim());

    const { grouped, code } = await shownCode(page);
    expect(grouped).toMatch(CODE_GROUPED);
    const qr = page.getByTestId('ticket-qr');
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await qr.getAttribute('role')).toBe('img');
    expect(await qr.getAttribute('aria-label')).toContain(code);
    expect((await qr.locator('path').getAttribute('d'))!.length).toBeGreaterThan(100);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(170);
    expect(box.height).toBe(box.width);
    // Documents and the phone masked; the full numbers nowhere in the page.
    expect(await partyLines(page)).toEqual([
      `${name} | ${kinds['id-card']} | ${idCard.slice(0, 4)}**********${idCard.slice(-4)}`,
      `${second} | ${kinds.passport} | ****${passport.slice(-4)}`,
    ]);
    expect((await page.getByTestId('reservation').locator('dd.font-mono').textContent())!.trim()).toBe(phoneMasked);
    expect(await cardDate(page)).toBe(locale === 'en' ? 'Fri 27 November 2026' : '2026年11月26日 周四');
    const html = await page.content();
    expect(html).not.toContain(idCard);
    expect(html).not.toContain(passport);
    expect(await overflowAt390(page)).toBeLessThanOrEqual(390);
    expect(await placesLeft(suite.site.content.url, date, '10:00')).toBe(SLOT_CAPACITY - 2);

    // "Add to calendar" downloads an iCalendar file made in the page: the slot in UTC (the area is UTC+8).
    // (Soft: the look-up and cancel below still run when no file comes.)
    const ics = await calendarFile(page, code);
    expect.soft(icsLines(ics)).toEqual(icsExpected(suite.site.url, code, date, '10:00', '12:00', t.ics.description));
    expect(ics).not.toContain(idCard);
    expect(loads).toEqual([]);

    // Find or cancel: the look-up form starts empty (the code, a credential, is in no URL); the visitor types the code as shown.
    await page.getByRole('link', { name: t.card.manage }).click();
    await page.waitForURL((u) => u.pathname === pathIn('/tickets/reservation', locale));
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('lookup-form').waitFor();
    expect(await typed(page, ['code', 'documentLast4'])).toEqual(['', '']);
    await field(page, 'code').fill(grouped);
    await field(page, 'documentLast4').fill(passport.slice(-4));
    await page.getByTestId('lookup-submit').click();
    await page.getByTestId('ticket-found').waitFor();
    await expectFocus(page, 'reservation-title', 'the look-up');
    expect((await page.locator('#reservation-title').textContent())!.trim()).toBe(t.found.title);
    expect(await page.getByTestId('reservation').getAttribute('data-status')).toBe('confirmed');
    expect((await shownCode(page)).code).toBe(code);

    await page.getByTestId('cancel-submit').click();
    await page.getByTestId('ticket-cancelled').waitFor();
    await expectFocus(page, 'reservation-title', 'the cancel');
    expect((await page.locator('#reservation-title').textContent())!.trim()).toBe(t.cancelled.title);
    expect(await page.getByTestId('reservation').getAttribute('data-status')).toBe('cancelled');
    expect(await page.getByTestId('reservation').textContent()).toContain(t.card.status.cancelled);
    expect(await page.getByTestId('ticket-qr').count()).toBe(0);
    expect(await page.getByTestId('cancel-form').count()).toBe(0);
    expect(await placesLeft(suite.site.content.url, date, '10:00')).toBe(SLOT_CAPACITY);

    // One post per step, all without a document load, and the code in no request's URL.
    expect(dataPosts.map((r) => new URL(r.url()).pathname)).toEqual(['/_data/tickets/reserve', '/_data/tickets/lookup', '/_data/tickets/cancel']);
    expect(loads).toEqual([]);
    expect(await marked(page)).toBe(42);
    expect(requested.filter((r) => r.url.startsWith('http') && r.url.includes(code)).map((r) => r.url)).toEqual([]);
  });

  it('mistakes are named at once by the shared rules: summary focused, errors at their fields, nothing sent, input kept', async () => {
    const page = await jsPage(locale, js, pathIn('/tickets', locale));
    const posted: string[] = [];
    watch.onRequest(page, (r) => r.method() === 'POST' && posted.push(new URL(r.url()).pathname));
    const submit = page.getByTestId('reserve-submit');

    /** The fields in error, each with its message right above its input, and the summary's links in the form's order. */
    async function errorsShown(): Promise<{ fields: Record<string, string>; links: string[] }> {
      return page.evaluate(() => {
        const fields: Record<string, string> = {};
        for (const el of document.querySelectorAll<HTMLElement>('[data-testid="field-error"]')) {
          const name = el.id.replace(/-error$/, '');
          const input = document.getElementById(name);
          const own = name === 'slot' ? el.closest('fieldset')?.getAttribute('aria-describedby') === el.id : el.nextElementSibling === input && input?.getAttribute('aria-invalid') === 'true' && input.getAttribute('aria-describedby')!.split(' ').includes(el.id);
          fields[name] = own ? el.textContent!.replace(/^! /, '') : `NOT AT ITS FIELD: ${el.textContent}`;
        }
        const links = [...document.querySelectorAll('[data-testid="error-summary"] a')].map((a) => `${a.getAttribute('href')} ${a.textContent}`);
        return { fields, links };
      });
    }
    const invalid = () => page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.id));

    // Empty.
    await submit.click();
    await page.getByTestId('error-summary').waitFor();
    await expectFocus(page, 'error-summary', 'an empty form');
    expect((await page.locator('#error-summary-title').textContent())!.trim()).toBe(t.summary.title);
    expect(await page.getByTestId('error-summary').getAttribute('role')).toBeNull(); // read once, by the focus
    const required = {
      slot: t.errors.slot!.required!,
      'party.0.name': t.errors.name!.required!,
      'party.0.documentNumber': t.errors.documentNumber!.required!,
      contactPhone: t.errors.contactPhone!.required!,
    };
    expect(await errorsShown()).toEqual({ fields: required, links: Object.entries(required).map(([k, v]) => `#${k} ${v}`) });
    expect(await invalid()).toEqual(['party.0.name', 'party.0.documentNumber', 'contactPhone']);
    expect((await page.title()).slice(0, t.errorPrefix.length)).toBe(t.errorPrefix);
    // Every link of the summary names an element of the page.
    for (const id of Object.keys(required)) expect(await field(page, id).count()).toBe(1);

    // A wrong check character and a phone that is no number: the same, the name now accepted.
    await pickSlot(page, '12:00');
    const bad = wrongCheck(idNumber(n + 1));
    await fillVisitor(page, 0, { name, kind: 'id-card', number: bad });
    await field(page, 'contactPhone').fill('12345');
    await submit.click();
    await expect.poll(() => errorsShown()).toEqual({
      fields: { 'party.0.documentNumber': t.errors.documentNumber!['check-digit']!, contactPhone: t.errors.contactPhone!.format! },
      links: [`#party.0.documentNumber ${t.errors.documentNumber!['check-digit']}`, `#contactPhone ${t.errors.contactPhone!.format}`],
    });
    await expectFocus(page, 'error-summary', 'a wrong check character and phone');
    expect(await invalid()).toEqual(['party.0.documentNumber', 'contactPhone']);
    expect(await typed(page, ['party.0.name', 'party.0.documentNumber', 'contactPhone'])).toEqual([name, bad, '12345']);
    expect(await page.locator('input[name="slot"]:checked').getAttribute('value')).toBe('12:00');

    // Visitor 3 (visitor 2 left empty) repeating visitor 1's number: named on visitor 3's own row.
    await field(page, 'party.0.documentNumber').fill(idNumber(n + 1));
    await field(page, 'contactPhone').fill(phone);
    await fillVisitor(page, 2, { name: second, kind: 'id-card', number: idNumber(n + 1) });
    await submit.click();
    await expect.poll(() => errorsShown()).toEqual({
      fields: { 'party.2.documentNumber': t.errors.documentNumber!['duplicate-in-party']! },
      links: [`#party.2.documentNumber ${t.errors.documentNumber!['duplicate-in-party']}`],
    });
    await expectFocus(page, 'error-summary', 'a number twice in the party');
    // The form at its longest (errors, five visitors' rows) still fits a phone.
    expect(await overflowAt390(page)).toBeLessThanOrEqual(390);

    // Nothing went to the desk: no fetch, no post of any kind.
    expect((await fetchedPaths(page)).filter((p) => p.startsWith('/_data/tickets/'))).toEqual([]);
    expect(posted).toEqual([]);
  });
});
