/**
 * Bounded property-based fuzzing of the ticket posts (docs/tickets.md §Forms, §Protection):
 * whatever a client sends as a form (any field names, arrays, lengths, scripts and scripts'
 * worth of Unicode, a wrong content type, a body too large), with a valid token or without, to
 * any form URL, the site answers below 500, never says "confirmed" for what the desk did not
 * take, and stays healthy.
 */
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Site } from '../support/site.ts';

let site: Site & { content: { url: string } };
let cookie = '';
let token = '';

beforeAll(async () => {
  site = await startStack({ TICKETS_RESERVE_PER_MINUTE: '100000', TICKETS_LOOKUP_PER_MINUTE: '100000' });
  const page = await request(site.url).get('/en/tickets');
  cookie = String(page.headers['set-cookie']).split(';')[0]!;
  token = /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!;
});
afterAll(() => site.close());

const FIELDS = ['_csrf', 'idempotencyKey', 'date', 'slot', 'contactPhone', 'lang', 'intent', 'code', 'documentLast4', ...[0, 1, 4, 5, 9].flatMap((i) => [`party.${i}.name`, `party.${i}.documentKind`, `party.${i}.documentNumber`])];
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', ' ', '11010519491231002X', 'E12345678', '2026-11-25', '10:00', 'cancel', 'id-card', 'passport', '<script>x</script>', '\u0000', '%00', 'x'.repeat(5000)),
);
const form = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), fc.oneof(value, fc.array(value, { maxLength: 3 })), { maxKeys: 30 });
const target = fc.constantFrom('/tickets', '/en/tickets', '/tickets/reservation', '/en/tickets/reservation', '/_data/tickets/reserve', '/_data/tickets/lookup', '/_data/tickets/cancel');
const contentType = fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=x', '');

function encode(fields: Record<string, string | string[]>): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) out.append(k, one);
  return out.toString();
}

describe('hostile ticket posts never get a 5xx', () => {
  it('holds for random forms, URLs, content types and tokens, and the site stays healthy', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(target, form, contentType, fc.boolean(), async (path, fields, type, withToken) => {
        const body = type === 'application/json' ? JSON.stringify(fields) : encode(fields);
        let req = request(site.url).post(path).set('origin', site.url).set('cookie', cookie);
        if (withToken) req = req.set('x-csrf-token', token);
        if (type) req = req.set('content-type', type);
        const res = await req.send(body);
        expect(res.status, `${path} ${type}`).toBeLessThan(500);
        expect(res.headers['cache-control'], path).toMatch(/no-store/);
        // Random fields never make a reservation: no idempotency key and party are ever valid together here.
        expect(res.text, path).not.toMatch(/data-testid="ticket-confirmed"|"kind":"confirmed"/);
      }),
      { numRuns: 400, seed: 20261129 },
    );
    expect((await request(site.url).get('/healthz')).status).toBe(200);
    expect((await request(site.url).get('/en/tickets')).status).toBe(200);
  });

  it('a body over 16 KiB is refused with 413 on every form URL', async () => {
    for (const path of ['/tickets', '/_data/tickets/reserve']) {
      const res = await request(site.url).post(path).set('origin', site.url).set('cookie', cookie).type('form').send(`contactPhone=${'1'.repeat(17 * 1024)}`);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 413, 'no-store']);
    }
  });
});
