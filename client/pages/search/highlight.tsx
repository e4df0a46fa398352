/**
 * Marks the search words in a piece of text (docs/product.md §4 /search). The text is split and
 * rendered as React text nodes around <mark> elements: nothing is ever parsed as HTML.
 */
import { Fragment } from 'react';

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** The words of a query: runs of letters and digits (a CJK run counts as one word). */
export function queryTerms(q: string): string[] {
  const words = q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  // Longest first, so "lakeside" wins over "lake" where both match.
  return [...new Set(words.map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length).slice(0, 8);
}

function termsPattern(terms: string[]): RegExp | null {
  return terms.length ? new RegExp(`(${terms.map((t) => t.replace(REGEX_SPECIAL, '\\$&')).join('|')})`, 'giu') : null;
}

export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  const re = termsPattern(terms);
  if (!re) return <>{text}</>;
  // split() with one capturing group puts the matches at the odd indexes.
  const parts = text.split(re);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-gray-900 dark:bg-amber-300/90 dark:text-gray-950">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A window of a long text around its first match, so the match is visible in a two-line
 * excerpt; short texts and texts without a match come back unchanged.
 */
export function excerptAround(text: string, terms: string[], max = 120): string {
  if (text.length <= max) return text;
  const re = termsPattern(terms);
  const at = re ? text.search(re) : -1;
  if (at < max * 0.6) return `${text.slice(0, max).trimEnd()}…`;
  const start = Math.max(0, at - Math.floor(max / 3));
  const end = Math.min(text.length, start + max);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
