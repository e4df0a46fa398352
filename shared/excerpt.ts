/**
 * The start of a text, at most `max` characters (code points, so a CJK text or an emoji is
 * never cut in half), ending at a word or sentence break when one is near, with "…" when
 * cut. For teasers whose full text lives on another page: the HTML and the page state then
 * carry only what the teaser shows.
 */
export function excerpt(text: string, max: number): string {
  const chars = firstCodePoints(text.trim(), max + 1);
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max - 1).join('');
  // Prefer a break in the last fifth: CJK punctuation, or a space in Latin text.
  const cut = Math.max(...['。', '，', '；', ', ', '. ', '; ', ' '].map((b) => head.lastIndexOf(b)));
  const end = cut >= head.length * 0.8 ? cut : head.length;
  return `${head.slice(0, end).replace(/[\s，,；;、：:]+$/u, '')}…`;
}

/** Up to `n` code points from the start: a long article body is never split whole (loaders run per render when the microcache is off). */
function firstCodePoints(text: string, n: number): string[] {
  const out: string[] = [];
  for (const ch of text) {
    if (out.length === n) break;
    out.push(ch);
  }
  return out;
}
