/**
 * The static baseline of `npm run bench`, in its own process: answers each path with the
 * site's own answer captured by the bench (every header but Date, Connection and Keep-Alive,
 * which Node writes here as it does for the site, and the body bytes), brotli or identity as
 * asked, with no work per request beyond choosing the variant. The same bytes leave both
 * servers. Usage: node static-server.ts <pages.json> <port>
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

export interface CapturedAnswer {
  status: number;
  /** Raw header pairs, in the order the site sent them. */
  headers: [string, string][];
  /** Base64. */
  body: string;
}
/** By path, then by encoding asked: `browser` (a browser's Accept-Encoding, answered br by the site's cache) or `none`. */
export type CapturedPages = Record<string, Partial<Record<'browser' | 'none', CapturedAnswer>>>;

interface Answer {
  headers: string[];
  body: Buffer;
}

const ready = (a: CapturedAnswer | undefined): Answer | null => (a ? { headers: a.headers.flat(), body: Buffer.from(a.body, 'base64') } : null);

const [file, port] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(file!, 'utf8')) as CapturedPages;
const answers = new Map(Object.entries(pages).map(([path, p]) => [path, { browser: ready(p.browser), none: ready(p.none) }]));

createServer((req, res) => {
  const page = answers.get(req.url ?? '');
  const answer = page && (/\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) ? page.browser : page.none);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
