/**
 * The CSRF guard of the ticket forms (docs/tickets.md §Protection): a token made from the secret
 * in the SameSite=Lax cookie, and the post's Origin (or Referer). A page post that fails is
 * answered 403 with the form, the input and a new token; a JSON post with `expired-form` and a
 * new token. Through the built site against the embedded content service at TEST_NOW, behind a
 * desk front that counts the reservation posts reaching the desk (tests/support/tickets-desk.ts).
 * The limits are in tickets-limits.test.ts, the desk down in tickets-desk-down.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../support/site.ts';
import { metricLines } from '../support/tickets-desk.ts';
import { COOKIE, EN_TITLE, EXPIRED_EN, guardSuite, JSON_HEADERS, parse } from '../support/tickets-http.ts';
import { leaksIn, NAMES } from '../support/tickets-privacy.ts';
import { card, csrfOf, keyOf, note, slots, title, valueOf, visitor, type Visitor } from '../support/tickets-visit.ts';

const g = guardSuite();
let site: Site;
beforeAll(async () => {
  site = await g.siteWith({ TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' });
});
const expired = { kind: 'refused', reason: 'expired-form', fields: {}, closedReason: null };

describe('CSRF', () => {
  it('a page post without the cookie: 403, the expired-form note, the input kept, a new token and the cookie; sent again, it confirms', async () => {
    const fields = await g.validForm(visitor(site.url));
    const v = visitor(site.url);
    const before = g.reached();
    const res = await v.post('/en/tickets', fields);
    expect(res.status).toBe(403);
    expect(title(res.text)).toBe(`Error: ${EN_TITLE}`);
    expect(note(res.text)).toBe(EXPIRED_EN);
    expect(res.setCookies).toHaveLength(1);
    expect(res.setCookies[0]).toMatch(COOKIE);
    expect([valueOf(res.text, 'party.0.name'), valueOf(res.text, 'party.0.documentNumber'), valueOf(res.text, 'contactPhone')]).toEqual([fields['party.0.name'], fields['party.0.documentNumber'], fields.contactPhone]);
    expect(slots(res.text)[2]).toBe('12:00 open 12:00–14:00 4,500 left [checked]');
    expect(keyOf(res.text)).toBe(fields.idempotencyKey);
    expect(csrfOf(res.text)).not.toBe(fields._csrf);
    expect(g.reached()).toBe(before);
    const again = await v.post('/en/tickets', { ...fields, _csrf: csrfOf(res.text) });
    expect(again.status).toBe(200);
    expect(card(again.text)!.status).toBe('confirmed');
    expect(g.reached()).toBe(before + 1);
  });

  it('a wrong token, a foreign Origin or Referer, neither Origin nor Referer: 403 and the desk never asked; a Referer of the site alone will do', async () => {
    const v = visitor(site.url);
    const fields = await g.validForm(v);
    const foreignToken = csrfOf((await visitor(site.url).get('/en/tickets')).text);
    const before = g.reached();
    const cases: [string, Record<string, string>, Record<string, string | null>][] = [
      ['wrong token', { ...fields, _csrf: foreignToken }, {}],
      ['no token', { ...fields, _csrf: '' }, {}],
      ['foreign Origin', fields, { origin: 'https://evil.example' }],
      ['foreign Referer', fields, { origin: null, referer: 'https://evil.example/tickets' }],
      ['neither', fields, { origin: null }],
    ];
    for (const [what, body, headers] of cases) {
      const res = await v.post('/en/tickets', body, headers);
      expect({ what, status: res.status, note: note(res.text), name: valueOf(res.text, 'party.0.name'), setCookies: res.setCookies }).toEqual({ what, status: 403, note: EXPIRED_EN, name: fields['party.0.name'], setCookies: [] });
    }
    const zh = await v.post('/tickets', { ...fields, lang: 'zh-CN' }, { origin: 'https://evil.example' });
    expect(zh.status).toBe(403);
    expect(title(zh.text)).toBe('错误：门票预约 - 青岚山风景名胜区');
    expect(note(zh.text)).toBe('expired-form: 表单已过期（可能停留太久或清除了 Cookie）。你的信息都还在，请再提交一次。');
    expect(g.reached()).toBe(before);
    const viaReferer = await v.post('/en/tickets', fields, { origin: null, referer: `${site.url}/en/tickets?date=2026-11-25` });
    expect(viaReferer.status).toBe(200);
    expect(card(viaReferer.text)!.status).toBe('confirmed');
  });

  it('JSON posts: 403 with expired-form and a new token; a token in X-CSRF-Token works, the new one too', async () => {
    const v = visitor(site.url);
    const { _csrf: token, ...fields } = await g.validForm(v);
    const foreignToken = csrfOf((await visitor(site.url).get('/en/tickets')).text);
    const before = g.reached();
    const cases: [string, Visitor, Record<string, string | null>][] = [
      ['no cookie', visitor(site.url), { 'x-csrf-token': token! }],
      ['wrong token', v, { 'x-csrf-token': foreignToken }],
      ['foreign Origin', v, { 'x-csrf-token': token!, origin: 'https://evil.example' }],
      ['neither Origin nor Referer', v, { 'x-csrf-token': token!, origin: null }],
    ];
    const replies: Record<string, any>[] = [];
    for (const [what, who, headers] of cases) {
      const res = await who.post('/_data/tickets/reserve', fields, { ...JSON_HEADERS, ...headers });
      const body = parse(res.text);
      expect({ what, status: res.status, cacheControl: res.headers.get('cache-control'), body }).toEqual({ what, status: 403, cacheControl: 'private, no-store', body: { outcome: expired, csrf: expect.stringMatching(/^[\w-]{40,}$/) } });
      replies.push(body);
    }
    expect(cases[0]![1].cookies.get('qinglan_csrf')).toMatch(/^[\w-]{24}$/);
    expect(g.reached()).toBe(before);
    // The page sends once more with the token the reply carried.
    const retried = await cases[0]![1].post('/_data/tickets/reserve', fields, { ...JSON_HEADERS, 'x-csrf-token': replies[0]!.csrf });
    expect(retried.status).toBe(200);
    expect(parse(retried.text).outcome.kind).toBe('confirmed');
    const ok = await v.post('/_data/tickets/reserve', { ...fields, idempotencyKey: `${fields.idempotencyKey}x`, 'party.0.documentNumber': 'E5100999' }, { ...JSON_HEADERS, 'x-csrf-token': token! });
    g.sent.add('E5100999');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    const reply = parse(ok.text);
    expect(reply).toEqual({
      outcome: {
        kind: 'confirmed',
        reservation: {
          code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{10}$/), status: 'confirmed', date: '2026-11-25', slot: { start: '12:00', end: '14:00' },
          party: [{ name: fields['party.0.name'], documentKind: 'passport', documentMasked: '****0999' }], contactPhoneMasked: `*******${fields.contactPhone!.slice(-4)}`,
          createdAt: '2026-11-24T02:30:00.000Z', cancelledAt: null,
        },
        qr: { size: 21, path: expect.stringMatching(/^M\d/) },
      },
    });
    expect(g.reached()).toBe(before + 2);
    // A look-up as JSON, its token in the header.
    const found = await v.post('/_data/tickets/lookup', { code: reply.outcome.reservation.code, documentLast4: '0999', lang: 'en' }, { ...JSON_HEADERS, 'x-csrf-token': token! });
    expect(parse(found.text)).toEqual({ outcome: { kind: 'found', reservation: reply.outcome.reservation, qr: reply.outcome.qr } });
  });
});

describe('after the walk', () => {
  it('the metrics hold each refused post as expired-form, and what the desk answered', async () => {
    expect((await metricLines(site.metrics, 'ticket_outcomes_total')).sort()).toEqual([
      'ticket_outcomes_total{action="lookup",outcome="found"} 1',
      'ticket_outcomes_total{action="reserve",outcome="confirmed"} 4',
      // 1 without the cookie, 5 + 1 with a bad token or origin, 4 as JSON.
      'ticket_outcomes_total{action="reserve",outcome="expired-form"} 11',
    ]);
    expect(await metricLines(site.metrics, 'ticket_conflicts_total')).toEqual([]);
    expect((await visitor(site.url).get('/en/tickets')).status).toBe(200);
    const places = await metricLines(site.metrics, 'ticket_slot_places');
    expect(places.filter((l) => l.includes('kind="reserved"') && !l.endsWith(' 0'))).toEqual(['ticket_slot_places{date="2026-11-25",slot="12:00",kind="reserved"} 4']);
  });

  it('no log line holds a name, document number or phone this file sent', () => {
    expect(g.sent.typed()).toEqual(expect.arrayContaining([NAMES[0], NAMES[1], 'E5100999']));
    expect(g.sent.secrets().length).toBeGreaterThan(20);
    expect(leaksIn(g.logs, g.sent.secrets())).toEqual([]);
  });
});
