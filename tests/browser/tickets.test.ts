/**
 * Tickets in a browser (docs/tickets.md §Forms, §The confirmation): what only a browser shows.
 * - With JavaScript (a hydrated page): the whole walk from the header's call to action, a day
 *   picked by a client navigation, two visitors (the second in the disclosure), the
 *   confirmation without a document load, focus on its heading, the code in two groups, the QR
 *   code, masked documents, the `.ics` download, then look-up and cancel.
 * - The shared rules checking the form before anything is sent: errors named at once, next to
 *   their fields, the summary focused, no request made, the input kept.
 * - The desk not answering: the note, the input kept, and sending again reserving once.
 * - Without JavaScript: the same walk by full page loads.
 * - At 390 px nothing is wider than the screen (the form, at its longest, and the confirmation).
 *
 * A stack of the file's own (browserSuite(env)): it reserves, and its counts of places are
 * exact because no other file writes to its desk. The site's per-address post limits are raised
 * so that the file's posts never meet them (the limits have tests of their own). One page per
 * language and mode (with or without JavaScript) is kept for the file; each test loads a fresh
 * document in it (docs/decisions/043-browser-test-cost.md).
 */
import type { Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { countDocuments, FETCH_SPY, fetchedPaths, keptPages, SAVE_DATA } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';
import {
  DESKTOP,
  downloadText,
  field,
  fillVisitor,
  expectFocus,
  form,
  idNumber,
  messages,
  overflowAt390,
  pathIn,
  PHONE,
  pickSlot,
  shownCode,
  typed,
  wrongCheck,
  type Locale,
} from '../support/tickets-browser.ts';

const suite = browserSuite({ TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' });
const pages = keptPages(suite);

/** The code alphabet (docs/tickets.md §Reserving): no 0/O, 1/I/L. */
const CODE_GROUPED = /^[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}$/;
const SLOT_CAPACITY = 4_500;

/** Each language's pages: the JavaScript walk at one width, the walk without it at the other. */
const LANGS = [
  { locale: 'zh-CN', js: PHONE, nojs: DESKTOP, n: 100, name: '李清照', second: 'Wang Xiaoming', phone: '13800138000', phoneMasked: '*******8000' },
  { locale: 'en', js: DESKTOP, nojs: PHONE, n: 200, name: 'Ada Lovelace', second: "Seán O'Brien", phone: '+44 20 7946 0958', phoneMasked: '*********0958' },
] as const;

const jsPage = (locale: Locale, viewport: { width: number; height: number }, path: string) =>
  pages.open(path, { locale, viewport, reducedMotion: 'reduce', init: [SAVE_DATA, FETCH_SPY] });

/** A page without JavaScript: loaded, never hydrated. */
async function noJsPage(locale: Locale, viewport: { width: number; height: number }, path: string): Promise<Page> {
  const page = await pages.page({ locale, viewport, reducedMotion: 'reduce', javaScriptEnabled: false });
  const res = await page.goto(suite.site.url + path);
  expect(res?.status()).toBe(200);
  return page;
}

/** A place marker on `window` that only a full document load removes. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __tk: number }).__tk = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __tk?: number }).__tk);

/** Request listeners on the kept pages, removed after each test. */
const listening: (() => void)[] = [];
afterEach(() => {
  for (const off of listening.splice(0)) off();
});
function onRequest(page: Page, listener: (r: Request) => void): void {
  page.on('request', listener);
  listening.push(() => page.off('request', listener));
}

/** Every document load of the page's main frame from now on: method and path with query. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  onRequest(page, (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) {
      const u = new URL(r.url());
      loads.push(`${r.method()} ${u.pathname}${u.search}`);
    }
  });
  return loads;
}

/** Places left in a slot, read from the desk itself (the system of record, no site cache). */
async function placesLeft(date: string, start: string): Promise<number> {
  const res = await fetch(`${suite.site.content.url}/website/api/web/ticket/getAvailability`);
  const body = (await res.json()) as { data: { days: { date: string; slots: { start: string; remaining: number }[] }[] } };
  return body.data.days.find((d) => d.date === date)!.slots.find((s) => s.start === start)!.remaining;
}

/**
 * The text of the file "Add to calendar" downloads (a `download` event within 5 s, named after the
 * code), or what went wrong instead, so that a walk's later steps still run and report.
 */
async function calendarFile(page: Page, code: string): Promise<string> {
  const download = page.waitForEvent('download', { timeout: 5_000 });
  await page.getByTestId('ticket-ics').click();
  return download.then(
    async (d) => (d.suggestedFilename() === `qinglan-${code}.ics` ? downloadText(d) : `a file named ${d.suggestedFilename()}`),
    (err: Error) => `no download: ${err.message.split('\n')[0]}`,
  );
}

/** The lines of an iCalendar text that say what and when (folded lines unfolded; CRLF line ends, RFC 5545 §3.1). */
const icsLines = (ics: string): string[] =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((l) => /^(BEGIN|END|UID|DTSTART|DTEND|DESCRIPTION):/.test(l));

/** What they must be for a slot of an area day: its times in UTC (area time is UTC+8), the code and the site's host. */
function icsExpected(code: string, date: string, start: string, end: string, description: string): string[] {
  const utc = (hhmm: string) => `${date.replace(/-/g, '')}T${String(Number(hhmm.slice(0, 2)) - 8).padStart(2, '0')}${hhmm.slice(3)}00Z`;
  return ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', `UID:${code}@${new URL(suite.site.url).host}`, `DTSTART:${utc(start)}`, `DTEND:${utc(end)}`, `DESCRIPTION:${description.replace('{{code}}', code)}`, 'END:VEVENT', 'END:VCALENDAR'];
}

/** The reservation's party as the card lists it: one line per visitor. */
const partyLines = (page: Page) => page.getByTestId('reservation').locator('dd ul li').evaluateAll((lis) => lis.map((li) => [...li.children].map((c) => c.textContent).join(' | ')));

describe.each(LANGS)('tickets with JavaScript ($locale)', ({ locale, js, n, name, second, phone, phoneMasked }) => {
  const t = messages(locale);
  const kinds = t.party.kinds;

  it('the whole walk: header, day, slot, two visitors, confirmation in place, .ics, look-up, cancel', async () => {
    const date = locale === 'en' ? '2026-11-27' : '2026-11-26';
    const idCard = idNumber(n);
    const passport = `E${1234500 + n}`;
    const page = await jsPage(locale, js, pathIn('/', locale));
    const loads = documentLoads(page);
    const dataPosts: Request[] = [];
    onRequest(page, (r) => r.url().includes('/_data/tickets/') && dataPosts.push(r));
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
    const html = await page.content();
    expect(html).not.toContain(idCard);
    expect(html).not.toContain(passport);
    expect(await overflowAt390(page)).toBeLessThanOrEqual(390);
    expect(await placesLeft(date, '10:00')).toBe(SLOT_CAPACITY - 2);

    // "Add to calendar" downloads an iCalendar file made in the page: the slot in UTC (the area is UTC+8).
    // (Soft: the look-up and cancel below still run when no file comes.)
    const ics = await calendarFile(page, code);
    expect.soft(icsLines(ics)).toEqual(icsExpected(code, date, '10:00', '12:00', t.ics.description));
    expect(ics).not.toContain(idCard);
    expect(loads).toEqual([]);

    // Find or cancel: the code is filled in, a document's last four find it, cancel frees the places.
    await page.getByRole('link', { name: t.card.manage }).click();
    await page.waitForURL((u) => u.pathname === pathIn('/tickets/reservation', locale) && u.searchParams.get('code') === code);
    await page.getByTestId('lookup-form').waitFor();
    expect(await field(page, 'code').inputValue()).toBe(code);
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
    expect(await placesLeft(date, '10:00')).toBe(SLOT_CAPACITY);

    // One post per step, all without a document load.
    expect(dataPosts.map((r) => new URL(r.url()).pathname)).toEqual(['/_data/tickets/reserve', '/_data/tickets/lookup', '/_data/tickets/cancel']);
    expect(loads).toEqual([]);
    expect(await marked(page)).toBe(42);
  });

  it('mistakes are named at once by the shared rules: summary focused, errors at their fields, nothing sent, input kept', async () => {
    const page = await jsPage(locale, js, pathIn('/tickets', locale));
    const posted: string[] = [];
    onRequest(page, (r) => r.method() === 'POST' && posted.push(new URL(r.url()).pathname));
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

  it('the desk not answering: the note, the input kept; sending again reserves once, with one code', async () => {
    const date = locale === 'en' ? '2026-11-29' : '2026-11-28';
    const idCard = idNumber(n + 2);
    const page = await jsPage(locale, js, `${pathIn('/tickets', locale)}?date=${date}`);
    await pickSlot(page, '12:00');
    await fillVisitor(page, 0, { name, kind: 'id-card', number: idCard });
    await field(page, 'contactPhone').fill(phone);
    const submit = page.getByTestId('reserve-submit');
    const RESERVE = '**/_data/tickets/reserve';
    let lostCode = '';
    try {
      // 1. The request never reaches the site.
      await page.route(RESERVE, (route) => route.abort('connectionreset'));
      await submit.click();
      const note = page.getByTestId('ticket-outcome');
      await note.waitFor();
      expect(await note.getAttribute('data-outcome')).toBe('unavailable');
      expect(await note.getAttribute('role')).toBe('alert');
      expect((await note.textContent())!.replace('⚠', '').trim()).toBe(t.unavailable);
      await expectFocus(page, 'ticket-outcome', 'no answer');
      expect((await page.title()).slice(0, t.errorPrefix.length)).toBe(t.errorPrefix);
      expect(await typed(page, ['party.0.name', 'party.0.documentNumber', 'contactPhone'])).toEqual([name, idCard, phone]);
      expect(await page.locator('input[name="slot"]:checked').getAttribute('value')).toBe('12:00');
      expect(await placesLeft(date, '12:00')).toBe(SLOT_CAPACITY);

      // 2. The reservation is made but its answer is lost on the way back.
      await page.unroute(RESERVE);
      let lost: { outcome: { kind: string; reservation?: { code: string } } } | undefined;
      let answered!: () => void;
      const done = new Promise<void>((resolve) => (answered = resolve));
      await page.route(RESERVE, async (route) => {
        lost = await (await route.fetch()).json();
        await route.abort('connectionreset');
        answered();
      });
      await submit.click();
      await done;
      await expect.poll(() => form(page).getAttribute('aria-busy')).toBeNull();
      expect(await note.getAttribute('data-outcome')).toBe('unavailable');
      expect(lost!.outcome.kind).toBe('confirmed');
      lostCode = lost!.outcome.reservation!.code;
      expect(await placesLeft(date, '12:00')).toBe(SLOT_CAPACITY - 1);
    } finally {
      await page.unroute(RESERVE);
    }

    // 3. Sent again as it stands: confirmed, the same reservation, places taken once.
    const [again] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/_data/tickets/reserve')), submit.click()]);
    await page.getByTestId('ticket-confirmed').waitFor();
    const { code } = await shownCode(page);
    expect(code).toBe(lostCode);
    expect(await placesLeft(date, '12:00')).toBe(SLOT_CAPACITY - 1);

    // 4. A further resubmit of that very form (its body and token): the same code, still one reservation.
    const replay = await page.evaluate(
      async ({ body, token }) => {
        const res = await fetch('/_data/tickets/reserve', { method: 'POST', body: new URLSearchParams(body), headers: { 'x-csrf-token': token, accept: 'application/json' } });
        return (await res.json()) as { outcome: { kind: string; reservation: { code: string } } };
      },
      { body: again.postData()!, token: (await again.allHeaders())['x-csrf-token']! },
    );
    expect(replay.outcome.kind).toBe('confirmed');
    expect(replay.outcome.reservation.code).toBe(code);
    expect(await placesLeft(date, '12:00')).toBe(SLOT_CAPACITY - 1);
  });
});

describe.each(LANGS)('tickets layout ($locale)', ({ locale, js }) => {
  /** Whether each part of the site's name is cut short (ellipsed) beside the header's tickets button. */
  const brandCut = (page: Page) =>
    page.locator('[data-testid="brand"] .brand__name').evaluate((el) => ({ shown: el.clientWidth, needs: el.scrollWidth }));

  /** How far a keyboard-focused day's outline reaches past the day strip's visible box, per side (0 when whole). */
  async function focusClipped(page: Page, index: number): Promise<Record<'top' | 'left' | 'right', number>> {
    const link = page.getByTestId('ticket-days').locator('a').nth(index);
    await link.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    return link.evaluate((el) => {
      if (!el.matches(':focus-visible')) throw new Error('not keyboard-focused');
      const s = getComputedStyle(el);
      const reach = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
      const r = el.getBoundingClientRect();
      const box = el.closest('nav')!.getBoundingClientRect();
      const past = (px: number) => Math.max(0, Math.round(px));
      return { top: past(box.top - (r.top - reach)), left: past(box.left - (r.left - reach)), right: past(r.right + reach - box.right) };
    });
  }

  it('at 390 and 1440 px: the site\'s name stays whole beside the tickets button; a focused day\'s outline is not clipped by the strip', async () => {
    const page = await jsPage(locale, js, pathIn('/tickets', locale));
    const whole = { top: 0, left: 0, right: 0 };
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      expect(await page.getByTestId('header-tickets').isVisible()).toBe(true);
      const brand = await brandCut(page);
      expect.soft(brand.shown, `the site's name at ${size.width} px: ${brand.shown} of ${brand.needs} px shown`).toBe(brand.needs);
      expect.soft(await focusClipped(page, 0), `the first day, focused, at ${size.width} px`).toEqual(whole);
    }
    expect.soft(await focusClipped(page, 6), 'the seventh day (end of the first row), focused, at 1440 px').toEqual(whole);
    await page.setViewportSize(js);
  });
});

describe.each(LANGS)('tickets without JavaScript ($locale)', ({ locale, nojs, n, name, second, phone, phoneMasked }) => {
  const t = messages(locale);

  it('day links, the disclosure, a post with errors kept at their fields, confirmation, look-up and cancel: all full page loads', async () => {
    const date = locale === 'en' ? '2026-12-01' : '2026-11-30';
    const tickets = pathIn('/tickets', locale);
    const idCard = idNumber(n + 3);
    const passport = `G${7654300 + n}`;
    const page = await noJsPage(locale, nojs, tickets);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    const loads = documentLoads(page);
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
    expect(icsLines(await calendarFile(page, code))).toEqual(icsExpected(code, date, '14:00', '16:00', t.ics.description));
    expect(loads).toHaveLength(3);
    // Personal input goes into the HTML of this one answer only as the inputs' values, and the confirmation has no inputs.
    const html = await page.content();
    expect(html).not.toContain(idCard);
    expect(html).not.toContain(passport);
    expect(await overflowAt390(page)).toBeLessThanOrEqual(390);
    expect(await placesLeft(date, '14:00')).toBe(SLOT_CAPACITY - 2);

    // Look-up, then cancel: each a post answered by a page.
    await page.getByRole('link', { name: t.card.manage }).click();
    await page.getByTestId('lookup-form').waitFor();
    const reservation = `${pathIn('/tickets/reservation', locale)}?code=${code}`;
    expect(loads[3]).toBe(`GET ${reservation}`);
    expect(await field(page, 'code').inputValue()).toBe(code);
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
    expect(await placesLeft(date, '14:00')).toBe(SLOT_CAPACITY);
  });
});
