/**
 * The site's per-client limits on the ticket forms across replicas (docs/tickets.md §Limits;
 * docs/decisions/021-shared-state-in-redis.md): two site instances with one real redis-server
 * (REDIS_URL), TICKETS_RESERVE_PER_MINUTE=3 and TICKETS_LOOKUP_PER_MINUTE=3. A client's posts
 * are counted once, whichever instance and form URL (page or JSON) they reach; reservations and
 * look-ups are counted apart (`tickets-reserve:<client>`, `tickets-lookup:<client>`), and an IPv6
 * client by its /64 (server/http/client-key.ts; TRUST_PROXY lets X-Forwarded-For name it here).
 * Against the embedded content service at TEST_NOW, behind a desk front that counts the
 * reservation posts reaching the desk.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../support/redis.ts';
import type { Site } from '../support/site.ts';
import { guardSuite, JSON_HEADERS, parse, TOO_MANY_EN } from '../support/tickets-http.ts';
import { leaksIn } from '../support/tickets-privacy.ts';
import { card, codeOn, lookupForm, note, valueOf, visitor, type Visitor } from '../support/tickets-visit.ts';

let redis: RedisServer;
let admin: Redis;
// Registered before the suite's hooks, so it runs after them: Redis stops once the sites are closed.
afterAll(async () => {
  admin?.disconnect();
  await redis?.stop();
});
const g = guardSuite();
let a: Site;
let b: Site;
beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url);
  // A long Redis deadline: both sites, the desk and the test share this one process.
  const env = { REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: '10000', TICKETS_RESERVE_PER_MINUTE: '3', TICKETS_LOOKUP_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' };
  [a, b] = await Promise.all([g.siteWith(env), g.siteWith(env)]);
});

const KEY = 'qinglan:rate-limit:';
/** Two visitors with one cookie: one client's browser, its posts reaching either instance. */
async function client(): Promise<{ va: Visitor; vb: Visitor }> {
  const va = visitor(a.url);
  const vb = visitor(b.url);
  await va.get('/en/tickets');
  vb.cookies.set('qinglan_csrf', va.cookies.get('qinglan_csrf')!);
  return { va, vb };
}
/**
 * The limiter's counts in Redis, by the key its generator made (`tickets-reserve:<client>`):
 * the part before it is @fastify/rate-limit's own (the site's nameSpace, then its child store's).
 */
async function counts(): Promise<Record<string, string | null>> {
  const keys = await admin.keys(`${KEY}*tickets-*`);
  return Object.fromEntries(await Promise.all(keys.map(async (k) => [k.slice(k.indexOf('tickets-')), await admin.get(k)] as const)));
}
/** A form's fields as the enhanced page posts them (the token in X-CSRF-Token). */
const asJson = ({ _csrf, ...fields }: Record<string, string>) => ({ fields, headers: { ...JSON_HEADERS, 'x-csrf-token': _csrf! } });

describe('two site instances sharing one Redis', () => {
  let code = '';
  let last4 = '';

  it('three reservation posts of one client over both instances and both URLs pass; the fourth and fifth, on either, answer 429', async () => {
    const { va, vb } = await client();
    const before = g.reached();
    const [f1, f2, f3, f4, f5] = [await g.validForm(va), await g.validForm(va, '/tickets'), await g.validForm(va), await g.validForm(va), await g.validForm(va)];
    const first = await va.post('/en/tickets', f1!);
    const second = await vb.post('/_data/tickets/reserve', asJson(f2!).fields, asJson(f2!).headers);
    const third = await vb.post('/tickets', f3!);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect([card(first.text)?.status, parse(second.text).outcome.kind, card(third.text)?.status]).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const fourth = await va.post('/_data/tickets/reserve', asJson(f4!).fields, asJson(f4!).headers);
    expect([fourth.status, parse(fourth.text)]).toEqual([429, { outcome: { kind: 'refused', reason: 'too-many', fields: {}, closedReason: null } }]);
    const fifth = await vb.post('/en/tickets', f5!);
    expect([fifth.status, note(fifth.text), valueOf(fifth.text, 'party.0.documentNumber')]).toEqual([429, TOO_MANY_EN, f5!['party.0.documentNumber']]);
    expect(g.reached()).toBe(before + 3);
    // One count in Redis for the client, for a minute.
    expect(await counts()).toEqual({ 'tickets-reserve:127.0.0.1': '5' });
    const [key] = await admin.keys(`${KEY}*tickets-reserve:127.0.0.1`);
    expect(await admin.pttl(key!)).toBeGreaterThan(0);
    expect(await admin.pttl(key!)).toBeLessThanOrEqual(60_000);
    code = codeOn(first.text);
    last4 = f1!['party.0.documentNumber']!.replace(/ /g, '').slice(-4);
  });

  it('look-ups count apart: three after the reservation limit was reached answer 200, over both instances and URLs; the fourth 429', async () => {
    const { va, vb } = await client();
    const token = (await lookupForm(va, '/en/tickets/reservation', {}))._csrf!;
    const answers = [
      await va.post('/en/tickets/reservation', await lookupForm(va, '/en/tickets/reservation', { code, documentLast4: last4 })),
      await vb.post('/_data/tickets/lookup', { code, documentLast4: last4, lang: 'en' }, { ...JSON_HEADERS, 'x-csrf-token': token }),
      await vb.post('/tickets/reservation', await lookupForm(vb, '/tickets/reservation', { code, documentLast4: last4 })),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect([card(answers[0]!.text)?.status, parse(answers[1]!.text).outcome.kind, card(answers[2]!.text)?.status]).toEqual(['confirmed', 'found', 'confirmed']);
    const fourth = await va.post('/_data/tickets/cancel', { code, documentLast4: last4, lang: 'en' }, { ...JSON_HEADERS, 'x-csrf-token': token });
    expect([fourth.status, parse(fourth.text).outcome.reason]).toEqual([429, 'too-many']);
    expect(await counts()).toEqual({ 'tickets-reserve:127.0.0.1': '5', 'tickets-lookup:127.0.0.1': '4' });
    // Still refused for reservations: the counts are apart, not reset.
    const again = await vb.post('/en/tickets', await g.validForm(vb));
    expect(again.status).toBe(429);
  });

  it('an IPv6 client is its /64 on both instances: four addresses of one /64 share a count, another /64 has its own', async () => {
    const { va, vb } = await client();
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const invalid = async (v: Visitor) => ({ ...(await g.validForm(v)), slot: '' });
    const statuses = [
      (await va.post('/en/tickets', await invalid(va), from('2001:db8:7:1::a'))).status,
      (await vb.post('/en/tickets', await invalid(vb), from('2001:db8:7:1::b'))).status,
      (await va.post('/en/tickets', await invalid(va), from('2001:0db8:0007:0001:ffff::1'))).status,
      (await vb.post('/en/tickets', await invalid(vb), from('2001:db8:7:1:1:2:3:4'))).status,
      (await va.post('/en/tickets', await invalid(va), from('2001:db8:7:2::a'))).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429, 200]);
    expect(await counts()).toMatchObject({ 'tickets-reserve:2001:db8:7:1::/64': '4', 'tickets-reserve:2001:db8:7:2::/64': '1' });
  });

  it('Redis holds only these counts, keyed by kind and client; no log line holds what was sent', async () => {
    expect(await counts()).toEqual({
      'tickets-reserve:127.0.0.1': '6',
      'tickets-lookup:127.0.0.1': '4',
      'tickets-reserve:2001:db8:7:1::/64': '4',
      'tickets-reserve:2001:db8:7:2::/64': '1',
    });
    // One key space for both kinds: the same prefix before each.
    const keys = await admin.keys(`${KEY}*tickets-*`);
    expect(new Set(keys.map((k) => k.slice(0, k.indexOf('tickets-')))).size).toBe(1);
    expect(leaksIn(g.logs, g.sent.secrets())).toEqual([]);
  });
});
