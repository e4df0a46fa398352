/**
 * The part of a page whose rules are inlined (docs/decisions/029-critical-css.md): what can
 * show in the first 390×844 or 1440×900 frame. That is everything before `<main>` (skip link,
 * header), the start of `<main>` (the home hero and the notices below it; a list's header,
 * filters and first cards; a detail's title, photo and key facts) with room to spare (where a
 * page's first screen is its map, the map whole), where asked what follows a short `<main>`,
 * and any sticky column of `<main>` (a list's map beside the cards on a wide screen), which
 * stays in view wherever it sits in the markup.
 * What follows, and the footer, paint with the full stylesheet, which arrives while they are
 * still below the fold; the browser test (tests/browser/critical-css.test.ts) compares the
 * first screen with and without it.
 */
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** How much of `<main>`, in characters of markup, counts as the top of the first screen. */
export const FIRST_SCREEN_MAIN_CHARS = 11_000;

/** A class list that makes the element sticky at some width (`sticky`, `lg:sticky`). */
const STICKY = /(?:^|\s|:)sticky(?:\s|$)/;

/** Picks elements of the parsed markup (domutils' test). */
export type PartTest = Parameters<typeof findAll>[0];

/**
 * A page's body cut to its first screen. `whole`: parts kept whole when they start before the
 * cut (a page whose first screen is one picture made of several parts: the schematic map's
 * places sit on its drawing, some 7 KB of markup, and a cut inside the drawing left them to
 * paint as a list, and its caption unstyled, until the stylesheet came).
 */
export function firstScreen(html: string, whole?: PartTest, afterMain = false): string {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>')).replace(/^<body[^>]*>/, '');
  const mainStart = body.indexOf('<main');
  if (mainStart < 0) return body;
  const mainEnd = body.indexOf('</main>', mainStart);
  const main = body.slice(mainStart, mainEnd < 0 ? body.length : mainEnd);
  const document = parseDocument(main, { withStartIndices: true, withEndIndices: true });
  let cut = FIRST_SCREEN_MAIN_CHARS;
  if (whole) {
    for (const el of findAll(whole, document.children)) {
      if ((el.startIndex ?? 0) < cut) cut = Math.max(cut, (el.endIndex ?? 0) + 1);
    }
  }
  const sticky = findAll((el) => STICKY.test(el.attribs.class ?? '') && (el.startIndex ?? 0) >= cut, document.children)
    // The outermost only: a sticky element inside another is already in its markup.
    .filter((el, i, all) => !all.slice(0, i).some((outer) => (outer.endIndex ?? 0) >= (el.endIndex ?? 0)))
    .map((el) => main.slice(el.startIndex ?? 0, (el.endIndex ?? 0) + 1));
  // `afterMain`: a <main> shorter than the budget leaves the rest to what follows it, for a page
  // whose <main> can be nearly empty (a search without results), where the "today" band after it
  // shows on the first screen. Not for every page: a short article's band is below the fold
  // however few characters it has (a photo), and the band's rules are some 5 KiB.
  const after = !afterMain || mainEnd < 0 || cut <= main.length ? '' : body.slice(mainEnd, mainEnd + cut - main.length);
  return body.slice(0, mainStart) + main.slice(0, cut) + sticky.join('') + after;
}
