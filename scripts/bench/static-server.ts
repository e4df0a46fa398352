/**
 * The static baseline of `npm run bench`, in its own process: serves fixed bytes per path
 * (the site's own answers, identity and brotli, captured by the bench) with no work per
 * request beyond choosing the variant. Usage: node static-server.ts <pages.json> <port>
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

type Pages = Record<string, { contentType: string; identity: string; br: string }>;
const [file, port] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(file!, 'utf8')) as Pages;
const bytes = new Map(Object.entries(pages).map(([path, p]) => [path, { type: p.contentType, identity: Buffer.from(p.identity, 'base64'), br: Buffer.from(p.br, 'base64') }]));

createServer((req, res) => {
  const page = bytes.get(req.url ?? '');
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = br ? page.br : page.identity;
  res.writeHead(200, { 'content-type': page.type, 'content-length': body.length, vary: 'Accept-Encoding', ...(br ? { 'content-encoding': 'br' } : {}) });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
