/**
 * Looking for personal data where none may be (docs/tickets.md §Privacy, §Protection "Logs and
 * errors"): the names, document numbers and phones a test sent, in log lines, process outputs
 * and database files.
 *
 * - `NAMES`: distinctive names, Latin and Chinese, for the tests to send, so that one found
 *   anywhere is a leak and not a word of the site's own (a short Chinese name is still a name:
 *   it is looked for exactly as sent, whatever its length).
 * - `asSent(values)`: each value as typed, normalised as the desk keeps it, and URL-encoded as a
 *   form body or query string carries it (a body logged raw would show it so).
 * - `leaksIn(logs, secrets)`: the log lines holding one.
 * - `personalDataIn(stack, needles)`: the database files and process outputs of a ticketsStack
 *   (tests/support/tickets-replicas.ts) holding one, byte for byte.
 */
import { readFileSync } from 'node:fs';

/** Names to send: none is a word the site or its logs use. */
export const NAMES = ['Zhuang Wenyu', '庄文煜', 'Ouyang Qiuyan', '欧阳秋雁', 'Shangguan Ruoxi'] as const;

/** A value as typed, as the desk normalises numbers (no spaces, brackets or hyphens; upper case), and URL-encoded (form body and component). */
export function asSent(values: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const v of values) {
    if (!v) continue;
    out.add(v);
    out.add(v.replace(/[\s()-]/g, '').toUpperCase());
    out.add(new URLSearchParams({ v }).toString().slice(2));
    out.add(encodeURIComponent(v));
  }
  return [...out];
}

/**
 * The log lines that hold one of `secrets` as a value of its own: not inside a longer run of
 * Latin letters or digits, where a phone's 11 digits turn up by chance (a `responseTime` of
 * 0.410139000000072 holds 13900000007). A Chinese name is matched exactly as sent.
 */
export function leaksIn(logs: readonly string[], secrets: readonly string[]): string[] {
  return secrets.flatMap((secret) => {
    const alone = new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
    return logs.filter((l) => alone.test(l)).map((l) => `${secret} in ${l.slice(0, 300)}`);
  });
}

/** A string's UTF-8 bytes, one character per byte (latin1): how it lies in a file read as latin1. */
const bytesOf = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');

/**
 * Which of `needles` occur in `haystack`, compared as UTF-8 bytes (a database page is searched as
 * it is on disk; a Chinese name is found by its bytes). One pass: each position whose byte
 * starts some needle is compared with the needles of each length that start with it.
 */
export function foundIn(haystack: Buffer | string, needles: Iterable<string>): string[] {
  const text = (typeof haystack === 'string' ? Buffer.from(haystack, 'utf8') : haystack).toString('latin1');
  const original = new Map<string, string>();
  const byFirst = new Map<string, Map<number, Set<string>>>();
  for (const n of needles) {
    if (!n) continue;
    const b = bytesOf(n);
    original.set(b, n);
    const lengths = byFirst.get(b[0]!) ?? new Map<number, Set<string>>();
    byFirst.set(b[0]!, lengths);
    const set = lengths.get(b.length) ?? new Set<string>();
    lengths.set(b.length, set);
    set.add(b);
  }
  const found = new Set<string>();
  for (let i = 0; i < text.length; i++) {
    const lengths = byFirst.get(text[i]!);
    if (!lengths) continue;
    for (const [len, set] of lengths) {
      const s = text.slice(i, i + len);
      if (set.has(s)) found.add(original.get(s)!);
    }
  }
  return [...found];
}

/** What personalDataIn reads of a stack: its database files and every process's output. */
interface Scanned {
  dbFiles(): string[];
  outputs(): { name: string; text: string }[];
}

/** Each database file and process output of the stack in which any of `needles` shows, with what showed. */
export function personalDataIn(stack: Scanned, needles: readonly string[]): { where: string; found: string[]; context: string }[] {
  const places = [
    ...stack.dbFiles().map((file) => ({ where: file, data: readFileSync(file) })),
    ...stack.outputs().map((o) => ({ where: `output of ${o.name}`, data: Buffer.from(o.text, 'utf8') })),
  ];
  return places
    .map((p) => {
      const found = foundIn(p.data, needles).slice(0, 5);
      const text = p.data.toString('latin1');
      // Where the first one shows, printable characters only, for the failure message.
      const at = found.length ? text.indexOf(bytesOf(found[0]!)) : -1;
      const context = at < 0 ? '' : text.slice(Math.max(0, at - 200), at + 100).replace(/[^\x20-\x7e]/g, '.');
      return { where: p.where, found, context };
    })
    .filter((p) => p.found.length > 0);
}
