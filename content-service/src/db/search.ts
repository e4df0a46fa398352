/**
 * Search text for FTS5. unicode61 keeps a run of Chinese characters as one token, so "酒店"
 * would never match inside "青岚山酒店". CJK text therefore goes into its own column as
 * overlapping bigrams followed by single characters (per run), and a CJK query becomes a
 * phrase of bigrams; everything else goes into the `words` column for unicode61 + prefix.
 */

import { CJK_RUN } from '../../../shared/search-language.ts';

export interface SearchText {
  words: string;
  cjk: string;
}

function bigramsAndSingles(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) bigrams.push(chars[i]! + chars[i + 1]!);
  // Bigrams stay consecutive so a bigram phrase matches only inside one run; singles after
  // them serve one-character queries and never occur in a bigram phrase.
  return [...bigrams, ...chars];
}

/** Removes tags and decodes the few entities rich text uses, for indexing only. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Splits indexable text into the two FTS columns. */
export function toSearchText(parts: readonly (string | null | undefined)[]): SearchText {
  const text = parts.filter((p): p is string => typeof p === 'string').join('\n').normalize('NFKC');
  const cjk: string[] = [];
  for (const m of text.matchAll(CJK_RUN)) cjk.push(...bigramsAndSingles(m[0]));
  return { words: text.replace(CJK_RUN, ' ').replace(/\s+/g, ' ').trim(), cjk: cjk.join(' ') };
}

function quote(token: string): string {
  return `"${token.replace(/"/g, '""')}"`;
}

/**
 * FTS5 MATCH expression for a user keyword (all parts must match), or null when the keyword
 * holds nothing searchable. Latin words match as prefixes; CJK runs as bigram phrases.
 */
export function toFtsQuery(keyword: string): string | null {
  const text = keyword.normalize('NFKC');
  const clauses: string[] = [];
  for (const m of text.matchAll(CJK_RUN)) {
    const tokens = bigramsAndSingles(m[0]);
    const phrase = tokens.length === 1 ? tokens : tokens.slice(0, [...m[0]].length - 1);
    clauses.push(`cjk : ${quote(phrase.join(' '))}`);
  }
  // Letters and digits only: FTS5 operators and punctuation in user input cannot break the query.
  for (const word of text.replace(CJK_RUN, ' ').match(/[\p{L}\p{N}]+/gu) ?? []) {
    clauses.push(`words : ${quote(word.toLowerCase())}*`);
  }
  return clauses.length ? clauses.join(' AND ') : null;
}
