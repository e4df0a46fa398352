/**
 * The start of a text, at most `max` characters (code points, so a CJK text or an emoji is
 * never cut in half), ending at a word or sentence break when one is near, with "…" when
 * cut. For teasers whose full text lives on another page: the HTML and the page state then
 * carry only what the teaser shows.
 */
export function excerpt(text: string, max: number): string {
  const whole = text.trim();
  // Indexes, not an array of characters: loaders run per render when the microcache is off,
  // for some thirty teasers a home page (docs/decisions/053-render-near-the-floor.md).
  if (codePointsEnd(whole, max + 1) < 0) return whole;
  const head = whole.slice(0, codePointsEnd(whole, max - 1));
  // Prefer a break in the last fifth: CJK punctuation, or a space in Latin text.
  let cut = -1;
  for (const b of BREAKS) cut = Math.max(cut, head.lastIndexOf(b));
  const end = cut >= head.length * 0.8 ? cut : head.length;
  return `${head.slice(0, end).replace(/[\s，,；;、：:]+$/u, '')}…`;
}

const BREAKS = ['。', '，', '；', ', ', '. ', '; ', ' '];

/**
 * The index just after the first `n` code points of `text`, or -1 when it has fewer. A code
 * point is a surrogate pair or any other single unit, as `for…of` over a string counts them.
 */
function codePointsEnd(text: string, n: number): number {
  let i = 0;
  for (let k = 0; k < n; k++) {
    if (i >= text.length) return -1;
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return i;
}
