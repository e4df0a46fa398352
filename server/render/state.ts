/**
 * Dehydrated state as JSON that can never break out of its <script> tag (issue 2 §9):
 * `<`, `>`, `&`, U+2028 and U+2029 become \u escapes, which JSON.parse and JS read back
 * as the same characters.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeState(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]!);
}
