/**
 * The part of a page whose rules are inlined (docs/decisions/029-critical-css.md): what can
 * show in the first 390×844 or 1440×900 frame. That is everything before `<main>` (skip link,
 * header), the start of `<main>` (the home hero and the notices below it; a list's header,
 * filters and first cards; a detail's title, photo and key facts) with room to spare, and any
 * sticky column of `<main>` (a list's map beside the cards on a wide screen), which stays in
 * view wherever it sits in the markup. What follows, and the footer, paint with the full
 * stylesheet, which arrives while they are still below the fold; the browser test
 * (tests/browser/critical-css.test.ts) compares the first screen with and without it.
 */
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** How much of `<main>`, in characters of markup, counts as the top of the first screen. */
export const FIRST_SCREEN_MAIN_CHARS = 11_000;

/** A class list that makes the element sticky at some width (`sticky`, `lg:sticky`). */
const STICKY = /(?:^|\s|:)sticky(?:\s|$)/;

/** A page's body cut to its first screen. */
export function firstScreen(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>')).replace(/^<body[^>]*>/, '');
  const mainStart = body.indexOf('<main');
  if (mainStart < 0) return body;
  const mainEnd = body.indexOf('</main>', mainStart);
  const main = body.slice(mainStart, mainEnd < 0 ? body.length : mainEnd);
  const cut = FIRST_SCREEN_MAIN_CHARS;
  const document = parseDocument(main, { withStartIndices: true, withEndIndices: true });
  const sticky = findAll((el) => STICKY.test(el.attribs.class ?? '') && (el.startIndex ?? 0) >= cut, document.children)
    // The outermost only: a sticky element inside another is already in its markup.
    .filter((el, i, all) => !all.slice(0, i).some((outer) => (outer.endIndex ?? 0) >= (el.endIndex ?? 0)))
    .map((el) => main.slice(el.startIndex ?? 0, (el.endIndex ?? 0) + 1));
  return body.slice(0, mainStart) + main.slice(0, cut) + sticky.join('');
}
