/**
 * What guards the ticket forms (docs/tickets.md §Protection, §Limits, §Forms "When the desk does
 * not answer"): CSRF token and origin, the site's per-client limits and the desk's per-document and
 * per-code ones, and a desk that hangs, drops, fails or answers garbage. Through the built site
 * against the embedded content service at TEST_NOW, with a desk front whose ticket POSTs a test
 * can break (tests/support/tickets-visit.ts) and startFakeUpstream for every GET.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testIdText } from '../support/html.ts';
import { startSite, type Site } from '../support/site.ts';
import {
  API, card, codeOn, csrfOf, days, formFields, formOn as freshForm, idCard, keyOf, lookupToken, metricLines, note, pageData, passport, slots, startDesk, startDeskFront, title, valueOf, visitor,
  type Desk, type DeskFront, type DeskMode, type Visitor, leaksIn } from '../support/tickets-visit.ts';

const logs: string[] = [];
const logStream = { write: (l: string) => void logs.push(l) };
let desk: Desk;
let front: DeskFront;
let site: Site;
const sites: Site[] = [];
/** A site in front of the desk front; `env` on top of fresh availability. */
async function siteWith(env: Record<string, string>): Promise<Site> {
  const s = await startSite({ apiBaseUrl: front.url, env: { CACHE_TICKETS_TTL_MS: '0', ...env }, logStream });
  sites.push(s);
  return s;
}
beforeAll(async () => {
  desk = await startDesk({ log: (l) => void logs.push(l) });
  front = await startDeskFront(desk.url);
  // A desk that hangs is given up after 1.5 s; this site's own limits are out of the way.
  site = await siteWith({ UPSTREAM_TIMEOUT_MS: '1500', TICKETS_RESERVE_PER_MINUTE: '1000', TICKETS_LOOKUP_PER_MINUTE: '1000' });
});
afterEach(() => {
  front.setPosts('pass');
  front.fake.reset();
  // Availability that failed three times is not asked for 30 s (the circuit breaker): each case starts closed.
  for (const s of sites) s.api.breakers.reset();
});
afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
  await front?.close();
  await desk?.close();
});

const EN_TITLE = 'Tickets - Qinglan Mountain Scenic Area';
const EXPIRED_EN = 'expired-form: This form had expired (left open too long, or cookies were cleared). Everything you typed is still here: please send it again.';
const TOO_MANY_EN = 'too-many: Too many attempts. Please wait a minute and try again.';
const UNAVAILABLE_EN = 'unavailable: Reservations are unavailable right now. Please try again in a moment: everything you typed is still here, and sending again will not book twice.';
const COOKIE = /^qinglan_csrf=[\w-]{24}; Path=\/; HttpOnly; SameSite=Strict$/;
const JSON_HEADERS = { accept: 'application/json' };

/** Every name, document number and phone this file sends, as typed and normalised. */
const SENT: string[] = [];
let serial = 0;
/** A valid reservation form for one passport holder of a number never sent before, on the page at `path`. */
async function validForm(v: Visitor, path = '/en/tickets', over: Record<string, string> = {}) {
  const n = String(++serial).padStart(3, '0');
  const fields = await freshForm(v, path, { date: '2026-11-25', slot: '12:00', ...passport(0, `E5 100 ${n}`, `Visitor Nr`), contactPhone: `139 0000 0${n}`, ...over });
  for (const [k, val] of Object.entries(fields)) if (/name|documentNumber|contactPhone/.test(k)) SENT.push(val, val.replace(/[\s()-]/g, '').toUpperCase());
  return fields;
}
const reached = () => front.reached.get('/ticket/reserve') ?? 0;
const parse = (text: string) => JSON.parse(text) as Record<string, any>;
const expired = { kind: 'refused', reason: 'expired-form', fields: {}, closedReason: null };

describe('CSRF', () => {
  it('a page post without the cookie: 403, the expired-form note, the input kept, a new token and the cookie; sent again, it confirms', async () => {
    const fields = await validForm(visitor(site.url));
    const v = visitor(site.url);
    const before = reached();
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
    expect(reached()).toBe(before);
    const again = await v.post('/en/tickets', { ...fields, _csrf: csrfOf(res.text) });
    expect(again.status).toBe(200);
    expect(card(again.text)!.status).toBe('confirmed');
    expect(reached()).toBe(before + 1);
  });

  it('a wrong token, a foreign Origin or Referer, neither Origin nor Referer: 403 and the desk never asked; a Referer of the site alone will do', async () => {
    const v = visitor(site.url);
    const fields = await validForm(v);
    const foreignToken = csrfOf((await visitor(site.url).get('/en/tickets')).text);
    const before = reached();
    const cases: [string, Record<string, string>, Record<string, string | null>][] = [
      ['wrong token', { ...fields, _csrf: foreignToken }, {}],
      ['no token', { ...fields, _csrf: '' }, {}],
      ['foreign Origin', fields, { origin: 'https://evil.example' }],
      ['foreign Referer', fields, { origin: null, referer: 'https://evil.example/tickets' }],
      ['neither', fields, { origin: null }],
    ];
    for (const [what, body, headers] of cases) {
      const res = await v.post('/en/tickets', body, headers);
      expect({ what, status: res.status, note: note(res.text), name: valueOf(res.text, 'party.0.name'), setCookies: res.setCookies }).toEqual({ what, status: 403, note: EXPIRED_EN, name: 'Visitor Nr', setCookies: [] });
    }
    const zh = await v.post('/tickets', { ...fields, lang: 'zh-CN' }, { origin: 'https://evil.example' });
    expect(zh.status).toBe(403);
    expect(title(zh.text)).toBe('错误：门票预约 - 青岚山风景名胜区');
    expect(note(zh.text)).toBe('expired-form: 表单已过期（可能停留太久或清除了 Cookie）。你的信息都还在，请再提交一次。');
    expect(reached()).toBe(before);
    const viaReferer = await v.post('/en/tickets', fields, { origin: null, referer: `${site.url}/en/tickets?date=2026-11-25` });
    expect(viaReferer.status).toBe(200);
    expect(card(viaReferer.text)!.status).toBe('confirmed');
  });

  it('JSON posts: 403 with expired-form and a new token; a token in X-CSRF-Token works, the new one too', async () => {
    const v = visitor(site.url);
    const { _csrf: token, ...fields } = await validForm(v);
    const foreignToken = csrfOf((await visitor(site.url).get('/en/tickets')).text);
    const before = reached();
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
    expect(reached()).toBe(before);
    // The page sends once more with the token the reply carried.
    const retried = await cases[0]![1].post('/_data/tickets/reserve', fields, { ...JSON_HEADERS, 'x-csrf-token': replies[0]!.csrf });
    expect(retried.status).toBe(200);
    expect(parse(retried.text).outcome.kind).toBe('confirmed');
    const ok = await v.post('/_data/tickets/reserve', { ...fields, idempotencyKey: `${fields.idempotencyKey}x`, 'party.0.documentNumber': 'E5100999' }, { ...JSON_HEADERS, 'x-csrf-token': token! });
    SENT.push('E5100999');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    const reply = parse(ok.text);
    expect(reply).toEqual({
      outcome: {
        kind: 'confirmed',
        reservation: {
          code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{10}$/), status: 'confirmed', date: '2026-11-25', slot: { start: '12:00', end: '14:00' },
          party: [{ name: 'Visitor Nr', documentKind: 'passport', documentMasked: '****0999' }], contactPhoneMasked: `*******${fields.contactPhone!.slice(-4)}`,
          createdAt: '2026-11-24T02:30:00.000Z', cancelledAt: null,
        },
        qr: { size: 21, path: expect.stringMatching(/^M\d/) },
      },
    });
    expect(reached()).toBe(before + 2);
    // A look-up as JSON, its token in the header.
    const found = await v.post('/_data/tickets/lookup', { code: reply.outcome.reservation.code, documentLast4: '0999', lang: 'en' }, { ...JSON_HEADERS, 'x-csrf-token': token! });
    expect(parse(found.text)).toEqual({ outcome: { kind: 'found', reservation: reply.outcome.reservation, qr: reply.outcome.qr } });
  });
});

describe('limits', () => {
  it('TICKETS_RESERVE_PER_MINUTE=2: the third reservation post of one client answers 429 with the too-many note and its input; the desk is not asked', async () => {
    const limited = await siteWith({ TICKETS_RESERVE_PER_MINUTE: '2' });
    const v = visitor(limited.url);
    const fields = await validForm(v);
    const answers = [await v.post('/en/tickets', { ...fields, slot: '' }), await v.post('/en/tickets', { ...fields, slot: '' })];
    expect(answers.map((a) => [a.status, pageData(a.text).outcome.reason])).toEqual([[200, 'invalid'], [200, 'invalid']]);
    const before = reached();
    const third = await v.post('/en/tickets', fields);
    expect(third.status).toBe(429);
    expect(title(third.text)).toBe(`Error: ${EN_TITLE}`);
    expect(note(third.text)).toBe(TOO_MANY_EN);
    expect([valueOf(third.text, 'party.0.documentNumber'), valueOf(third.text, 'contactPhone')]).toEqual([fields['party.0.documentNumber'], fields.contactPhone]);
    expect(keyOf(third.text)).toBe(fields.idempotencyKey);
    expect(reached()).toBe(before);
    // Look-ups count apart, against TICKETS_LOOKUP_PER_MINUTE (10).
    const lookup = await v.post('/en/tickets/reservation', { _csrf: await lookupToken(v, '/en/tickets/reservation'), lang: 'en', code: 'ABCDEFGHJK', documentLast4: '1234', intent: 'lookup' });
    expect([lookup.status, note(lookup.text)]).toEqual([200, 'not-found: No reservation matches that code and those last 4 characters. After several wrong tries the code stops answering.']);
  });

  it('the same as JSON: 429 with a too-many refusal', async () => {
    const limited = await siteWith({ TICKETS_RESERVE_PER_MINUTE: '2' });
    const v = visitor(limited.url);
    const { _csrf: token, ...fields } = await validForm(v);
    const post = () => v.post('/_data/tickets/reserve', { ...fields, slot: '' }, { ...JSON_HEADERS, 'x-csrf-token': token! });
    const statuses = [(await post()).status, (await post()).status];
    const third = await post();
    expect([...statuses, third.status]).toEqual([200, 200, 429]);
    expect(parse(third.text)).toEqual({ outcome: { kind: 'refused', reason: 'too-many', fields: {}, closedReason: null } });
  });

  it('TICKETS_LOOKUP_PER_MINUTE=2: the third look-up or cancel of one client answers 429', async () => {
    const limited = await siteWith({ TICKETS_LOOKUP_PER_MINUTE: '2' });
    const v = visitor(limited.url);
    const token = await lookupToken(v, '/en/tickets/reservation');
    const ask = (intent: string) => v.post('/en/tickets/reservation', { _csrf: token, lang: 'en', code: 'ABCDEFGHJK', documentLast4: '4321', intent });
    const answers = [await ask('lookup'), await ask('cancel'), await ask('lookup')];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(note(answers[2]!.text)).toBe(TOO_MANY_EN);
    expect(valueOf(answers[2]!.text, 'documentLast4')).toBe('4321');
  });

  it('the site limit is per client, whichever of the form URLs its posts go to', async () => {
    const limited = await siteWith({ TICKETS_RESERVE_PER_MINUTE: '2', TICKETS_LOOKUP_PER_MINUTE: '2' });
    const v = visitor(limited.url);
    const { _csrf: token, ...fields } = await validForm(v, '/tickets');
    const reserve = [
      (await v.post('/tickets', { ...fields, _csrf: token!, slot: '' })).status,
      (await v.post('/en/tickets', { ...fields, _csrf: token!, slot: '' })).status,
      (await v.post('/_data/tickets/reserve', { ...fields, slot: '' }, { ...JSON_HEADERS, 'x-csrf-token': token! })).status,
    ];
    const look = { lang: 'en', code: 'ABCDEFGHJK', documentLast4: '4321' };
    const lookups = [
      (await v.post('/tickets/reservation', { ...look, _csrf: token!, intent: 'lookup' })).status,
      (await v.post('/en/tickets/reservation', { ...look, _csrf: token!, intent: 'lookup' })).status,
      (await v.post('/_data/tickets/cancel', look, { ...JSON_HEADERS, 'x-csrf-token': token! })).status,
    ];
    expect({ reserve, lookups }).toEqual({ reserve: [200, 200, 429], lookups: [200, 200, 429] });
  });

  it('every answer of a ticket post is private, no-store: 403 and 429 included (docs/tickets.md §Pages)', async () => {
    const [pages, json] = [await siteWith({ TICKETS_RESERVE_PER_MINUTE: '1' }), await siteWith({ TICKETS_RESERVE_PER_MINUTE: '1' })];
    const v = visitor(pages.url);
    const fields = { ...(await validForm(v)), slot: '' };
    const w = visitor(json.url);
    const token = csrfOf((await w.get('/en/tickets')).text);
    const answers = {
      '200 page': await v.post('/en/tickets', fields),
      '429 page': await v.post('/en/tickets', fields),
      '403 page': await v.post('/en/tickets/reservation', { lang: 'en', code: 'ABCDEFGHJK', documentLast4: '4321' }),
      '403 JSON': await w.post('/_data/tickets/lookup', { lang: 'en', code: 'ABCDEFGHJK', documentLast4: '4321' }, JSON_HEADERS),
      '200 JSON': await w.post('/_data/tickets/reserve', fields, { ...JSON_HEADERS, 'x-csrf-token': token }),
      '429 JSON': await w.post('/_data/tickets/reserve', fields, { ...JSON_HEADERS, 'x-csrf-token': token }),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, `${a.status} ${a.headers.get('cache-control')}`]));
    expect(seen).toEqual({
      '200 page': '200 private, no-store', '429 page': '429 private, no-store', '403 page': '403 private, no-store',
      '403 JSON': '403 private, no-store', '200 JSON': '200 private, no-store', '429 JSON': '429 private, no-store',
    });
  });

  it('the desk counts attempts per document: the 11th in 10 minutes is too-many, on any day; the form already answered still gets its reservation; another document is not held up', async () => {
    const v = visitor(site.url);
    const first = await validForm(v, '/en/tickets', { date: '2026-11-29', slot: '10:00', ...passport(0, 'E6000001', 'Often Tried') });
    SENT.push('E6000001');
    const made = await v.post('/en/tickets', first);
    const code = codeOn(made.text);
    const outcomes: string[] = [];
    for (let i = 2; i <= 10; i++) outcomes.push(pageData((await v.post('/en/tickets', await validForm(v, '/en/tickets', { date: '2026-11-29', ...passport(0, 'e6 000 001', 'Often Tried') }))).text).outcome.reason);
    expect(outcomes).toEqual(Array(9).fill('document-taken'));
    const eleventh = await v.post('/en/tickets', await validForm(v, '/en/tickets', { date: '2026-11-29', ...passport(0, 'E6000001', 'Often Tried') }));
    expect(eleventh.status).toBe(200);
    expect(note(eleventh.text)).toBe(TOO_MANY_EN);
    const otherDay = await v.post('/en/tickets', await validForm(v, '/en/tickets', { date: '2026-12-01', ...passport(0, 'E6000001', 'Often Tried') }));
    expect(note(otherDay.text)).toBe(TOO_MANY_EN);
    // Sending the first form again is a replay, not an attempt.
    const replay = await v.post('/en/tickets', { ...first, _csrf: csrfOf((await v.get('/en/tickets')).text) });
    expect(codeOn(replay.text)).toBe(code);
    const other = await v.post('/en/tickets', await validForm(v, '/en/tickets', { date: '2026-11-29', ...passport(0, 'E6000002', 'Rarely Tried') }));
    expect(card(other.text)!.status).toBe('confirmed');
  });

  it('the desk counts look-ups per code: after 10 wrong documents the code answers nothing, after 20 look-ups too-many', async () => {
    const v = visitor(site.url);
    const made = await v.post('/en/tickets', await validForm(v, '/en/tickets', { date: '2026-11-29', slot: '12:00', ...passport(0, 'E6100001', 'Much Sought') }));
    const code = codeOn(made.text);
    const token = await lookupToken(v, '/en/tickets/reservation');
    const ask = async (last4: string) => parse((await v.post('/_data/tickets/lookup', { code, documentLast4: last4, lang: 'en' }, { ...JSON_HEADERS, 'x-csrf-token': token })).text).outcome;
    expect((await ask('0001')).kind).toBe('found');
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) answers.push((await ask('9999')).reason);
    for (let i = 0; i < 9; i++) answers.push((await ask('0001')).reason);
    answers.push((await ask('0001')).reason);
    expect(answers).toEqual([...Array(19).fill('not-found'), 'too-many']);
  });
});

/** Ways the desk fails a reservation post. */
const faults: [string, DeskMode][] = [
  ['hangs', { kind: 'hang' }],
  ['drops the connection', { kind: 'drop' }],
  ['answers 503', { kind: 'json', status: 503, body: { code: -1, msg: 'busy', data: null } }],
  ['answers a proxy error page', { kind: 'raw', status: 502, body: '<html><body>Bad gateway</body></html>' }],
  ['answers half a body', { kind: 'reset-mid-body' }],
  ['answers JSON cut short', { kind: 'raw', status: 200, contentType: 'application/json', body: '{"code":0,"msg":"success","data":{"code":' }],
  ['answers a reservation it cannot be', { kind: 'json', body: { code: 0, msg: 'success', data: { code: 'NOT A CODE', status: 'confirmed' } } }],
  ['answers a refusal it cannot read', { kind: 'json', body: { code: -1, msg: 'on-fire', data: { reason: 'on-fire' } } }],
  ['reserves, then its answer is lost', 'lost'],
];

describe('the desk down or slow', () => {

  it('a reservation the desk does not answer: 200, the unavailable note, never confirmed, the input kept; the same form once the desk is back gives exactly one reservation', async () => {
    const v = visitor(site.url);
    let form = await validForm(v, '/en/tickets', { date: '2026-11-30', slot: '12:00', 'party.0.documentKind': 'id-card', 'party.0.documentNumber': idCard('44030419900101001') });
    SENT.push(idCard('44030419900101001'));
    const before = reached();
    for (const [what, mode] of faults) {
      front.setPosts(mode);
      const res = await v.post('/en/tickets', form);
      expect({ what, status: res.status, note: note(res.text) }).toEqual({ what, status: 200, note: UNAVAILABLE_EN });
      expect(title(res.text)).toBe(`Error: ${EN_TITLE}`);
      expect(res.text).not.toContain('data-testid="ticket-confirmed"');
      expect(res.text).toContain('data-testid="reserve-form"');
      expect([valueOf(res.text, 'party.0.documentNumber'), valueOf(res.text, 'contactPhone'), keyOf(res.text)]).toEqual([form['party.0.documentNumber'], form.contactPhone, form.idempotencyKey]);
      expect(slots(res.text)[2]).toMatch(/^12:00 open 12:00–14:00 4,(500|499) left \[checked\]$/);
      // The visitor sends the form again as the page wrote it back.
      form = formFields(res.text);
    }
    // Only the lost answer reached the desk.
    expect(reached()).toBe(before + 1);
    front.setPosts({ kind: 'drop' });
    const json = await v.post('/_data/tickets/reserve', form, JSON_HEADERS);
    expect([json.status, parse(json.text)]).toEqual([200, { outcome: { kind: 'unavailable' } }]);
    front.setPosts('pass');
    const back = await v.post('/en/tickets', form);
    expect(back.status).toBe(200);
    expect(card(back.text)).toMatchObject({ status: 'confirmed', qr: true });
    expect(reached()).toBe(before + 2);
    expect(slots((await v.get('/en/tickets?date=2026-11-30')).text)[2]).toBe('12:00 open 12:00–14:00 4,499 left');
    expect(days((await v.get('/en/tickets?date=2026-11-30')).text)[6]).toBe('2026-11-30 open (chosen) Mon 30 Nov 17,999 left');
  });

  it('availability the desk does not give: the page still answers 200 and says reservations are unavailable, in each language', async () => {
    for (const mode of [{ kind: 'drop' }, { kind: 'hang' }, { kind: 'raw', status: 200, body: '<html>maintenance</html>' }] as const) {
      front.fake.set(`${API}/ticket/getAvailability`, mode);
      site.api.breakers.reset();
      const v = visitor(site.url);
      const en = await v.get('/en/tickets');
      expect({ mode: mode.kind, status: en.status, cacheControl: en.headers.get('cache-control'), note: testIdText(en.text, 'tickets-unavailable') }).toEqual({
        mode: mode.kind, status: 200, cacheControl: 'private, no-store', note: 'Reservations are unavailable right now, so places left cannot be shown. Please reload in a moment or call the visitor centre.',
      });
      expect(en.setCookies[0]).toMatch(COOKIE);
      expect(days(en.text)).toEqual([]);
      expect(en.text).not.toContain('data-testid="reserve-form"');
      const zh = await v.get('/tickets');
      expect([zh.status, testIdText(zh.text, 'tickets-unavailable')]).toEqual([200, '预约系统暂时无法连接，无法显示余票。请稍后刷新，或拨打景区电话咨询。']);
      const data = await v.get('/_data/page/en/tickets');
      expect(data.status).toBe(200);
      expect(parse(data.text).data).toMatchObject({ kind: 'tickets', availability: null, day: null, outcome: null });
    }
  });

  it('with availability and the desk both down, a posted form keeps its chosen slot and its input', async () => {
    // A site of its own: what it answers here stays out of the main site's metrics.
    const own = await siteWith({ UPSTREAM_TIMEOUT_MS: '1500' });
    const v = visitor(own.url);
    const form = await validForm(v, '/en/tickets', { date: '2026-12-02', slot: '14:00' });
    front.fake.set(`${API}/ticket/getAvailability`, { kind: 'drop' });
    front.setPosts({ kind: 'drop' });
    const res = await v.post('/en/tickets', form);
    expect(res.status).toBe(200);
    expect(note(res.text)).toBe(UNAVAILABLE_EN);
    expect(res.text).not.toContain('data-testid="tickets-unavailable"');
    expect(slots(res.text)).toEqual(['14:00 open 14:00 [checked]']);
    expect([valueOf(res.text, 'party.0.name'), valueOf(res.text, 'contactPhone'), keyOf(res.text)]).toEqual(['Visitor Nr', form.contactPhone, form.idempotencyKey]);
    // The day chosen is kept too: the form as written back, sent once the desk is back, reserves 2 December at 14:00.
    expect(formFields(res.text)).toEqual({ ...form, _csrf: csrfOf(res.text), 'party.1.name': '', 'party.1.documentKind': 'id-card', 'party.1.documentNumber': '', 'party.2.name': '', 'party.2.documentKind': 'id-card', 'party.2.documentNumber': '', 'party.3.name': '', 'party.3.documentKind': 'id-card', 'party.3.documentNumber': '', 'party.4.name': '', 'party.4.documentKind': 'id-card', 'party.4.documentNumber': '' });
    front.fake.reset();
    front.setPosts('pass');
    own.api.breakers.reset();
    const back = await v.post('/en/tickets', formFields(res.text));
    expect(card(back.text)?.details).toMatch(/^Day \| 2 December 2026 Wed \| Entry time \| 14:00–16:00 \|/);
  });
});

describe('after the walk', () => {
  it('the metrics hold what the desk answered this file', async () => {
    const outcomes = await metricLines(site.metrics, 'ticket_outcomes_total');
    expect(outcomes.filter((l) => !l.includes('expired-form')).sort()).toEqual([
      'ticket_outcomes_total{action="lookup",outcome="found"} 2',
      'ticket_outcomes_total{action="lookup",outcome="not-found"} 19',
      'ticket_outcomes_total{action="lookup",outcome="too-many"} 1',
      'ticket_outcomes_total{action="reserve",outcome="confirmed"} 9',
      'ticket_outcomes_total{action="reserve",outcome="document-taken"} 9',
      'ticket_outcomes_total{action="reserve",outcome="too-many"} 2',
      `ticket_outcomes_total{action="reserve",outcome="unavailable"} ${faults.length + 1}`,
    ]);
    expect(await metricLines(site.metrics, 'ticket_conflicts_total')).toEqual(['ticket_conflicts_total{reason="document-taken"} 9']);
    expect((await visitor(site.url).get('/en/tickets')).status).toBe(200);
    const places = await metricLines(site.metrics, 'ticket_slot_places');
    expect(places).toHaveLength(112);
    expect(places.filter((l) => /date="2026-11-(25|29|30)",slot="(10|12):00"/.test(l)).sort()).toEqual([
      'ticket_slot_places{date="2026-11-25",slot="10:00",kind="remaining"} 4500',
      'ticket_slot_places{date="2026-11-25",slot="10:00",kind="reserved"} 0',
      'ticket_slot_places{date="2026-11-25",slot="12:00",kind="remaining"} 4496',
      'ticket_slot_places{date="2026-11-25",slot="12:00",kind="reserved"} 4',
      'ticket_slot_places{date="2026-11-29",slot="10:00",kind="remaining"} 4499',
      'ticket_slot_places{date="2026-11-29",slot="10:00",kind="reserved"} 1',
      'ticket_slot_places{date="2026-11-29",slot="12:00",kind="remaining"} 4498',
      'ticket_slot_places{date="2026-11-29",slot="12:00",kind="reserved"} 2',
      'ticket_slot_places{date="2026-11-30",slot="10:00",kind="remaining"} 4500',
      'ticket_slot_places{date="2026-11-30",slot="10:00",kind="reserved"} 0',
      'ticket_slot_places{date="2026-11-30",slot="12:00",kind="remaining"} 4499',
      'ticket_slot_places{date="2026-11-30",slot="12:00",kind="reserved"} 1',
    ]);
  });

  it('the site logged the desk failing, and no log line holds a name, document number or phone this file sent', () => {
    expect(logs.filter((l) => l.includes('"msg":"ticket desk did not answer"')).length).toBeGreaterThanOrEqual(4);
    expect(logs.some((l) => l.includes('"msg":"ticket availability unavailable"'))).toBe(true);
    expect(SENT.length).toBeGreaterThan(40);
    const leaks = leaksIn(logs, SENT);
    expect(leaks).toEqual([]);
  });
});
