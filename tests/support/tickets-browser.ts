/**
 * What the ticket browser files share (tests/browser/tickets*.test.ts, docs/tickets.md §Forms):
 * the messages as the locale files say them, document numbers made for a test (each test names
 * its own, since a document holds one reservation a day and the desk counts attempts per
 * document), filling the reservation form as a visitor does, reading the `.ics` download, and
 * screenshots for people (the `npm run screenshots` convention: SHOTS_DIR, named
 * state-locale-mode-width.png, full page).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type Locale = 'zh-CN' | 'en';
type Scheme = 'light' | 'dark';

/** A page's path in a language: `/tickets`, `/en/tickets`. */
export const pathIn = (path: string, locale: Locale): string => (locale === 'en' ? `/en${path === '/' ? '' : path}` : path);

/** The tickets namespace of a language, read from the locale file (the oracle for visible text). */
export function messages(locale: Locale): TicketMessages {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', locale, 'tickets.json'), 'utf8')) as TicketMessages;
}
interface TicketMessages {
  unavailable: string;
  party: { more: string; kinds: Record<Visitor['kind'], string> };
  summary: { title: string };
  errors: Record<string, Record<string, string>>;
  refused: Record<string, string>;
  confirmed: { title: string };
  found: { title: string };
  cancelled: { title: string };
  card: { manage: string; another: string; status: { confirmed: string; cancelled: string } };
  ics: { description: string };
  errorPrefix: string;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** GB 11643-1999's check character of the first 17 digits. */
function checkChar(first17: string): string {
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return '10X98765432'[sum % 11]!;
}
/** A valid mainland ID card number, born 1 January 1990 in Beijing Xicheng, sequence `n` (0–999). */
export const idNumber = (n: number): string => {
  const first17 = `11010219900101${String(n).padStart(3, '0')}`;
  return first17 + checkChar(first17);
};
/** The same number with a wrong check character. */
export const wrongCheck = (id: string): string => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');

interface Visitor {
  name: string;
  kind: 'id-card' | 'passport' | 'hk-macao-permit' | 'taiwan-permit';
  number: string;
}

/** The reservation form of a page. */
export const form = (page: Page): Locator => page.getByTestId('reserve-form');
/** An input of the form by its field name (`party.1.documentNumber`): ids are field names with dots, so no CSS id selector. */
export const field = (page: Page, name: string): Locator => page.locator(`[id="${name}"]`);

/** Picks the slot starting at `start` (its radio, by value). */
export const pickSlot = (page: Page, start: string) => page.locator(`input[type="radio"][name="slot"][value="${start}"]`).check();

/** Fills visitor `i` (0-based); visitor 2 onwards are in the disclosure, opened first when closed. */
export async function fillVisitor(page: Page, i: number, v: Visitor): Promise<void> {
  if (i > 0) {
    const more = form(page).locator('details');
    if (!(await more.evaluate((d: HTMLDetailsElement) => d.open))) await more.locator('summary').click();
  }
  await field(page, `party.${i}.name`).fill(v.name);
  await field(page, `party.${i}.documentKind`).selectOption(v.kind);
  await field(page, `party.${i}.documentNumber`).fill(v.number);
}

/** What the visitor typed, read back from the inputs. */
export const typed = (page: Page, names: string[]): Promise<string[]> => Promise.all(names.map((n) => field(page, n).inputValue()));

/** The id of the focused element (document.activeElement), or its test id. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.id || el?.dataset.testid || el?.tagName.toLowerCase() || '';
  });

/**
 * Asserts (softly, so the rest of a walk still runs and reports) that focus reaches the element
 * with this id or test id: waits up to 2 s for it, since focus follows the answer's render.
 */
export async function expectFocus(page: Page, id: string, label: string): Promise<void> {
  await page
    .waitForFunction((want) => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.id || el?.dataset.testid) === want;
    }, id, { timeout: 2_000 })
    .catch(() => {});
  expect.soft(await focused(page), `focus after ${label}`).toBe(id);
}

/** A download's text (works for a local and a connected browser alike). */
export async function downloadText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The reservation code as shown ("ABCDE FGHJK"), and without its space. */
export async function shownCode(page: Page): Promise<{ grouped: string; code: string }> {
  const grouped = (await page.getByTestId('reservation-code').textContent())!.trim();
  return { grouped, code: grouped.replace(/ /g, '') };
}

/** Switches the page between light and dark (the site follows the system while no mode is chosen) and waits for <html class="dark">. */
export async function scheme(page: Page, mode: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, mode === 'dark');
}

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/tickets';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Screenshots of the page as it stands at 1440 and 390 px (or the `sizes` given; full page), then back to the width it
 * had: `${state}-${locale}-${mode}-${width}.png` in SHOTS_DIR, as `npm run screenshots` names them.
 */
export async function shots(page: Page, state: string, locale: Locale, mode: Scheme, sizes = [DESKTOP, PHONE]): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const before = page.viewportSize()!;
  // From the top: scrolled (focus moved to a summary or heading), a full-page capture draws the sticky header mid-page.
  await page.evaluate(() => scrollTo(0, 0));
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SHOTS_DIR, `tickets-${state}-${locale}-${mode}-${size.width}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  }
  await page.setViewportSize(before);
}

/** How much wider than the window the document is, at 390 px (then back to the width the page had). */
export async function overflowAt390(page: Page): Promise<number> {
  const before = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize(before);
  return width;
}
