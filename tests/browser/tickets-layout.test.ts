/**
 * Tickets in a browser with JavaScript, beyond the walk (docs/tickets.md §Forms): the page's
 * layout at 390 and 1440 px (the site's name beside the header's tickets button, a focused
 * day's outline within the strip), and the desk not answering a post sent by script: the note
 * (focused, not a live region), the input kept, and sending again reserving once, with one code.
 *
 * A stack of the file's own (browserSuite(env)): its counts of places are exact because no
 * other file writes to its desk; the site's per-address post limits are out of the way. One
 * page per language is kept for the file (docs/decisions/043-browser-test-cost.md).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FETCH_SPY, keptPages, SAVE_DATA } from '../support/browser-env.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { DESKTOP, expectFocus, field, fillVisitor, form, idNumber, messages, pathIn, PHONE, pickSlot, shownCode, typed, type Locale } from '../support/tickets-browser.ts';
import { LANGS, placesLeft, SLOT_CAPACITY } from '../support/tickets-walk.ts';

const suite = browserSuite({ TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' });
const pages = keptPages(suite);

const jsPage = (locale: Locale, viewport: { width: number; height: number }, path: string) =>
  pages.open(path, { locale, viewport, reducedMotion: 'reduce', init: [SAVE_DATA, FETCH_SPY] });

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

describe.each(LANGS)('the desk not answering ($locale)', ({ locale, js, n, name, phone }) => {
  const t = messages(locale);

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
      expect(await note.getAttribute('role')).toBe(null); // announced once, by the focus below
      expect((await note.textContent())!.replace('⚠', '').trim()).toBe(t.unavailable);
      await expectFocus(page, 'ticket-outcome', 'no answer');
      expect((await page.title()).slice(0, t.errorPrefix.length)).toBe(t.errorPrefix);
      expect(await typed(page, ['party.0.name', 'party.0.documentNumber', 'contactPhone'])).toEqual([name, idCard, phone]);
      expect(await page.locator('input[name="slot"]:checked').getAttribute('value')).toBe('12:00');
      expect(await placesLeft(suite.site.content.url, date, '12:00')).toBe(SLOT_CAPACITY);

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
      expect(await placesLeft(suite.site.content.url, date, '12:00')).toBe(SLOT_CAPACITY - 1);
    } finally {
      await page.unroute(RESERVE);
    }

    // 3. Sent again as it stands: confirmed, the same reservation, places taken once.
    const [again] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/_data/tickets/reserve')), submit.click()]);
    await page.getByTestId('ticket-confirmed').waitFor();
    const { code } = await shownCode(page);
    expect(code).toBe(lostCode);
    expect(await placesLeft(suite.site.content.url, date, '12:00')).toBe(SLOT_CAPACITY - 1);

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
    expect(await placesLeft(suite.site.content.url, date, '12:00')).toBe(SLOT_CAPACITY - 1);
  });
});
