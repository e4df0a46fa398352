/**
 * JSON for inside a <script> element (dehydrated state, JSON-LD) that can never end the
 * element or open a comment: `<`, `>`, `&`, U+2028 and U+2029 become \u escapes, which
 * JSON.parse and JavaScript read back as the same characters.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]!);
}
