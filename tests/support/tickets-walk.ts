/**
 * What the ticket walks in a browser share (tests/browser/tickets.test.ts, tickets-nojs.test.ts,
 * tickets-layout.test.ts; docs/tickets.md §Forms, §The confirmation): each language's visitors
 * and widths, request and document-load watches removed after each test, a marker only a full
 * document load removes, places left read from the desk itself, and the `.ics` download read
 * and checked.
 */
import type { Page, Request } from 'playwright-core';
import { afterEach } from 'vitest';
import { DESKTOP, downloadText, PHONE } from './tickets-browser.ts';

/** The code alphabet (docs/tickets.md §Reserving): no 0/O, 1/I/L. */
export const CODE_GROUPED = /^[2-9A-HJKMNP-Z]{5} [2-9A-HJKMNP-Z]{5}$/;
export const SLOT_CAPACITY = 4_500;

/** Each language's pages: the JavaScript walk at one width, the walk without it at the other. */
export const LANGS = [
  { locale: 'zh-CN', js: PHONE, nojs: DESKTOP, n: 100, name: '李清照', second: 'Wang Xiaoming', phone: '13800138000', phoneMasked: '*******8000' },
  { locale: 'en', js: DESKTOP, nojs: PHONE, n: 200, name: 'Ada Lovelace', second: "Seán O'Brien", phone: '+44 20 7946 0958', phoneMasked: '*********0958' },
] as const;

/** A place marker on `window` that only a full document load removes. */
export const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __tk: number }).__tk = 42));
export const marked = (page: Page) => page.evaluate(() => (window as unknown as { __tk?: number }).__tk);

/**
 * Request watches on kept pages for one test file: each listener is removed after the test.
 * `documentLoads(page)` lists every document load of the main frame from now on (`METHOD
 * /path?query`); `requests(page)` every request (`METHOD url`, with the post body of a
 * document load).
 */
export function requestWatch() {
  const listening: (() => void)[] = [];
  afterEach(() => {
    for (const off of listening.splice(0)) off();
  });
  const onRequest = (page: Page, listener: (r: Request) => void): void => {
    page.on('request', listener);
    listening.push(() => page.off('request', listener));
  };
  return {
    onRequest,
    documentLoads(page: Page): string[] {
      const loads: string[] = [];
      onRequest(page, (r) => {
        if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) {
          const u = new URL(r.url());
          loads.push(`${r.method()} ${u.pathname}${u.search}`);
        }
      });
      return loads;
    },
    requests(page: Page): { method: string; url: string; body: string | null }[] {
      const seen: { method: string; url: string; body: string | null }[] = [];
      onRequest(page, (r) => void seen.push({ method: r.method(), url: r.url(), body: r.postData() }));
      return seen;
    },
  };
}

/** Places left in a slot, read from the desk itself (the system of record, no site cache). */
export async function placesLeft(contentUrl: string, date: string, start: string): Promise<number> {
  const res = await fetch(`${contentUrl}/website/api/web/ticket/getAvailability`);
  const body = (await res.json()) as { data: { days: { date: string; slots: { start: string; remaining: number }[] }[] } };
  return body.data.days.find((d) => d.date === date)!.slots.find((s) => s.start === start)!.remaining;
}

/**
 * The text of the file "Add to calendar" downloads (a `download` event within 5 s, named after the
 * code), or what went wrong instead, so that a walk's later steps still run and report.
 */
export async function calendarFile(page: Page, code: string): Promise<string> {
  const download = page.waitForEvent('download', { timeout: 5_000 });
  await page.getByTestId('ticket-ics').click();
  return download.then(
    async (d) => (d.suggestedFilename() === `qinglan-${code}.ics` ? downloadText(d) : `a file named ${d.suggestedFilename()}`),
    (err: Error) => `no download: ${err.message.split('\n')[0]}`,
  );
}

/** The lines of an iCalendar text that say what and when (folded lines unfolded; CRLF line ends, RFC 5545 §3.1). */
export const icsLines = (ics: string): string[] =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((l) => /^(BEGIN|END|UID|DTSTART|DTEND|DESCRIPTION):/.test(l));

/** What they must be for a slot of an area day: its times in UTC (area time is UTC+8), the code and the site's host. */
export function icsExpected(siteUrl: string, code: string, date: string, start: string, end: string, description: string): string[] {
  const utc = (hhmm: string) => `${date.replace(/-/g, '')}T${String(Number(hhmm.slice(0, 2)) - 8).padStart(2, '0')}${hhmm.slice(3)}00Z`;
  return ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', `UID:${code}@${new URL(siteUrl).host}`, `DTSTART:${utc(start)}`, `DTEND:${utc(end)}`, `DESCRIPTION:${description.replace('{{code}}', code)}`, 'END:VEVENT', 'END:VCALENDAR'];
}

/** The reservation's party as the card lists it: one line per visitor. */
export const partyLines = (page: Page) => page.getByTestId('reservation').locator('dd ul li').evaluateAll((lis) => lis.map((li) => [...li.children].map((c) => c.textContent).join(' | ')));

/** The day the card shows ("Fri 27 November 2026", "2026年11月26日 周四"). */
export const cardDate = async (page: Page) => (await page.getByTestId('reservation').locator('time').first().textContent())!.trim();
